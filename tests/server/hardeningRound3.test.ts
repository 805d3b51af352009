// Issue 35, the security review's items 3, 4 and 5: one describe per finding, each through the real app (openApp).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { PAGE_CACHE } from '../../server/pages';
import { pageStatus, PAGE_STATE_ELEMENT_ID, type PageRenderer, type PageRequest, type RenderedPage } from '../../src/domain/pageRendering';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { API_PATHS } from '../../src/domain/apiContract';
import { POST_FIELDS } from '../../src/domain/formPost';
import { openApp, type TestApp } from './support/appHarness';
import { Browser, builtPageRenderer, postedFormOf } from './support/formPostHarness';
import { logCollector } from './support/logCollector';
import { NON_ASCII_RETURN_ADDRESSES } from '../../support/nonAsciiReturnAddresses';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const SITE = 'https://portal.example';

/** A renderer that counts what it draws (the page cache sits in front of it), standing in or wrapping the build's. */
function countingRenderer(inner?: PageRenderer): PageRenderer & { drawn: string[] } {
  const drawn: string[] = [];
  return {
    drawn,
    render(request: PageRequest): RenderedPage {
      drawn.push(request.url);
      if (inner) return inner.render(request);
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      return { status: pageStatus(pathname, request.inMaintenance), title: 'Counted', body: '<main id="main"><h1>Counted</h1></main>', state: {} };
    },
  };
}

/** The drawn markup of a page, without what is each response's own (the anti-forgery token, the idempotency key). */
const rootOf = (response: LightMyRequestResponse): string =>
  [POST_FIELDS.antiForgeryToken, POST_FIELDS.idempotencyKey].reduce(
    (html, name) => html.replace(new RegExp(`(name="${name}" value=)"[^"]*"`, 'g'), '$1""'),
    /<div id="?root"?>([\s\S]*)<\/div>/.exec(response.body)?.[1] ?? '',
  );

/** A GET over a real connection, as a browser sends it: the status and headers, redirects not followed. */
function get(port: number, target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, headers: { accept: HTML_ACCEPT } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

/** A Location a browser resolves to this site's own origin, written in what a header may carry (printable ASCII). */
function expectOnSite(location: string): void {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location, SITE).origin).toBe(SITE);
}

describe('3. a return address outside ASCII is a redirect on the site, percent-encoded, never a 500', () => {
  // Over a real connection: Node's own HTTP server is what refuses a Location outside what a header may carry.
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await openApp({ prefix: 'hardening-3-return' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The maintenance page's answer, once maintenance is over, for a way back to `from`, asked for as the app's own address carries it. */
  const back = (from: string) => get(port, `/maintenance?${new URLSearchParams({ from }).toString()}`);

  it.each(NON_ASCII_RETURN_ADDRESSES)('%s: 302 to %s', async (_what, from, location) => {
    const response = await back(from);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(location);
    expectOnSite(location);
    expect(response.headers['content-security-policy']).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the review’s own address, as a browser sends it: /maintenance?from=%2F%E2%88%95x', async () => {
    const response = await get(port, '/maintenance?from=%2F%E2%88%95x');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/%E2%88%95x');
  });

  it.each([
    ['an ideographic space', '/\u3000/evil.example'],
    ['a line separator', '/\u2028evil'],
    ['a no-break space', '/\u00a0//evil.example'],
  ])('a blank outside ASCII (%s) is still no way back: home', async (_what, from) => {
    const response = await back(from);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('4. the page cache keeps one page per route: other spellings and unknown addresses push nothing out', () => {
  let t: TestApp;
  let pages: ReturnType<typeof countingRenderer>;
  beforeAll(async () => {
    pages = countingRenderer(await builtPageRenderer(['en']));
    t = await openApp({ prefix: 'hardening-3-cache', pages });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: HTML_ACCEPT } });

  it('the cache is on, as in production', () => {
    expect(t.config.pageCacheMs).toBeGreaterThan(0);
  });

  it('draws a form once for every spelling of its address, and keeps its route’s page whichever spelling drew it', async () => {
    // The odd spelling first: what is kept must be the route's page, not this spelling's.
    const first = await page('/PreferredContact/');
    expect(first.statusCode).toBe(200);
    expect(pages.drawn).toEqual(['/preferredcontact']);
    for (const spelling of ['/preferredcontact', '/PREFERREDCONTACT', '/preferredcontact/', '/PreferredContact?utm_source=letter']) {
      const response = await page(spelling);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response)).toBe(rootOf(first));
    }
    expect(pages.drawn).toEqual(['/preferredcontact']);
    // The form posts to its route's own address whichever spelling drew it.
    expect(postedFormOf(first.body)).toMatch(/<form\b[^>]*\baction="\/preferredcontact"/);
  });

  it(`${PAGE_CACHE.max + 50} unknown addresses (more than the cache holds) are one page, and push nothing out: the form’s page stays`, async () => {
    expect((await page('/preferredcontact')).statusCode).toBe(200);
    const before = pages.drawn.length;
    for (let index = 0; index < PAGE_CACHE.max + 50; index += 1) {
      const response = await page(`/no-such-page-${index}/${index % 2 === 0 ? 'A' : 'b'}`);
      expect(response.statusCode).toBe(404);
    }
    // The form's page is still kept: not drawn again.
    expect((await page('/preferredcontact')).statusCode).toBe(200);
    expect(pages.drawn.slice(before).filter((url) => url === '/preferredcontact')).toEqual([]);
    // And the unknown addresses were drawn once, all of them.
    expect(pages.drawn.slice(before)).toHaveLength(1);
  });

  it('each route is its own page: the TGI survey’s other address (/providers) posts to itself, so it is drawn apart', async () => {
    const before = pages.drawn.length;
    const survey = await page('/tgisurvey');
    const other = await page('/Providers/');
    expect(pages.drawn).toHaveLength(before + 2);
    expect(postedFormOf(survey.body)).toMatch(/\baction="\/tgisurvey"/);
    expect(postedFormOf(other.body)).toMatch(/\baction="\/providers"/);
  });

  it('the build’s renderer draws the same page for every spelling of a route, and for every unknown address (what one key per route relies on)', async () => {
    const renderer = await builtPageRenderer(['en']);
    const drawnAt = (url: string) => renderer.render({ url, language: 'en', config: DEMO_PORTAL_CONFIG, notices: ['Closed on Monday.'], inMaintenance: false });
    for (const [route, spellings] of [
      ['/preferredcontact', ['/PreferredContact', '/preferredcontact/', '/PREFERREDCONTACT//']],
      ['/childhood', ['/Childhood/', '/CHILDHOOD']],
      ['/no-such-page', ['/Another/Unknown/Address', '/a%20b', '/%E2%88%95x']],
    ] as const) {
      const page = drawnAt(route);
      for (const spelling of spellings) expect(drawnAt(spelling)).toEqual(page);
    }
  });

  it('a posted form’s answer is never kept: drawn for each post', async () => {
    const browser = new Browser(t.app);
    const form = await browser.get('/preferredcontact');
    const before = pages.drawn.length;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await browser.submit('/preferredcontact', form.body, { firstName: 'Zed' })).statusCode).toBe(422);
    }
    expect(pages.drawn).toHaveLength(before + 2);
  });
});

