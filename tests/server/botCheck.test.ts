// Issue 35, item 10: the bot check, through the real app. A challenge from GET /api/bot-check is solved here as the
// browser's worker solves it (altcha-lib's solver), and its payload sent in the Bot-Check header of a save. Under
// enforce a save without a valid, unexpired, unused solution is a 403 naming the check; under log it is stored and the
// refusal it would have been is logged and counted; under off there is no challenge and nothing is checked. A form
// posted without scripts is judged by its honeypot.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { BOT_CHECK } from '../../src/domain/apiContract';
import { POST_FIELDS } from '../../src/domain/formPost';
import { createMetrics, type PortalMetrics } from '../../server/metrics';
import { envelope, FORMS, openApp, openSession, post, type FormName, type TestApp } from './support/appHarness';
import { Browser, builtPageRenderer, inputValue } from './support/formPostHarness';
import { logCollector } from './support/logCollector';

async function challengeOf(t: TestApp): Promise<Challenge> {
  const response = await t.app.inject({ method: 'GET', url: BOT_CHECK.challengePath });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Challenge>();
}

/** A solution's payload, as the app's worker makes it: base64 of `{ challenge, solution }`. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function save(t: TestApp, form: FormName, botCheck?: string) {
  const session = await openSession(t.app);
  return post(t.app, session, FORMS[form].path, envelope(form, FORMS[form].record()), botCheck === undefined ? {} : { [BOT_CHECK.header.toLowerCase()]: botCheck });
}

describe('BOT_CHECK=enforce', () => {
  let t: TestApp;
  let metrics: PortalMetrics | undefined;
  const logs = logCollector();
  beforeAll(async () => {
    t = await openApp({ env: { BOT_CHECK: 'enforce' }, logStream: logs.stream, metrics: (store) => (metrics = createMetrics(store)) });
  });
  afterAll(() => t.close());

  it.each(Object.keys(FORMS) as FormName[])('%s: a save with a solution is stored; without one it is a 403 naming the check', async (form) => {
    expect((await save(t, form, await solved(await challengeOf(t)))).statusCode).toBe(201);
    const refused = await save(t, form);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', check: 'bot-check', message: expect.stringContaining('bot check') as unknown });
  });

  it('a solution is good once: the same payload again is refused', async () => {
    const payload = await solved(await challengeOf(t));
    expect((await save(t, 'contact', payload)).statusCode).toBe(201);
    expect((await save(t, 'contact', payload)).json()).toMatchObject({ check: 'bot-check' });
    expect(logs.securityEvents().at(-1)).toMatchObject({ securityEvent: 'botCheckFailed', reason: 'replayed', mode: 'enforce' });
  });

  it('a wrong answer, a changed challenge, a forged one and garbage are refused, each for what it is', async () => {
    const challenge = await challengeOf(t);
    const solution = await solveChallenge({ challenge, deriveKey });
    const payloadOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const cases: Array<[string, string]> = [
      [payloadOf({ challenge, solution: { ...solution, derivedKey: `${solution?.derivedKey.startsWith('0') ? '1' : '0'}${solution?.derivedKey.slice(1)}` } }), 'invalid'],
      [payloadOf({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution }), 'invalid'],
      [payloadOf({ challenge: { parameters: challenge.parameters }, solution }), 'malformed'],
      ['not base64 at all!', 'malformed'],
      [payloadOf([1, 2, 3]), 'malformed'],
    ];
    for (const [payload, reason] of cases) {
      expect((await save(t, 'tgi', payload)).statusCode).toBe(403);
      expect(logs.securityEvents().at(-1)).toMatchObject({ securityEvent: 'botCheckFailed', reason });
    }
  });

  it('an expired challenge is refused', async () => {
    const challenge = await challengeOf(t);
    const payload = await solved(challenge);
    const later = jest.spyOn(Date, 'now').mockReturnValue(((challenge.parameters.expiresAt ?? 0) + 1) * 1000);
    try {
      expect((await save(t, 'attestation', payload)).statusCode).toBe(403);
    } finally {
      later.mockRestore();
    }
    expect(logs.securityEvents().at(-1)).toMatchObject({ reason: 'expired' });
  });

  it('counts what passed and what was refused, by reason, in the metrics', async () => {
    const counted = await metrics?.registry.getSingleMetricAsString('portal_bot_checks_total');
    expect(counted).toMatch(/portal_bot_checks_total\{outcome="passed",reason="none"\} [1-9]/);
    expect(counted).toMatch(/portal_bot_checks_total\{outcome="refused",reason="missing"\} 3/);
    expect(counted).toMatch(/portal_bot_checks_total\{outcome="refused",reason="replayed"\} 1/);
  });
});

describe('BOT_CHECK=log (the default): nothing is refused, what would have been is logged and counted', () => {
  let t: TestApp;
  let metrics: PortalMetrics | undefined;
  const logs = logCollector();
  beforeAll(async () => {
    t = await openApp({ logStream: logs.stream, metrics: (store) => (metrics = createMetrics(store)) });
  });
  afterAll(() => t.close());

  it('is the default', () => {
    expect(t.config.botCheck).toBe('log');
  });

  it('a save without a solution is stored, and logged as one the check would have refused', async () => {
    expect((await save(t, 'contact')).statusCode).toBe(201);
    expect(logs.securityEvents().at(-1)).toMatchObject({ securityEvent: 'botCheckFailed', reason: 'missing', mode: 'log' });
    expect(await metrics?.registry.getSingleMetricAsString('portal_bot_checks_total')).toMatch(/outcome="logged",reason="missing"\} 1/);
  });

  it('a save with a solution passes, and nothing is logged for it', async () => {
    const before = logs.securityEvents().length;
    expect((await save(t, 'tgi', await solved(await challengeOf(t)))).statusCode).toBe(201);
    expect(logs.securityEvents()).toHaveLength(before);
  });
});

describe('BOT_CHECK=off: no challenge, nothing checked', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ env: { BOT_CHECK: 'off' } });
  });
  afterAll(() => t.close());

  it('has no challenge to give (the app then sends no solution) and stores a save without one', async () => {
    expect((await t.app.inject({ method: 'GET', url: BOT_CHECK.challengePath })).statusCode).toBe(404);
    expect((await save(t, 'attestation')).statusCode).toBe(201);
  });
});

it('BOT_CHECK must be off, log or enforce: anything else stops the start by name', async () => {
  await expect(openApp({ env: { BOT_CHECK: 'strict' } })).rejects.toThrow(/BOT_CHECK.*off, log, enforce/);
});

describe('a form posted without scripts is judged by its honeypot', () => {
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    t = await openApp({ env: { BOT_CHECK: 'enforce' }, pages: await builtPageRenderer(['en']), logStream: logs.stream });
  });
  afterAll(() => t.close());

  const CONTACT_ANSWERS = { firstName: 'Ana', lastName: 'Lopez', memberId: 'A123456', emailAddress: 'ana@example.org', isEmail: 'on' };

  it('the page draws it hidden from sight and from assistive technology, and empty', async () => {
    const page = await new Browser(t.app).get('/preferredcontact');
    expect(page.body).toMatch(new RegExp(`<div hidden=""><label>Website<input type="text" name="${POST_FIELDS.honeypot}" autoComplete="off" tabindex="-1"/></label></div>`, 'i'));
  });

  it('left empty, as a person leaves it, the form is stored', async () => {
    const browser = new Browser(t.app);
    const page = await browser.get('/preferredcontact');
    const sent = await browser.submit('/preferredcontact', page.body, CONTACT_ANSWERS);
    expect(sent.statusCode).toBe(303);
  });

  it('filled in, the form comes back with everything typed and a notice that says what to do, and nothing is stored', async () => {
    const browser = new Browser(t.app);
    const page = await browser.get('/preferredcontact');
    const refused = await browser.submit('/preferredcontact', page.body, { ...CONTACT_ANSWERS, [POST_FIELDS.honeypot]: 'https://spam.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Not sent yet');
    expect(refused.body).toContain('This page could not confirm that a person is sending the form.');
    expect(inputValue(refused.body, 'lastName')).toBe('Lopez');
    // The honeypot comes back empty: sent again as it is, the form goes through.
    expect(inputValue(refused.body, POST_FIELDS.honeypot)).toBeUndefined();
    expect(logs.securityEvents().at(-1)).toMatchObject({ securityEvent: 'botCheckFailed', reason: 'honeypot' });
  });
});
