// consent withdraw (issue 23): staff record a withdrawal received by phone, mail or a forwarded STOP reply, and are told
// the date by which it must be honoured.
import { savedConsent } from '../support/settledConsent';
import { adminHarness, type AdminHarness } from './adminHarness';

let admin: AdminHarness;
beforeEach(async () => {
  admin = adminHarness('consent');
  await admin.store();
});
afterEach(async () => {
  await admin.cleanup();
});

it('records a withdrawal and gives the date 10 business days after it was received, holidays skipped', async () => {
  // A consent given outside the portal: none on record here, so --force (below, the refusal without it).
  const result = await admin.run(['consent', 'withdraw', '--member', ' M-000123 ', '--channels', 'text,phone', '--source', 'phone', '--received', '2026-11-24T18:00:00Z', '--force']);
  expect(result).toEqual({
    code: 0,
    stdout:
      'Withdrawal 1 recorded for member "M-000123": text, phone (received 2026-11-24T18:00:00.000Z, by phone).\n' +
      "It takes effect in the member's current choices now; it must be honoured by 2026-12-09 (10 business days after it was received).\n",
    stderr: '',
  });
  const all = await admin.run(['consent', 'withdraw', '--member', 'M-000123', '--channels', 'all', '--source', 'sms-stop', '--received', '2026-11-25T09:00:00Z', '--force']);
  expect(all.stdout).toMatch(/: email, text, prerecorded, phone \(received/);
  expect((await (await admin.store()).listWithdrawals()).map((row) => [row.memberId, row.channels.length, row.source, row.honourBy])).toEqual([
    // Received Tuesday 24 November: Thanksgiving (26) and the weekend skipped.
    ['M-000123', 2, 'phone', '2026-12-09'],
    ['M-000123', 4, 'sms-stop', '2026-12-10'],
  ]);
});

it('refuses a member ID with no consent on record unless --force, and takes one on record in any letter case', async () => {
  const store = await admin.store();
  const refused = await admin.run(['consent', 'withdraw', '--member', 'M-00123', '--channels', 'text', '--source', 'phone']);
  expect(refused).toEqual({
    code: 1,
    stdout: '',
    stderr:
      'No consent is on record for member "M-00123": nothing was recorded. Check the member ID (letter case and spaces do not matter). ' +
      'To record the withdrawal all the same (a consent given outside the portal), run the command again with --force.\n',
  });
  expect(await store.listWithdrawals()).toEqual([]);
  await savedConsent(store, { firstName: 'Ana', lastName: 'Ruiz', memberId: 'M-00123', emailAddress: '', mobileNumber: '(916) 555-0100', isEmail: false, isText: true, isPreRecordedCall: false, isPhone: false });
  expect((await admin.run(['consent', 'withdraw', '--member', ' m-00123 ', '--channels', 'text', '--source', 'phone'])).code).toBe(0);
  expect((await store.listWithdrawals()).map((row) => row.memberId)).toEqual(['m-00123']);
});

it.each<[string[], RegExp]>([
  [['consent', 'withdraw', '--channels', 'all', '--source', 'phone'], /^--member is required/],
  [['consent', 'withdraw', '--member', 'M1', '--source', 'phone'], /^--channels is required/],
  [['consent', 'withdraw', '--member', 'M1', '--channels', 'fax', '--source', 'phone'], /^Unknown channel "fax" in --channels/],
  [['consent', 'withdraw', '--member', 'M1', '--channels', 'text', '--source', 'pigeon'], /^--source is required: phone, mail, sms-stop, web, other\./],
  [['consent', 'withdraw', '--member', 'M1', '--channels', 'text', '--source', 'mail', '--received', '2999-01-01'], /^--received is in the future/],
])('%j is a usage error that says what to give', async (argv, message) => {
  const result = await admin.run(argv);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(message);
  expect(await (await admin.store()).listWithdrawals()).toEqual([]);
});

it('intake-secret prints a new Standard Webhooks secret once; the one it replaces is accepted for a day more', async () => {
  const first = await admin.run(['consent', 'intake-secret']);
  expect(first.code).toBe(0);
  const secret = /^(whsec_\S+)$/m.exec(first.stdout)?.[1];
  expect(secret).toBeDefined();
  expect(first.stdout).toContain('/api/consent/stop-replies');
  expect(first.stdout).not.toMatch(/replaces/);
  const store = await admin.store();
  expect((await store.intakeSecrets('consentStop')).current).toBe(secret);

  const second = await admin.run(['consent', 'intake-secret']);
  const next = /^(whsec_\S+)$/m.exec(second.stdout)?.[1];
  expect(next).not.toBe(secret);
  const until = /accepted until (\S+)\.$/m.exec(second.stdout)?.[1];
  expect(Date.parse(until ?? '') - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  expect(await store.intakeSecrets('consentStop')).toEqual({ current: next, previous: secret, previousUntil: until });
});