describe('5. pages have a per-address budget (PAGE_RATE_LIMIT_MAX, 300 a minute by default): past it a 429 page, not drawn', () => {
  let t: TestApp;
  let pages: ReturnType<typeof countingRenderer>;
  const logs = logCollector();
  beforeAll(async () => {
    pages = countingRenderer();
    // The harness raises the budget for the other tests, as it does RATE_LIMIT_MAX; an empty setting is the default.
    t = await openApp({ prefix: 'hardening-3-budget', pages, env: { PAGE_RATE_LIMIT_MAX: '', PAGE_CACHE_MS: '0' }, logStream: logs.stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the default is 300 a minute', () => {
    expect(t.config.rateLimit).toMatchObject({ pageMax: 300, windowMs: 60_000 });
  });

  it('400 uncached pages from one address: 300 drawn, then 429 with Retry-After, the CSP and the page’s shell, never drawn', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let index = 0; index < 400; index += 1) {
      const url = index % 2 === 0 ? `/unknown-${index}` : '/tgisurvey';
      responses.push(await t.app.inject({ url, headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.7' }));
    }
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.slice(0, 300).every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses.slice(300)).toEqual(Array.from({ length: 100 }, () => 429));
    expect(pages.drawn).toHaveLength(300);

    const refused = responses[350] as LightMyRequestResponse;
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const csp = String(refused.headers['content-security-policy'] ?? '');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    // The page's shell, its configuration and scripts with this answer's nonce, for the browser's app to draw.
    expect(refused.body).toContain(`<script nonce="${nonce}" type="application/json" id="portal-config">{"apiBase"`);
    expect(refused.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    expect(refused.body).toMatch(/<div id="?root"?><\/div>/);

    const events = logs.securityEvents().filter((line) => line.securityEvent === 'rateLimited');
    expect(events).toHaveLength(100);
    expect(events[0]).toMatchObject({ budget: 'pages', clientAddress: '203.0.113.7' });
    // Never the address asked for.
    expect(JSON.stringify(events)).not.toContain('unknown-');
  });

  it('another address still gets its pages, and the over-budget address its API calls', async () => {
    expect((await t.app.inject({ url: '/tgisurvey', headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: API_PATHS.siteInMaintenance, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/tgisurvey', headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
  });

  it('the maintenance redirects count too, and are refused without reading the store', async () => {
    const response = await t.app.inject({ url: '/maintenance?from=%2Ftgisurvey', headers: { accept: HTML_ACCEPT }, remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(429);
    expect(response.headers.location).toBeUndefined();
  });
});
