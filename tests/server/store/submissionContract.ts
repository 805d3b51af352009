// How a submission was sent, and one submission read back by its id (issue 34): the PortalStore contract's part, run
// by store.test.ts on every available database.
import type { PortalStore, SubmittedVia } from '../../../server/store/types';
import type { StoreTarget } from './storeTargets';

export interface SubmissionContext {
  store: () => PortalStore;
  target: () => StoreTarget;
  /** Closes the store and opens a new, migrated one on the same database. */
  reopen: () => Promise<PortalStore>;
}

const attestation = { firstName: 'Ada', lastName: 'Lovelace', individualNPI: '1234567893' };
const contact = { firstName: 'Zoë', memberId: 'M-1', mobileNumber: '(916) 555-0100', isText: true };
const tgi = (answer: string) => ({ individualNPI: '1234567893', isGenderAffirmingServicesOffered: answer });

export function submissionContract(context: SubmissionContext): void {
  const store = () => context.store();
  const target = () => context.target();
  /** The column itself, by id: what the writers stored, before any reading turns null into 'app'. */
  const storedVia = async () =>
    (await target().query('select id, submitted_via from submissions order by id')).map((row) => [Number(row.id), row.submitted_via]);

  it("keeps how each submission was sent: 'html-form' as said, 'app' when not said, and stores 'app' as such", async () => {
    const a = await store().saveSubmission('attestation', attestation, { submittedVia: 'html-form' });
    const c = await store().saveSubmission('contact', contact, { termsVersion: '2026-11-25', pageUrl: 'https://portal.example.org/preferredcontact' });
    const t = await store().saveSubmission('tgi', tgi('Yes'), { submittedVia: 'app' });
    expect((await store().listSubmissions('attestation')).map((row) => row.submittedVia)).toEqual(['html-form']);
    expect((await store().listSubmissions('contact')).map((row) => row.submittedVia)).toEqual(['app']);
    expect((await store().listSubmissions('tgi')).map((row) => row.submittedVia)).toEqual(['app']);
    expect(await storedVia()).toEqual([
      [a.id, 'html-form'],
      [c.id, 'app'],
      [t.id, 'app'],
    ]);
  });

  it('refuses any other value, storing nothing', async () => {
    for (const value of ['email', 'HTML-FORM', '', 1]) {
      await expect(store().saveSubmission('attestation', attestation, { submittedVia: value as unknown as SubmittedVia })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(await store().countSubmissions('attestation')).toBe(0);
  });

  it('a replay of the key keeps how the first was sent, across commits and within one batch', async () => {
    const first = await store().saveSubmission('contact', contact, { idempotencyKey: 'via-1', bodyHash: 'h', submittedVia: 'html-form' });
    const replay = await store().saveSubmission('contact', contact, { idempotencyKey: 'via-1', bodyHash: 'h', submittedVia: 'app' });
    expect(replay).toEqual({ ...first, replayed: true });
    // Both in the same turn of the event loop: one batch, whose later item replays the first.
    const [stored, replayed] = await Promise.all([
      store().saveSubmission('contact', contact, { idempotencyKey: 'via-2', bodyHash: 'h' }),
      store().saveSubmission('contact', contact, { idempotencyKey: 'via-2', bodyHash: 'h', submittedVia: 'html-form' }),
    ]);
    expect(replayed).toEqual({ ...stored, replayed: true });
    expect(await storedVia()).toEqual([
      [first.id, 'html-form'],
      [stored.id, 'app'],
    ]);
    expect((await store().findSubmission('contact', first.id))?.submittedVia).toBe('html-form');
    expect((await store().findSubmission('contact', stored.id))?.submittedVia).toBe('app');
  });

  it('gives a delivery job its submission with how it was sent', async () => {
    const endpoint = await store().outbox.addEndpoint('https://crm.example.org/hooks', ['attestation'], `whsec_${Buffer.alloc(24, 7).toString('base64')}`);
    await store().saveSubmission('attestation', attestation, { submittedVia: 'html-form' });
    const [job] = await store().outbox.claimDue(endpoint.id, 10, 60_000);
    expect(job?.submission).toMatchObject({ kind: 'attestation', submittedVia: 'html-form' });
  });

  it('findSubmission gives the submission of that form and id, as listSubmissions gives it', async () => {
    const a = await store().saveSubmission('attestation', attestation);
    const c = await store().saveSubmission('contact', contact, {
      termsVersion: '2026-11-25',
      termsSha256: 'a'.repeat(64),
      language: 'es',
      pageUrl: 'https://portal.example.org/es/preferredcontact',
      submittedVia: 'html-form',
    });
    const olderAnswer = await store().saveSubmission('tgi', tgi('Yes'));
    await store().saveSubmission('tgi', tgi('No'));

    const [listedContact] = await store().listSubmissions('contact');
    expect(await store().findSubmission('contact', c.id)).toEqual(listedContact);
    expect(await store().findSubmission('contact', c.id)).toMatchObject({
      id: c.id,
      reference: c.reference,
      record: contact,
      termsVersion: '2026-11-25',
      language: 'es',
      pageUrl: 'https://portal.example.org/es/preferredcontact',
      submittedVia: 'html-form',
    });
    expect(await store().findSubmission('attestation', a.id)).toEqual((await store().listSubmissions('attestation'))[0]);
    // A TGI response that is no longer its NPI's current answer is still found by its id.
    expect(await store().findSubmission('tgi', olderAnswer.id)).toMatchObject({ id: olderAnswer.id, record: tgi('Yes'), npi: '1234567893', submittedVia: 'app' });
  });

  it('findSubmission finds nothing for another form’s id, an id no submission has, or an id no submission can have', async () => {
    const a = await store().saveSubmission('attestation', attestation);
    const c = await store().saveSubmission('contact', contact);
    expect(await store().findSubmission('contact', a.id)).toBeUndefined();
    expect(await store().findSubmission('tgi', a.id)).toBeUndefined();
    expect(await store().findSubmission('attestation', c.id)).toBeUndefined();
    expect(await store().findSubmission('attestation', c.id + 1000)).toBeUndefined();
    // PostgreSQL's ids are 32-bit integers: a larger id finds nothing rather than failing.
    for (const id of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 31, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await store().findSubmission('attestation', id)).toBeUndefined();
    }
    // Purged: gone.
    await store().purgeSubmissions(['attestation'], new Date(Date.now() + 60_000));
    expect(await store().findSubmission('attestation', a.id)).toBeUndefined();
    expect(await store().findSubmission('contact', c.id)).toMatchObject({ id: c.id });
  });

  it('findSubmissionByReference finds a submission by its reference, and nothing for another form’s or a made-up one', async () => {
    const a = await store().saveSubmission('attestation', attestation);
    const c = await store().saveSubmission('contact', contact);
    expect(await store().findSubmissionByReference('contact', c.reference)).toEqual(await store().findSubmission('contact', c.id));
    expect(await store().findSubmissionByReference('attestation', a.reference)).toMatchObject({ id: a.id, reference: a.reference });
    for (const reference of [a.reference, 'PMC-AAAAAAAA', '', 'x'.repeat(100)]) {
      expect(await store().findSubmissionByReference('contact', reference)).toBeUndefined();
    }
  });

  it("reads a row stored before migration 0011 (no submitted_via) as sent by the app; the migration adds the column and fills in nothing", async () => {
    // Back to the schema before 0011: the column gone, its migration not run.
    await store().close();
    // It and every migration after it (each is idempotent): Kysely runs migrations only in order.
    await target().query("delete from kysely_migration where name >= '0011'");
    await target().query('alter table submissions drop column submitted_via');
    await target().query(
      `insert into submissions (id, kind, reference, received_at, record, language) values
        (900, 'attestation', 'ATT-000900', '2026-11-01T10:00:00.000Z', '{"firstName":"Before"}', 'en')`,
    );
    // On PostgreSQL the writer takes ids from the serial's sequence, which a row written by hand does not advance.
    if (target().name === 'postgres') await target().query("select setval(pg_get_serial_sequence('submissions', 'id'), 900)");
    await context.reopen();
    expect(await storedVia()).toEqual([[900, null]]);
    expect(await store().findSubmission('attestation', 900)).toMatchObject({ reference: 'ATT-000900', submittedVia: 'app' });
    expect((await store().listSubmissions('attestation')).map((row) => row.submittedVia)).toEqual(['app']);

    // A new submission says how it was sent; running the migration again (another instance, a raced run) is harmless.
    const saved = await store().saveSubmission('attestation', attestation, { submittedVia: 'html-form' });
    await store().close();
    // It and every migration after it (each is idempotent): Kysely runs migrations only in order.
    await target().query("delete from kysely_migration where name >= '0011'");
    await context.reopen();
    expect(await storedVia()).toEqual([
      [900, null],
      [saved.id, 'html-form'],
    ]);
  });
}
