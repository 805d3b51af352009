// The outbox's part of the PortalStore contract (issue 22), run by store.test.ts on every available database: the jobs
// written in the submissions' transaction, claiming with leases (and without two instances taking one job), outcomes,
// and what staff do with them.
import type { PortalStore } from '../../../server/store/types';
import type { StoreTarget } from './storeTargets';

export interface OutboxContext {
  store: () => PortalStore;
  target: () => StoreTarget;
  dialect: string;
}

const SECRET = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
const attestation = { firstName: 'Ada', lastName: 'Lovelace', individualNPI: '1234567893' };
const tgi = (npi: string, answer: string, email: string) => ({ individualNPI: npi, isGenderAffirmingServicesOffered: answer, email });

/** A moment well past every lease and schedule of these tests. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export function outboxContract(context: OutboxContext): void {
  const store = () => context.store();

  it('writes one job per new submission and endpoint that receives its form, in the submission’s transaction; a replay writes none', async () => {
    const all = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation', 'contact', 'tgi'], SECRET);
    const tgiOnly = await store().outbox.addEndpoint('https://directory.example.org/hooks', ['tgi'], SECRET);
    expect(await store().outbox.listEndpoints()).toEqual([
      expect.objectContaining({ id: all.id, url: 'https://crm.example.org/hooks', forms: ['attestation', 'contact', 'tgi'], state: 'active', secret: SECRET }),
      expect.objectContaining({ id: tgiOnly.id, forms: ['tgi'], previousSecret: null }),
    ]);

    const saved = await store().saveSubmission('attestation', attestation, { idempotencyKey: 'outbox-key' });
    await store().saveSubmission('attestation', attestation, { idempotencyKey: 'outbox-key' });
    await store().saveSubmission('tgi', tgi('1234567893', 'Yes', 'a@example.org'));
    const jobs = await store().outbox.list();
    expect(jobs.map((job) => [job.endpointId, job.form, job.status, job.attempts])).toEqual([
      [all.id, 'attestation', 'pending', 0],
      [all.id, 'tgi', 'pending', 0],
      [tgiOnly.id, 'tgi', 'pending', 0],
    ]);
    expect(jobs[0]?.reference).toBe(saved.reference);
    expect(new Set(jobs.map((job) => job.messageId)).size).toBe(3);
    expect(jobs.every((job) => /^msg_[A-Za-z0-9_-]{22}$/.test(job.messageId))).toBe(true);
    expect(await store().outbox.backlog()).toEqual({ pending: 3, oldestCreatedAt: jobs[0]?.createdAt });
  });

  it('keeps whether an endpoint may lead to the plan’s own network: no by default, yes when added so (issue 35)', async () => {
    const outside = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['contact'], SECRET);
    const inside = await store().outbox.addEndpoint('http://crm.plan.internal/hooks', ['contact'], SECRET, { allowPrivateNetwork: true });
    expect([outside.allowPrivateNetwork, inside.allowPrivateNetwork]).toEqual([false, true]);
    expect((await store().outbox.listEndpoints()).map((endpoint) => endpoint.allowPrivateNetwork)).toEqual([false, true]);
    expect((await store().outbox.getEndpoint(inside.id))?.allowPrivateNetwork).toBe(true);
    // Changed later (`webhooks private-network`), the endpoint otherwise as it was.
    expect(await store().outbox.setAllowPrivateNetwork(outside.id, true)).toBe(true);
    expect(await store().outbox.setAllowPrivateNetwork(inside.id, false)).toBe(true);
    expect((await store().outbox.listEndpoints()).map((endpoint) => [endpoint.allowPrivateNetwork, endpoint.secret])).toEqual([
      [true, SECRET],
      [false, SECRET],
    ]);
    expect(await store().outbox.setAllowPrivateNetwork(999_999, true)).toBe(false);
  });

  it('a job that cannot be written fails its submission: nothing is stored, nothing acknowledged', async () => {
    await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    if (context.dialect === 'postgres') {
      await context.target().query(`CREATE FUNCTION refuse_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no delivery' USING ERRCODE = 'check_violation'; END $$`);
      await context.target().query('CREATE TRIGGER refuse_delivery BEFORE INSERT ON deliveries FOR EACH ROW EXECUTE FUNCTION refuse_delivery()');
    } else {
      await context.target().query("CREATE TRIGGER refuse_delivery BEFORE INSERT ON deliveries BEGIN SELECT RAISE(ABORT, 'no delivery'); END");
    }
    await expect(store().saveSubmission('attestation', attestation)).rejects.toThrow();
    expect(await store().countSubmissions('attestation')).toBe(0);
    if (context.dialect === 'postgres') await context.target().query('DROP FUNCTION refuse_delivery() CASCADE');
  });

  it('claims due jobs for a lease: not again while it lasts, again once it expired (its instance died)', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    for (let i = 0; i < 3; i += 1) await store().saveSubmission('attestation', attestation);
    const now = new Date(Date.now() + 1000);
    const first = await store().outbox.claimDue(endpoint.id, 2, 60_000, now);
    expect(first.map((job) => job.attempts)).toEqual([0, 0]);
    expect(first[0]?.submission).toMatchObject({ kind: 'attestation', record: attestation });
    // Half a minute later another instance takes the one left, for a lease that outlasts the first two's.
    const second = await store().outbox.claimDue(endpoint.id, 5, 60_000, new Date(now.getTime() + 30_000));
    expect(second).toHaveLength(1);
    expect(await store().outbox.claimDue(endpoint.id, 5, 60_000, new Date(now.getTime() + 30_000))).toEqual([]);
    // Past the lease: the two first jobs, never finished, are due again.
    const afterLease = await store().outbox.claimDue(endpoint.id, 5, 60_000, new Date(now.getTime() + 61_000));
    expect(afterLease.map((job) => job.id).sort()).toEqual(first.map((job) => job.id).sort());
  });

  it('two instances claiming at once never take the same job', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    await Promise.all(Array.from({ length: 40 }, () => store().saveSubmission('attestation', attestation)));
    const other = context.target().open();
    await other.migrate();
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 === 0 ? store() : other).outbox.claimDue(endpoint.id, 15, 60_000, now)));
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('records outcomes: delivered, tried again later, failed; retry and a 410 Gone', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    for (let i = 0; i < 3; i += 1) await store().saveSubmission('attestation', attestation);
    const [a, b, c] = await store().outbox.claimDue(endpoint.id, 3, 60_000, later(1));
    await store().outbox.finish(a!.id, { kind: 'delivered', status: 204 });
    await store().outbox.finish(b!.id, { kind: 'retry', at: later(10), status: 500, error: 'answered 500' });
    await store().outbox.finish(c!.id, { kind: 'failed', status: null, error: 'connection refused' });
    expect((await store().outbox.list()).map((job) => [job.status, job.attempts, job.lastStatus, job.lastError])).toEqual([
      ['delivered', 1, 204, null],
      ['pending', 1, 500, 'answered 500'],
      ['failed', 1, null, 'connection refused'],
    ]);
    // Not due before its time; due after it.
    expect(await store().outbox.claimDue(endpoint.id, 5, 60_000, later(5))).toEqual([]);
    expect((await store().outbox.claimDue(endpoint.id, 5, 60_000, later(11))).map((job) => [job.id, job.attempts])).toEqual([[b!.id, 1]]);
    // A delivered job is never touched again.
    await store().outbox.finish(a!.id, { kind: 'failed', status: 500, error: 'late' });
    expect((await store().outbox.list())[0]?.status).toBe('delivered');

    expect(await store().outbox.list({ failed: true })).toEqual([expect.objectContaining({ id: c!.id })]);
    expect(await store().outbox.retry('failed')).toBe(1);
    expect((await store().outbox.list()).find((job) => job.id === c!.id)).toMatchObject({ status: 'pending', attempts: 0 });

    await store().outbox.disableEndpoint(endpoint.id, 'endpoint answered 410 Gone');
    expect((await store().outbox.getEndpoint(endpoint.id))?.state).toBe('disabled');
    expect((await store().outbox.list()).map((job) => job.status)).toEqual(['delivered', 'failed', 'failed']);
    // Nothing is queued for a disabled endpoint, and its jobs are not retried.
    await store().saveSubmission('attestation', attestation);
    expect(await store().outbox.list()).toHaveLength(3);
    expect(await store().outbox.retry('failed')).toBe(0);
  });

  it('rotation keeps the old secret beside the new; removal cancels what is pending', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    await store().saveSubmission('attestation', attestation);
    const next = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
    const until = later(24 * 60);
    expect(await store().outbox.rotateSecret(endpoint.id, next, until)).toBe(true);
    expect(await store().outbox.getEndpoint(endpoint.id)).toMatchObject({ secret: next, previousSecret: SECRET, previousSecretUntil: until.toISOString() });
    expect(await store().outbox.rotateSecret(999, next, until)).toBe(false);
    expect(await store().outbox.removeEndpoint(endpoint.id)).toBe(true);
    expect(await store().outbox.removeEndpoint(endpoint.id)).toBe(false);
    expect((await store().outbox.list()).map((job) => [job.status, job.lastError])).toEqual([['cancelled', 'endpoint removed']]);
    expect(await store().outbox.backlog()).toEqual({ pending: 0, oldestCreatedAt: null });
  });

  it('replay queues past submissions again, keeping the message id a pair had, and skipping what is still pending', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    await store().saveSubmission('attestation', attestation);
    await store().saveSubmission('attestation', attestation);
    const [first] = await store().outbox.claimDue(endpoint.id, 1, 60_000, later(1));
    await store().outbox.finish(first!.id, { kind: 'delivered', status: 200 });
    const since = new Date(Date.now() - 60_000);
    expect(await store().outbox.replay(since, endpoint.id)).toBe(1);
    const jobs = await store().outbox.list();
    expect(jobs.map((job) => job.status)).toEqual(['delivered', 'pending', 'pending']);
    expect(jobs[2]?.messageId).toBe(jobs[0]?.messageId);
    expect(await store().outbox.replay(later(1))).toBe(0);
  });

  it('the purge keeps a submission whose delivery is pending and says how many; once delivered it goes, with its job', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], SECRET);
    await store().saveSubmission('attestation', attestation);
    await store().saveSubmission('contact', { memberId: 'M1' });
    const cut = later(1);
    const none = { attestation: 0, contact: 0, tgi: 0 };
    expect(await store().purgeSubmissions(['attestation', 'contact'], cut, { dryRun: true })).toEqual({
      deleted: { ...none, contact: 1 },
      keptPendingDelivery: { ...none, attestation: 1 },
      keptConsent: none,
    });
    expect(await store().purgeSubmissions(['attestation', 'contact'], cut)).toEqual({
      deleted: { ...none, contact: 1 },
      keptPendingDelivery: { ...none, attestation: 1 },
      keptConsent: none,
    });
    expect(await store().countSubmissions('attestation')).toBe(1);
    const [job] = await store().outbox.claimDue(endpoint.id, 1, 60_000, later(1));
    await store().outbox.finish(job!.id, { kind: 'delivered', status: 200 });
    expect(await store().purgeSubmissions(['attestation'], cut)).toEqual({ deleted: { ...none, attestation: 1 }, keptPendingDelivery: none, keptConsent: none });
    expect(await store().outbox.list()).toEqual([]);
  });

  it('consent records younger than the consent retention are kept whatever the cut-off, and counted (issue 23)', async () => {
    await store().saveSubmission('contact', { memberId: 'M1' });
    await store().saveSubmission('attestation', attestation);
    const cut = later(1);
    const none = { attestation: 0, contact: 0, tgi: 0 };
    // Kept since a year ago: the contact stays, the attestation goes.
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    expect(await store().purgeSubmissions(['attestation', 'contact'], cut, { dryRun: true, keepConsentsSince: yearAgo })).toEqual({
      deleted: { ...none, attestation: 1 },
      keptPendingDelivery: none,
      keptConsent: { ...none, contact: 1 },
    });
    expect(await store().purgeSubmissions(['attestation', 'contact'], cut, { dryRun: false, keepConsentsSince: yearAgo })).toEqual({
      deleted: { ...none, attestation: 1 },
      keptPendingDelivery: none,
      keptConsent: { ...none, contact: 1 },
    });
    // Once older than the consent retention (here: kept only since a minute from now), it goes.
    expect(await store().purgeSubmissions(['contact'], cut, { dryRun: false, keepConsentsSince: cut })).toEqual({
      deleted: { ...none, contact: 1 },
      keptPendingDelivery: none,
      keptConsent: none,
    });
  });

  it('with RETENTION_DAYS=30 a consent of 40 days is kept, one of six years is deleted; an attestation of 40 days goes', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const rows: [number, string, string, string][] = [
      [9001, 'contact', 'PMC-OLDKEPT1', daysAgo(40)],
      [9002, 'contact', 'PMC-OLDGONE1', daysAgo(6 * 365)],
      [9003, 'attestation', 'ATT-OLDGONE1', daysAgo(40)],
    ];
    for (const [id, kind, reference, receivedAt] of rows) {
      await context.target().query(
        `insert into submissions (id, kind, reference, received_at, record, terms_version, npi, language) values (${id}, '${kind}', '${reference}', '${receivedAt}', '{}', null, null, 'en')`,
      );
    }
    const none = { attestation: 0, contact: 0, tgi: 0 };
    const result = await store().purgeSubmissions(['attestation', 'contact'], new Date(Date.now() - 30 * 86_400_000), {
      dryRun: false,
      keepConsentsSince: new Date(Date.now() - 1826 * 86_400_000),
    });
    expect(result).toEqual({ deleted: { ...none, attestation: 1, contact: 1 }, keptPendingDelivery: none, keptConsent: { ...none, contact: 1 } });
    expect((await store().listSubmissions('contact')).map((row) => row.reference)).toEqual(['PMC-OLDKEPT1']);
  });

  it('records withdrawals of consent with their member key, channels, source and honour-by date, listed in order received', async () => {
    const later = await store().addWithdrawal({ memberId: ' AB-123 ', channels: ['text'], source: 'sms-stop', receivedAt: new Date('2026-07-06T16:00:00Z'), honourBy: '2026-07-20' });
    await store().addWithdrawal({ memberId: 'ab-123', channels: ['phone', 'email', 'text'], source: 'phone', receivedAt: new Date('2026-07-03T16:00:00Z'), honourBy: '2026-07-17' });
    expect(later).toMatchObject({ memberId: ' AB-123 ', channels: ['text'], source: 'sms-stop', honourBy: '2026-07-20' });
    const listed = await store().listWithdrawals();
    expect(listed.map((row) => [row.receivedAt, row.channels, row.source])).toEqual([
      ['2026-07-03T16:00:00.000Z', ['email', 'text', 'phone'], 'phone'],
      ['2026-07-06T16:00:00.000Z', ['text'], 'sms-stop'],
    ]);
    const keys = await context.target().query('select member_key from consent_withdrawals order by id');
    expect(keys.map((row) => row.member_key)).toEqual(['ab-123', 'ab-123']);
  });

  it('records a terms text once per version and language, and gives back the first when another comes under the same', async () => {
    const first = { version: 'v1', language: 'en', text: 'Terms one', sha256: 'a'.repeat(64) };
    expect(await store().recordTerms(first)).toMatchObject(first);
    expect(await store().recordTerms({ ...first, text: 'Terms changed', sha256: 'b'.repeat(64) })).toMatchObject(first);
    await store().recordTerms({ ...first, language: 'es', text: 'Términos', sha256: 'c'.repeat(64) });
    expect((await store().listTerms()).map((terms) => [terms.version, terms.language, terms.text])).toEqual([
      ['v1', 'en', 'Terms one'],
      ['v1', 'es', 'Términos'],
    ]);
    // A consent keeps the hash it was given with.
    await store().saveSubmission('contact', { memberId: 'M1' }, { termsVersion: 'v1', termsSha256: 'a'.repeat(64) });
    expect((await store().listSubmissions('contact'))[0]).toMatchObject({ termsVersion: 'v1', termsSha256: 'a'.repeat(64) });
  });

  it('a TGI job carries the response before it for the same NPI', async () => {
    const endpoint = await store().outbox.addEndpoint('https://directory.example.org/hooks', ['tgi'], SECRET);
    const real = await store().saveSubmission('tgi', tgi('1234567893', 'Yes', 'grace@example.org'));
    await store().saveSubmission('tgi', tgi('1234567893', 'No', 'mallory@example.net'));
    const [firstJob, changeJob] = await store().outbox.claimDue(endpoint.id, 2, 60_000, later(1));
    expect(firstJob?.previous).toBeUndefined();
    expect(changeJob?.previous).toMatchObject({ reference: real.reference, record: tgi('1234567893', 'Yes', 'grace@example.org') });
  });
}
