// The console's consent screens against the real server and a real OpenID provider on loopback (issue 38): a member's
// consent found by any spelling of the member ID, with its proof's exact terms text; a withdrawal recorded by a manager
// (refused for a member with nothing on record unless forced; a viewer refused with a security event); the withdrawals
// to honour with their delivery and urgency; a mark made once; every read and change in the audit trail, and no member
// ID in any log line.
import { recordShippedTerms } from '../../../server/consent/termsRegistry';
import { dateIn, honourBy } from '../../../server/consent/businessDays';
import { memberKey } from '../../../src/domain/memberId';
import type {
  ConsentProofView,
  MemberConsentView,
  StaffProblemAnswer,
  WithdrawalRecordedView,
  WithdrawalsPage,
  WithdrawalToHonour,
} from '../../../src/domain/staffConsent';
import { startIdentityProvider, type RunningIdentityProvider } from '../../support/identityProvider';
import { contactRecord, envelope, FORMS, openApp, openSession, post, type TestApp } from '../support/appHarness';
import { logCollector } from '../support/logCollector';
import { account, CLIENT, staffClient, staffEnv, type StaffClient } from './staffHarness';

const VIEWER = account('viewer', ['portal-viewers']);
const MANAGER = account('manager', ['portal-managers']);
const TIME_ZONE = 'America/Los_Angeles';

let provider: RunningIdentityProvider;
let harness: TestApp;
let logs: ReturnType<typeof logCollector>;

beforeAll(async () => {
  provider = await startIdentityProvider({ clients: [CLIENT], accounts: [VIEWER, MANAGER] });
});
afterAll(async () => {
  await provider.stop();
});
beforeEach(async () => {
  logs = logCollector();
  harness = await openApp({ prefix: 'staff-consent', env: { ...staffEnv(provider), PLAN_TIME_ZONE: TIME_ZONE }, logStream: logs.stream });
  await recordShippedTerms(harness.store, harness.config.portal, harness.config.termsEdition);
});
afterEach(async () => {
  await harness.close();
});

