// Issue 21, item 12: an anti-forgery token carries its signed issue time and is refused once older than its lifetime,
// whatever the browser kept; `npm run admin -- secrets rotate` replaces the secret, the old one still taking the tokens
// it signed until they expire.
import { createAntiForgery, SESSION_MAX_AGE_SECONDS, type AntiForgery } from '../../server/security/antiForgery';
import { adminHarness, type AdminHarness } from './admin/adminHarness';

const HOUR_MS = 3_600_000;

/** A pair as the server hands it out at `atMs`, as the browser sends it back. */
function pairFrom(antiForgery: AntiForgery): { cookies: Record<string, string>; headers: Record<string, string> } {
  const cookies = Object.fromEntries(antiForgery.cookiesFor({}, false).map((cookie) => [cookie.name, cookie.value]));
  return { cookies, headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' } };
}

describe('a token expires on the server', () => {
  let now = Date.parse('2026-11-25T08:00:00Z');
  const clock = () => now;

  it('is taken until its lifetime is over, then refused as expired, and a fresh pair is handed out', () => {
    const antiForgery = createAntiForgery({ current: 's'.repeat(40) }, clock);
    const pair = pairFrom(antiForgery);
    expect(antiForgery.refusal({ ...pair, secure: false })).toBeUndefined();
    now += SESSION_MAX_AGE_SECONDS * 1000;
    expect(antiForgery.refusal({ ...pair, secure: false })).toBeUndefined();
    now += 1000;
    expect(antiForgery.refusal({ ...pair, secure: false })).toBe('anti-forgery token expired');
    expect(antiForgery.cookiesFor(pair.cookies, false).map((cookie) => cookie.name)).toEqual(['XSRF-TOKEN']);
  });

  it('a token dated in the future beyond a minute of clock skew is refused', () => {
    const antiForgery = createAntiForgery({ current: 's'.repeat(40) }, clock);
    now += 2 * 60_000;
    const fromTheFuture = pairFrom(antiForgery);
    now -= 2 * 60_000;
    expect(antiForgery.refusal({ ...fromTheFuture, secure: false })).toBe('anti-forgery token expired');
  });

  it('a token of the old form (no issue time) or with its issue time changed is not valid', () => {
    const antiForgery = createAntiForgery({ current: 's'.repeat(40) }, clock);
    const pair = pairFrom(antiForgery);
    const [issuedAt, nonce, signature] = (pair.cookies['XSRF-TOKEN'] ?? '').split('.');
    for (const token of [`${nonce}.${signature}`, `${Number(issuedAt) + 3600}.${nonce}.${signature}`]) {
      const forged = { cookies: { ...pair.cookies, 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': token } };
      expect(antiForgery.refusal({ ...forged, secure: false })).toBe('anti-forgery token not valid for this session');
    }
  });
});

describe('the secret rotates', () => {
  it('a token signed with the previous secret stays valid; one signed with neither is refused', () => {
    const before = createAntiForgery({ current: 'old-secret-'.repeat(4) });
    const pair = pairFrom(before);
    const after = createAntiForgery({ current: 'new-secret-'.repeat(4), previous: 'old-secret-'.repeat(4) });
    expect(after.refusal({ ...pair, secure: false })).toBeUndefined();
    const later = createAntiForgery({ current: 'newer-secret-'.repeat(4), previous: 'new-secret-'.repeat(4) });
    expect(later.refusal({ ...pair, secure: false })).toBe('anti-forgery token not valid for this session');
  });

  describe('npm run admin -- secrets rotate', () => {
    let admin: AdminHarness;
    beforeAll(() => {
      admin = adminHarness('secrets');
    });
    afterAll(async () => {
      await admin.cleanup();
    });

    it('replaces the database’s secret, keeps the old one as the previous, and never prints either', async () => {
      const store = await admin.store();
      const first = await store.sharedSecret('anti-forgery', () => 'first-secret-'.repeat(3));
      const run = await admin.run(['secrets', 'rotate']);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^The anti-forgery secret was replaced\. Every instance signs with the new one within 30 seconds/);
      const current = await store.sharedSecret('anti-forgery', () => 'never-used');
      expect(current).not.toBe(first);
      expect(await store.previousSharedSecret('anti-forgery')).toBe(first);
      expect(run.stdout).not.toContain(first);
      expect(run.stdout).not.toContain(current);
    });

    it('with SESSION_SECRET set, changes nothing and says how to rotate it', async () => {
      const store = await admin.store();
      const before = await store.sharedSecret('anti-forgery', () => 'never-used');
      const run = await admin.run(['secrets', 'rotate'], { DATA_DIR: admin.dataDir, SESSION_SECRET: 'x'.repeat(40) });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('SESSION_SECRET is set');
      expect(run.stderr).not.toContain('x'.repeat(40));
      expect(await store.sharedSecret('anti-forgery', () => 'never-used')).toBe(before);
    });
  });
});

it('a day is more than a token lives', () => {
  expect(SESSION_MAX_AGE_SECONDS * 1000).toBeLessThan(24 * HOUR_MS);
});
