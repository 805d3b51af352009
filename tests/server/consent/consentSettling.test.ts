// The sweep that settles a consent its own request left unsettled (issue 36, server/plugins/consentSettling.ts): a
// consent stored but not settled counts for nothing, and is settled once, by any instance, after a grace period.
import { settleLeftovers } from '../../../server/plugins/consentSettling';
import { contactRecord, openApp, type TestApp } from '../support/appHarness';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

it('settles what is older than the grace period, once, and leaves younger consents to their requests', async () => {
  t = await openApp({ prefix: 'settling' });
  const saved = await t.store.saveSubmission('contact', contactRecord({ memberId: 'M-SWEEP-1' }) as unknown as Record<string, unknown>);
  // Younger than the grace period: its own request may still settle it.
  expect(await settleLeftovers(t.app, false, 60_000)).toBe(0);
  expect(await settleLeftovers(t.app, false, 0, new Date(Date.now() + 1000))).toBe(1);
  expect((await t.store.findSubmission('contact', saved.id))?.contactCheck).toEqual({ needs: [], unconfirmed: ['email', 'mobile'] });
  expect(await settleLeftovers(t.app, false, 0, new Date(Date.now() + 1000))).toBe(0);
});