/** A member's consent sent as the portal's page sends it, from its own page. */
async function sendConsent(overrides: Parameters<typeof contactRecord>[0] = {}, language = 'en'): Promise<string> {
  const session = await openSession(harness.app);
  const response = await post(harness.app, session, FORMS.contact.path, envelope('contact', contactRecord(overrides)), {
    referer: 'http://localhost:80/preferredcontact?member=M1',
    'content-language': language,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { reference: string }).reference;
}

async function auditTrail() {
  return (await harness.store.staff.listAudit({ limit: 100 })).reverse();
}

const lookUp = (client: StaffClient, memberId: string) => client.post('/staff/api/consent/member', { memberId });

describe("a member's consent", () => {
  it('is found by any spelling of the member ID, with the current choices, the history in order, and the audit entry', async () => {
    const first = await sendConsent({ memberId: 'M-00123', isText: true, isEmail: false });
    const second = await sendConsent({ memberId: 'm-00123', isText: true, isEmail: false, isPhone: true });
    const viewer = await staffClient(harness, VIEWER);

    const response = await lookUp(viewer, '  m-00123 ');
    expect(response.statusCode).toBe(200);
    const view = response.json() as MemberConsentView;
    expect(view.memberId).toBe('m-00123');
    expect(view.current).toMatchObject({ channels: { email: false, text: true, prerecorded: false, phone: true }, consentReference: second, mobile: '(562) 555-0142', waiting: [] });
    expect(view.history.map((entry) => [entry.kind, entry.reference])).toEqual([
      ['consent', first],
      ['consent', second],
    ]);
    expect(view.history[1]).toMatchObject({ kind: 'consent', language: 'en', evidence: { termsVersion: expect.any(String), termsSha256: expect.stringMatching(/^[0-9a-f]{64}$/), pageUrl: 'http://localhost/preferredcontact' } });

    const entry = (await auditTrail()).at(-1);
    expect(entry).toMatchObject({ action: 'consent-lookup', subject: 'viewer', detail: { member: 'm-00123', entries: 2 }, records: [first, second] });
    // The member ID reaches the audit trail, which is its purpose, and no log line.
    expect(JSON.stringify(logs.lines)).not.toContain('00123');
  });

  it('says when nothing is on record, and refuses a lookup without a member ID', async () => {
    const viewer = await staffClient(harness, VIEWER);
    const nothing = (await lookUp(viewer, 'ZZ-404')).json() as MemberConsentView;
    expect(nothing).toMatchObject({ memberId: 'ZZ-404', history: [], current: { since: null, consentReference: null } });
    const empty = await lookUp(viewer, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Enter a member ID.', fields: { memberId: 'Enter a member ID.' } });
  });

  it("gives a consent's proof: the exact terms text of its version and language, its SHA-256, the page, in the plan's zone", async () => {
    const reference = await sendConsent({ memberId: 'AB-77' }, 'es');
    const viewer = await staffClient(harness, VIEWER);
    const response = await viewer.get(`/staff/api/consent/proof/${reference}`);
    expect(response.statusCode).toBe(200);
    const proof = response.json() as ConsentProofView;
    const recorded = (await harness.store.listTerms()).find((terms) => terms.language === 'es' && terms.version === proof.consent.evidence.termsVersion);
    expect(recorded).toBeDefined();
    expect(proof).toMatchObject({ memberId: 'AB-77', timeZone: TIME_ZONE, consent: { reference, language: 'es', evidence: { termsSha256: recorded!.sha256 } } });
    expect(proof.terms).toEqual({ version: recorded!.version, language: 'es', text: recorded!.text, sha256: recorded!.sha256, recordedAt: recorded!.recordedAt ?? null });
    expect((await auditTrail()).at(-1)).toMatchObject({ action: 'consent-proof', records: [reference] });

    const missing = await viewer.get('/staff/api/consent/proof/PMC-NOPE0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no consent with this reference.' });
  });
});

describe('recording a withdrawal', () => {
  it("takes effect in the member's choices at once, with its honour-by date, delivery jobs and audit entry", async () => {
    await sendConsent({ memberId: 'M-555', isText: true, isPhone: true, isEmail: true });
    const endpoint = await harness.store.outbox.addEndpoint('https://crm.plan.example/hooks', ['contact'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const manager = await staffClient(harness, MANAGER);
    const today = dateIn(new Date(), TIME_ZONE);

    const response = await manager.post('/staff/api/consent/withdrawals', { memberId: ' m-555 ', channels: ['text', 'phone'], source: 'phone', received: today });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as WithdrawalRecordedView;
    expect(answer.withdrawal).toMatchObject({ kind: 'withdrawal', channels: ['text', 'phone'], source: 'phone', honourBy: honourBy(new Date(), TIME_ZONE), honoured: null });
    expect(answer.member.current.channels).toEqual({ email: true, text: false, prerecorded: false, phone: false });
    expect(answer.member.history.map((entry) => entry.kind)).toEqual(['consent', 'withdrawal']);

    const stored = await harness.store.consentsOfMember('contact', memberKey('M-555'));
    expect(stored.withdrawals.map((withdrawal) => withdrawal.memberId)).toEqual(['m-555']);
    const jobs = await harness.store.staff.withdrawalEntry(stored.withdrawals[0]!.id);
    expect(jobs?.deliveries.map((job) => job.endpointId)).toEqual([endpoint.id]);
    expect((await auditTrail()).at(-1)).toMatchObject({
      action: 'withdrawal-record',
      subject: 'manager',
      detail: { member: 'm-555', recorded: true, channels: 'text,phone', source: 'phone', honourBy: answer.withdrawal.honourBy, force: false },
      records: [answer.withdrawal.reference],
    });
  });

  it('refuses a member ID with nothing on record unless forced, and says why', async () => {
    const manager = await staffClient(harness, MANAGER);
    const request = { memberId: 'M-TYPO', channels: ['text'], source: 'mail', received: dateIn(new Date(), TIME_ZONE) };
    const refused = await manager.post('/staff/api/consent/withdrawals', request);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no-consent', message: expect.stringMatching(/^No consent is on record for member ID M-TYPO: nothing was recorded\./) });
    expect(await harness.store.listWithdrawals()).toEqual([]);
    expect((await auditTrail()).at(-1)).toMatchObject({ action: 'withdrawal-record', detail: { recorded: false } });

    const forced = await manager.post('/staff/api/consent/withdrawals', { ...request, force: true });
    expect(forced.statusCode).toBe(201);
    expect((await harness.store.listWithdrawals()).map((withdrawal) => withdrawal.memberId)).toEqual(['M-TYPO']);
  });

  it('names each field that is wrong, and records nothing', async () => {
    const manager = await staffClient(harness, MANAGER);
    const response = await manager.post('/staff/api/consent/withdrawals', { memberId: '', channels: ['fax'], source: 'pigeon', received: '2999-01-01' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as StaffProblemAnswer).fields).toEqual({
      memberId: 'Enter a member ID.',
      channels: 'Choose at least one channel.',
      source: 'Choose how the withdrawal was received.',
      received: 'The date cannot be in the future.',
    });
    expect(await harness.store.listWithdrawals()).toEqual([]);
  });

  it('refuses a viewer with 403, a security event and an audit entry, and records nothing', async () => {
    await sendConsent({ memberId: 'M-1' });
    const viewer = await staffClient(harness, VIEWER);
    const response = await viewer.post('/staff/api/consent/withdrawals', { memberId: 'M-1', channels: ['text'], source: 'phone', received: '2026-11-23' });
    expect(response.statusCode).toBe(403);
    expect(await harness.store.listWithdrawals()).toEqual([]);
    expect((await auditTrail()).at(-1)).toMatchObject({ action: 'forbidden', subject: 'viewer' });
    expect(logs.securityEvents().filter((event) => event.securityEvent === 'staffForbidden')).toEqual([expect.objectContaining({ role: 'viewer', needs: 'manager' })]);
  });
});

describe('the withdrawals to honour', () => {
  it('lists the open ones soonest first with days left and delivery, and a mark moves one to the honoured list once', async () => {
    await harness.store.outbox.addEndpoint('https://crm.plan.example/hooks', ['contact'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const today = dateIn(new Date(), TIME_ZONE);
    const [overdue, fresh] = await harness.store.addWithdrawals([
      { memberId: 'M-OLD', channels: ['text'], source: 'mail', receivedAt: new Date(Date.now() - 40 * 86_400_000), honourBy: '2020-01-02' },
      { memberId: 'M-NEW', channels: ['email'], source: 'phone', receivedAt: new Date(), honourBy: '2099-12-31' },
    ]);
    const manager = await staffClient(harness, MANAGER);
    const open = (await manager.get('/staff/api/withdrawals')).json() as WithdrawalsPage;
    expect(open.today).toBe(today);
    expect(open.rows.map((row) => [row.reference, row.urgency])).toEqual([
      [`WDR-${overdue!.id}`, 'overdue'],
      [`WDR-${fresh!.id}`, 'later'],
    ]);
    expect(open.rows[0]!.businessDaysLeft).toBeLessThan(0);
    expect(open.rows[0]!.deliveries).toEqual([{ endpoint: 'https://crm.plan.example/hooks', status: 'pending', attempts: 0, deliveredAt: null, lastStatus: null }]);

    const tooEarly = await manager.post(`/staff/api/withdrawals/WDR-${fresh!.id}/honoured`, { on: '2020-01-01', note: '' });
    expect(tooEarly.json()).toMatchObject({ fields: { on: 'The date cannot be before the withdrawal was received.' } });
    const marked = await manager.post(`/staff/api/withdrawals/wdr-${overdue!.id}/honoured`, { on: today, note: 'Removed from the texting list.\nConfirmed with IT.' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json() as WithdrawalToHonour).toMatchObject({ urgency: 'honoured', honoured: { on: today, note: 'Removed from the texting list.\nConfirmed with IT.', by: 'manager@plan.example' } });
    const again = await manager.post(`/staff/api/withdrawals/WDR-${overdue!.id}/honoured`, { on: today, note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already-honoured' });

    const stillOpen = (await manager.get('/staff/api/withdrawals?show=open')).json() as WithdrawalsPage;
    expect(stillOpen.rows.map((row) => row.reference)).toEqual([`WDR-${fresh!.id}`]);
    const honoured = (await manager.get('/staff/api/withdrawals?show=honoured')).json() as WithdrawalsPage;
    expect(honoured.rows.map((row) => row.reference)).toEqual([`WDR-${overdue!.id}`]);
    const actions = (await auditTrail()).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'withdrawal-honoured')).toHaveLength(1);
    expect(actions.filter((action) => action === 'withdrawals-list')).toHaveLength(3);
  });

  it("refuses a viewer's mark, an unknown reference and a bad page", async () => {
    const [withdrawal] = await harness.store.addWithdrawals([{ memberId: 'M-1', channels: ['text'], source: 'mail', receivedAt: new Date(), honourBy: '2099-12-31' }]);
    const viewer = await staffClient(harness, VIEWER);
    expect((await viewer.post(`/staff/api/withdrawals/WDR-${withdrawal!.id}/honoured`, { on: '2026-11-27', note: '' })).statusCode).toBe(403);
    const manager = await staffClient(harness, MANAGER);
    expect((await manager.post('/staff/api/withdrawals/WDR-999/honoured', { on: '2026-11-27', note: '' })).statusCode).toBe(404);
    expect((await manager.get('/staff/api/withdrawals?show=all')).statusCode).toBe(400);
    expect((await manager.get('/staff/api/withdrawals?after=nonsense')).statusCode).toBe(400);
  });
});
