// NPI validity: the check digit, the imported provider list, and an NPPES-compatible registry run on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNpiChecker, type NpiCheckerOptions } from '../../server/npi';
import { BAD_CHECK_DIGIT_NPI, npiWithCheckDigit, openApp, VALID_NPI } from './support/appHarness';
import { npiValidityPath } from '../../src/domain/apiContract';

const LISTED_NPI = npiWithCheckDigit('124531959');
const UNLISTED_NPI = npiWithCheckDigit('987654321');

/** A provider list held in memory, counting how often it is asked. */
function providerList(npis: string[] = []) {
  const calls = { providerCount: 0, hasProvider: 0 };
  return {
    calls,
    store: {
      providerCount: async () => {
        calls.providerCount += 1;
        return npis.length;
      },
      hasProvider: async (npi: string) => {
        calls.hasProvider += 1;
        return npis.includes(npi);
      },
    } satisfies NpiCheckerOptions['store'],
  };
}

type Answer = (url: URL, response: http.ServerResponse) => void;

interface FakeRegistry {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

/** An NPPES-compatible registry on 127.0.0.1:<any free port>. */
async function fakeRegistry(answer: Answer): Promise<FakeRegistry> {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://registry.test');
    requests.push(url);
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (body: unknown, status = 200): Answer => (_url, response) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Knows only the given NPIs, as NPPES answers: { result_count, results }. */
const knowing = (known: string[]): Answer => (url, response) => {
  const number = url.searchParams.get('number') ?? '';
  const results = known.includes(number) ? [{ number }] : [];
  json({ result_count: results.length, results })(url, response);
};

describe('the check digit', () => {
  it('a wrong check digit is false without asking the list or the registry', async () => {
    const list = providerList([BAD_CHECK_DIGIT_NPI]);
    const registry = await fakeRegistry(json({ result_count: 1 }));
    try {
      const checker = createNpiChecker({ store: list.store, registryUrl: registry.url, timeoutMs: 1000 });
      expect(await checker.isValid(BAD_CHECK_DIGIT_NPI)).toBe(false);
      expect(list.calls).toEqual({ providerCount: 0, hasProvider: 0 });
      expect(registry.requests).toHaveLength(0);
    } finally {
      await registry.close();
    }
  });

  it.each(['', 'abc', '123456789', '12345678930', '123456789.3', ' 1234567893', '１２３４５６７８９３'])('%j is false', async (npi) => {
    const checker = createNpiChecker({ store: providerList().store, timeoutMs: 1000 });
    expect(await checker.isValid(npi)).toBe(false);
  });

  it('a right check digit is true with no list and no registry', async () => {
    const checker = createNpiChecker({ store: providerList().store, timeoutMs: 1000 });
    expect(await checker.isValid(VALID_NPI)).toBe(true);
    expect(await checker.isValid(LISTED_NPI)).toBe(true);
    expect(await checker.isValid(UNLISTED_NPI)).toBe(true);
  });
});

describe('the imported provider list', () => {
  it('once imported, only the listed NPIs are true', async () => {
    const list = providerList([LISTED_NPI]);
    const checker = createNpiChecker({ store: list.store, timeoutMs: 1000 });
    expect(await checker.isValid(LISTED_NPI)).toBe(true);
    expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
    expect(await checker.isValid(VALID_NPI)).toBe(false);
  });

  it('is read from the store, and a later import counts once the cached count expires', async () => {
    const t = await openApp({ prefix: 'npi-list' });
    try {
      const checker = createNpiChecker({ store: t.store, timeoutMs: 1000, providerCountTtlMs: 0 });
      expect(await checker.isValid(UNLISTED_NPI)).toBe(true);
      await t.store.importProviders([LISTED_NPI]);
      expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
      expect(await checker.isValid(LISTED_NPI)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('caches the provider count instead of reading it on every check', async () => {
    const list = providerList([LISTED_NPI]);
    const checker = createNpiChecker({ store: list.store, timeoutMs: 1000, providerCountTtlMs: 60_000 });
    for (let index = 0; index < 5; index += 1) await checker.isValid(LISTED_NPI);
    expect(list.calls.providerCount).toBe(1);
  });

  it('an NPI not on the list is false without asking the registry', async () => {
    const registry = await fakeRegistry(json({ result_count: 1 }));
    try {
      const checker = createNpiChecker({ store: providerList([LISTED_NPI]).store, registryUrl: registry.url, timeoutMs: 1000 });
      expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
      expect(registry.requests).toHaveLength(0);
      expect(await checker.isValid(LISTED_NPI)).toBe(true);
      expect(registry.requests).toHaveLength(1);
    } finally {
      await registry.close();
    }
  });
});

describe('the NPPES registry', () => {
  it('answers true for result_count 1 and false for result_count 0, asked with number= and version=2.1', async () => {
    const registry = await fakeRegistry(knowing([VALID_NPI]));
    const failures: string[] = [];
    try {
      const checker = createNpiChecker({
        store: providerList().store,
        registryUrl: registry.url,
        timeoutMs: 2000,
        onRegistryFailure: (reason) => failures.push(reason),
      });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
      expect(registry.requests.map((url) => [url.pathname, url.searchParams.get('number'), url.searchParams.get('version')])).toEqual([
        ['/api/', VALID_NPI, '2.1'],
        ['/api/', UNLISTED_NPI, '2.1'],
      ]);
      expect(failures).toEqual([]);
    } finally {
      await registry.close();
    }
  });

  it('keeps the query the registry URL already has', async () => {
    const registry = await fakeRegistry(json({ result_count: 1 }));
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: `${registry.url}?enumeration_type=NPI-1`, timeoutMs: 2000 });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(registry.requests[0]?.searchParams.get('enumeration_type')).toBe('NPI-1');
      expect(registry.requests[0]?.searchParams.get('number')).toBe(VALID_NPI);
    } finally {
      await registry.close();
    }
  });

  it('reads a results list when there is no result_count', async () => {
    const registry = await fakeRegistry((url, response) => json({ results: url.searchParams.get('number') === VALID_NPI ? [{}] : [] })(url, response));
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000 });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
    } finally {
      await registry.close();
    }
  });

  it('a registry that never answers: true after about timeoutMs, and the failure reported', async () => {
    const registry = await fakeRegistry(() => undefined);
    const failures: string[] = [];
    try {
      const checker = createNpiChecker({
        store: providerList().store,
        registryUrl: registry.url,
        timeoutMs: 200,
        onRegistryFailure: (reason) => failures.push(reason),
      });
      const started = performance.now();
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(180);
      expect(elapsed).toBeLessThan(1500);
      expect(registry.requests).toHaveLength(1);
      expect(failures).toEqual(['no answer in time']);
    } finally {
      await registry.close();
    }
  });

  it.each([
    ['a 500', json({ error: 'down' }, 500), 'status 500'],
    ['a 404', json({}, 404), 'status 404'],
    ['an answer that is not JSON', ((_url, response) => response.end('<html>maintenance</html>')) as Answer, 'answer is not JSON'],
    ['JSON of another shape', json({ count: 'many' }), 'unexpected answer'],
    ['JSON null', json(null), 'unexpected answer'],
  ])('%s: true (the check digit decided) and the failure reported', async (_label, answer, reason) => {
    const registry = await fakeRegistry(answer);
    const failures: string[] = [];
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000, onRegistryFailure: (reason) => failures.push(reason) });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(failures).toEqual([reason]);
    } finally {
      await registry.close();
    }
  });

  it('a registry that cannot be reached: true and the failure reported', async () => {
    const registry = await fakeRegistry(json({ result_count: 0 }));
    const url = registry.url;
    await registry.close();
    const failures: string[] = [];
    const checker = createNpiChecker({ store: providerList().store, registryUrl: url, timeoutMs: 2000, onRegistryFailure: (reason) => failures.push(reason) });
    expect(await checker.isValid(VALID_NPI)).toBe(true);
    expect(failures).toEqual(['registry unreachable']);
  });

  it('failure reasons never quote the NPI or what the registry said', async () => {
    const registry = await fakeRegistry((url, response) => {
      // Short enough for the JSON parser to quote all of it in its message.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`<${url.searchParams.get('number')}>`);
    });
    const failures: string[] = [];
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000, onRegistryFailure: (reason) => failures.push(reason) });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(failures).toEqual(['answer is not JSON']);
    } finally {
      await registry.close();
    }
  });
});

