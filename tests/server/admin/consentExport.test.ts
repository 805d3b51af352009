// A member's current choices (issue 23): the latest consent for a member ID (compared after trimming and without letter
// case), less the channels withdrawn after it; `export contacts` one row per member, `--history` every event in order.
import { validatePreferredContactRecord, type PreferredContactRecord } from '../../../src/domain/contact';
import { TEXTING_TERMS_VERSION } from '../../../src/domain/contact';
import { adminHarness, type AdminHarness } from './adminHarness';
import { savedConsent } from '../support/settledConsent';

let admin: AdminHarness;
beforeEach(async () => {
  admin = adminHarness('consent-export');
  await admin.store();
});
afterEach(async () => {
  await admin.cleanup();
});

function contact(overrides: Partial<PreferredContactRecord>): PreferredContactRecord {
  const result = validatePreferredContactRecord({
    firstName: 'Zoë',
    lastName: 'Núñez',
    memberId: 'AB-123',
    emailAddress: 'zoe@example.org',
    mobileNumber: '(555) 010-0199',
    isEmail: true,
    isText: true,
    isPreRecordedCall: true,
    isPhone: true,
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.record;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const channels = (row: Record<string, unknown> | undefined) => [row?.isEmail, row?.isText, row?.isPreRecordedCall, row?.isPhone];

it('the latest consent of a member, whatever the letter case and spaces of the ID, less what was withdrawn since', async () => {
  const store = await admin.store();
  await savedConsent(store, contact({}), { termsVersion: TEXTING_TERMS_VERSION });
  await sleep(5);
  // The same member, typed in lower case with spaces: fewer channels now.
  const second = await savedConsent(store, contact({ memberId: 'ab-123', isPreRecordedCall: false, isPhone: false }), { termsVersion: TEXTING_TERMS_VERSION });
  await savedConsent(store, contact({ memberId: 'ZZ-9', firstName: 'Bo' }), { termsVersion: TEXTING_TERMS_VERSION });
  await sleep(5);
  const withdrawn = await admin.run(['consent', 'withdraw', '--member', ' AB-123 ', '--channels', 'text', '--source', 'sms-stop']);
  expect(withdrawn.code).toBe(0);

  const current = JSON.parse((await admin.run(['export', 'contacts', '--format', 'json'])).stdout) as Record<string, unknown>[];
  expect(current.map((row) => row.memberId)).toEqual(['ab-123', 'ZZ-9']);
  expect(channels(current[0])).toEqual([true, false, false, false]);
  expect(current[0]).toMatchObject({ reference: second.reference, honourBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(current[0]?.currentSince).toBe(current[0]?.lastWithdrawalReceivedAt);
  expect(channels(current[1])).toEqual([true, true, true, true]);

  // Consenting again after the withdrawal replaces it.
  await sleep(5);
  await savedConsent(store, contact({ memberId: 'AB-123', isText: true, isEmail: false, isPreRecordedCall: false, isPhone: false }), { termsVersion: TEXTING_TERMS_VERSION });
  const again = JSON.parse((await admin.run(['export', 'contacts', '--format', 'json'])).stdout) as Record<string, unknown>[];
  expect(channels(again[0])).toEqual([false, true, false, false]);

  // The history: every consent and withdrawal, in order.
  const history = JSON.parse((await admin.run(['export', 'contacts', '--history', '--format', 'json'])).stdout) as Record<string, unknown>[];
  expect(history.map((row) => [row.event, row.memberId])).toEqual([
    ['consent', 'AB-123'],
    ['consent', 'ab-123'],
    ['consent', 'ZZ-9'],
    ['withdrawal', 'AB-123'],
    ['consent', 'AB-123'],
  ]);
  expect(history[3]).toMatchObject({ reference: 'WDR-1', isText: false, isEmail: null, withdrawalSource: 'sms-stop', firstName: null });
  // How each consent was sent (issue 34); a withdrawal, recorded by staff, was sent as nothing.
  expect(history.map((row) => row.submittedVia)).toEqual(['app', 'app', 'app', null, 'app']);
});

it('a member known only by a withdrawal has a row with every channel off', async () => {
  // A consent given outside the portal, withdrawn by mail: none on record here, so --force.
  await admin.run(['consent', 'withdraw', '--member', 'M-1', '--channels', 'all', '--source', 'mail', '--received', '2026-11-02', '--force']);
  const csv = (await admin.run(['export', 'contacts'])).stdout;
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"M-1","","","No","No","No","No"');
  // Received Monday 2 November 2026: Veterans Day (11) skipped.
  expect(lines[1]).toMatch(/"2026-11-17"$/);
});

it('the history shows the number a STOP reply came from on its withdrawal row', async () => {
  const store = await admin.store();
  await store.addWithdrawal({ memberId: 'AB-123', channels: ['text'], source: 'sms-stop', receivedAt: new Date('2026-11-25T18:00:00Z'), honourBy: '2026-12-10', phone: '(916) 555-0100' });
  await store.addWithdrawal({ memberId: 'AB-123', channels: ['phone'], source: 'phone', receivedAt: new Date('2026-11-26T18:00:00Z'), honourBy: '2026-12-11' });
  const history = JSON.parse((await admin.run(['export', 'contacts', '--history', '--format', 'json'])).stdout) as Record<string, unknown>[];
  expect(history.map((row) => [row.withdrawalSource, row.mobileNumber])).toEqual([
    ['sms-stop', '(916) 555-0100'],
    ['phone', null],
  ]);
});
