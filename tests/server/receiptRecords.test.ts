// Issue 36 through the API: a client that predates "Email me a confirmation" sends records without it and keeps working
// (stored as not asking); the attestation's receipt email is required once asked for, in the submission's language, and
// not kept when it was not asked for.
import { API_PATHS } from '../../src/domain/apiContract';
import { attestationRecord, contactRecord, envelope, openApp, openSession, post, tgiRecord, type Session, type TestApp } from './support/appHarness';

let t: TestApp;
let session: Session;

beforeEach(async () => {
  t = await openApp({ prefix: 'receipt-records', env: { LANGUAGES: 'en,es' } });
  session = await openSession(t.app);
});
afterEach(async () => {
  await t.close();
});

/** A record as a client that predates the box sends it. */
function withoutReceipt(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'wantsReceipt' && name !== 'receiptEmail'));
}

it('takes each form’s record without the box (201) and stores it as not asking for a receipt', async () => {
  for (const [path, kind, record] of [
    [API_PATHS.contact, 'contact', contactRecord()],
    [API_PATHS.tgi, 'tgi', tgiRecord()],
    [API_PATHS.attestation, 'attestation', attestationRecord()],
  ] as const) {
    const response = await post(t.app, session, path, envelope(kind, withoutReceipt(record)));
    expect(response.statusCode).toBe(201);
    const [stored] = await t.store.listSubmissions(kind);
    expect(stored?.record).toEqual(record);
    expect(stored?.record).toMatchObject({ wantsReceipt: false });
  }
});

it("refuses an attestation that asks for a receipt without an address, in the submission's language; stores nothing", async () => {
  const record = { ...attestationRecord(), wantsReceipt: true, receiptEmail: '' };
  const inSpanish = await post(t.app, session, API_PATHS.attestation, envelope('attestation', record), { 'content-language': 'es' });
  expect(inSpanish.statusCode).toBe(400);
  expect(inSpanish.json<{ errors: Record<string, string> }>().errors).toEqual({ receiptEmail: 'El campo Dirección de correo electrónico es obligatorio.' });
  const inEnglish = await post(t.app, session, API_PATHS.attestation, envelope('attestation', { ...record, receiptEmail: 'ada@example' }));
  expect(inEnglish.json<{ errors: Record<string, string> }>().errors).toEqual({ receiptEmail: 'Enter an email address like name@example.org.' });
  expect(await t.store.countSubmissions('attestation')).toBe(0);
});

it('keeps no address an attestation sends without asking for a receipt', async () => {
  const response = await post(t.app, session, API_PATHS.attestation, envelope('attestation', { ...attestationRecord(), receiptEmail: 'ada@example.org' }));
  expect(response.statusCode).toBe(201);
  const [stored] = await t.store.listSubmissions('attestation');
  expect(stored?.record).toMatchObject({ wantsReceipt: false, receiptEmail: '' });
});