describe("the registry's verdicts, remembered", () => {
  const SECOND_NPI = npiWithCheckDigit('123123123');

  it('asks the registry once per NPI, whatever its answer, and again for another NPI', async () => {
    const registry = await fakeRegistry(knowing([VALID_NPI]));
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000 });
      for (let index = 0; index < 3; index += 1) {
        expect(await checker.isValid(VALID_NPI)).toBe(true);
        expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
      }
      expect(registry.requests.map((url) => url.searchParams.get('number'))).toEqual([VALID_NPI, UNLISTED_NPI]);
    } finally {
      await registry.close();
    }
  });

  it('shares one request among look-ups of one NPI made at the same time', async () => {
    const registry = await fakeRegistry(knowing([VALID_NPI]));
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000 });
      const answers = await Promise.all([checker.isValid(VALID_NPI), checker.isValid(VALID_NPI), checker.isValid(VALID_NPI)]);
      expect(answers).toEqual([true, true, true]);
      expect(registry.requests).toHaveLength(1);
    } finally {
      await registry.close();
    }
  });

  it('does not remember a failure: the next look-up asks again and keeps the real answer', async () => {
    let failing = true;
    const registry = await fakeRegistry((url, response) => (failing ? json({ error: 'down' }, 503)(url, response) : knowing([])(url, response)));
    const failures: string[] = [];
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000, onRegistryFailure: (reason) => failures.push(reason) });
      expect(await checker.isValid(UNLISTED_NPI)).toBe(true);
      failing = false;
      expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
      expect(await checker.isValid(UNLISTED_NPI)).toBe(false);
      expect(registry.requests).toHaveLength(2);
      expect(failures).toEqual(['status 503']);
    } finally {
      await registry.close();
    }
  });

  it('forgets a verdict after its lifetime, and the least recently asked NPI first when full', async () => {
    const registry = await fakeRegistry(knowing([VALID_NPI, SECOND_NPI]));
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000, registryVerdictTtlMs: 150, registryVerdictsKept: 1 });
      await checker.isValid(VALID_NPI);
      await checker.isValid(VALID_NPI);
      expect(registry.requests).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 250));
      await checker.isValid(VALID_NPI);
      expect(registry.requests).toHaveLength(2);
      // One kept: asking for another NPI pushes the first out.
      await checker.isValid(SECOND_NPI);
      await checker.isValid(VALID_NPI);
      expect(registry.requests.map((url) => url.searchParams.get('number'))).toEqual([VALID_NPI, VALID_NPI, SECOND_NPI, VALID_NPI]);
    } finally {
      await registry.close();
    }
  });
});

describe('through the app (NPPES_URL)', () => {
  it('GET IsNPIValid asks the configured registry', async () => {
    const registry = await fakeRegistry(knowing([VALID_NPI]));
    const t = await openApp({ prefix: 'npi-app', env: { NPPES_URL: registry.url, NPPES_TIMEOUT_MS: '1000' } });
    try {
      expect((await t.app.inject({ url: npiValidityPath(VALID_NPI) })).json()).toBe(true);
      expect((await t.app.inject({ url: npiValidityPath(UNLISTED_NPI) })).json()).toBe(false);
      expect((await t.app.inject({ url: npiValidityPath(BAD_CHECK_DIGIT_NPI) })).json()).toBe(false);
      expect(registry.requests.map((url) => url.searchParams.get('number'))).toEqual([VALID_NPI, UNLISTED_NPI]);
      expect(registry.requests.every((url) => url.searchParams.get('version') === '2.1')).toBe(true);
    } finally {
      await t.close();
      await registry.close();
    }
  });

  it('answers true when the registry is down', async () => {
    const registry = await fakeRegistry(json({}, 503));
    const t = await openApp({ prefix: 'npi-app-down', env: { NPPES_URL: registry.url } });
    try {
      const response = await t.app.inject({ url: npiValidityPath(UNLISTED_NPI) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
    } finally {
      await t.close();
      await registry.close();
    }
  });
});

describe('the registry client is tight (issue 21)', () => {
  it('never follows a redirect: the check digit decides, and the failure is said', async () => {
    const elsewhere = await fakeRegistry(json({ result_count: 0 }));
    const registry = await fakeRegistry((_url, response) => {
      response.writeHead(302, { location: `${elsewhere.url}?number=${UNLISTED_NPI}` });
      response.end();
    });
    try {
      const failures: string[] = [];
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 1000, onRegistryFailure: (reason) => failures.push(reason) });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(elsewhere.requests).toHaveLength(0);
      expect(failures).toEqual(['redirected (302), not followed']);
    } finally {
      await registry.close();
      await elsewhere.close();
    }
  });

  it.each([
    ['declared too large', true],
    ['sent too large without saying so', false],
  ])('reads no more than 64 KB of an answer (%s): the check digit decides', async (_how, declared) => {
    const huge = JSON.stringify({ result_count: 0, results: [], padding: 'x'.repeat(200 * 1024) });
    const registry = await fakeRegistry((_url, response) => {
      response.writeHead(200, declared ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(huge) } : { 'content-type': 'application/json' });
      response.end(huge);
    });
    try {
      const failures: string[] = [];
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 2000, onRegistryFailure: (reason) => failures.push(reason) });
      expect(await checker.isValid(VALID_NPI)).toBe(true);
      expect(failures).toEqual(['answer too large']);
    } finally {
      await registry.close();
    }
  });

  it('an answer under the cap is read as before', async () => {
    const registry = await fakeRegistry(json({ result_count: 0, results: [], padding: 'x'.repeat(30 * 1024) }));
    try {
      const checker = createNpiChecker({ store: providerList().store, registryUrl: registry.url, timeoutMs: 1000 });
      expect(await checker.isValid(VALID_NPI)).toBe(false);
    } finally {
      await registry.close();
    }
  });
});
