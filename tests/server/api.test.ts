// The six calls of docs/api.md through the app: exact paths and payloads, strict checks, idempotency, health and store failures.
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../src/domain/forms';
import {
  attestationRecord,
  BAD_CHECK_DIGIT_NPI,
  contactRecord,
  envelope,
  FORMS,
  openApp,
  openSession,
  post,
  storeWith,
  tgiRecord,
  VALID_NPI,
  type FormName,
  type Session,
  type TestApp,
} from './support/appHarness';
import { StoreError } from '../../server/store/errors';
import type { FormKind } from '../../server/store/types';
import { API_PATHS, npiValidityPath } from '../../src/domain/apiContract';
import { CONTACT_MESSAGES, TEXTING_TERMS_VERSION } from '../../src/domain/contact';
import { npiMinLengthMessage } from '../../src/domain/npi';
import { FORM_ERROR_KEY, RECORD_MESSAGES } from '../../src/domain/recordValidation';
import { TGI_MESSAGES } from '../../src/domain/tgi';

const KINDS: FormKind[] = ['attestation', 'contact', 'tgi'];
const FORM_NAMES = Object.keys(FORMS) as FormName[];
/** Random since issue 21: the form's prefix and 8 characters without look-alikes. */
const REFERENCE = new RegExp(`^(ATT|PMC|TGI)-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

let t: TestApp;
let session: Session;

beforeEach(async () => {
  t = await openApp({ prefix: 'api' });
  session = await openSession(t.app);
});
afterEach(async () => {
  await t.close();
});

async function expectNothingStored(): Promise<void> {
  for (const kind of KINDS) expect(await t.store.countSubmissions(kind)).toBe(0);
}

describe('GET /api/common/issiteinmaintenance', () => {
  it('answers false, then true once maintenance is switched on, then false again', async () => {
    const first = await t.app.inject({ url: '/api/common/issiteinmaintenance' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toBe(false);

    await t.store.setMaintenance(true);
    expect((await t.app.inject({ url: '/api/common/issiteinmaintenance' })).json()).toBe(true);

    await t.store.setMaintenance(false);
    expect((await t.app.inject({ url: '/api/common/issiteinmaintenance' })).json()).toBe(false);
  });
});

describe('GET /notification', () => {
  it('answers an empty list when there are no notices', async () => {
    const response = await t.app.inject({ url: '/notification' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers the stored notices as [{ message }] in their order, nothing else', async () => {
    await t.store.addNotification('The portal closes Friday at 6 PM.');
    const second = await t.store.addNotification('New: TGI survey <b>open</b> & "live"');
    await t.store.addNotification('Removed before the call');
    await t.store.removeNotification(second.id + 1);

    const response = await t.app.inject({ url: API_PATHS.notifications });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ message: 'The portal closes Friday at 6 PM.' }, { message: 'New: TGI survey <b>open</b> & "live"' }]);
  });
});

describe('GET /api/Attestation/IsNPIValid/:npi', () => {
  it.each([
    [VALID_NPI, true],
    [BAD_CHECK_DIGIT_NPI, false],
    ['abc', false],
    ['123456789', false],
    ['12345678931', false],
    ['123456789.3', false],
    ['-123456789', false],
    ['NA', false],
  ])('%s → %s', async (npi, expected) => {
    const response = await t.app.inject({ url: npiValidityPath(npi) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toBe(expected);
  });

  it('answers false for an imported provider list that does not hold the NPI', async () => {
    await t.store.importProviders(['1245319599']);
    // A fresh app: the checker caches the provider count for a few seconds.
    const other = await openApp({ prefix: 'api-providers' });
    try {
      await other.store.importProviders(['1245319599']);
      expect((await other.app.inject({ url: npiValidityPath('1245319599') })).json()).toBe(true);
      expect((await other.app.inject({ url: npiValidityPath(VALID_NPI) })).json()).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('refuses an absurdly long path segment with 400', async () => {
    const response = await t.app.inject({ url: npiValidityPath('9'.repeat(40)) });
    expect(response.statusCode).toBe(400);
  });
});

describe.each(FORM_NAMES)('POST %s: a valid record', (form) => {
  it('answers 201 { id, reference } and stores the record', async () => {
    const record = FORMS[form].record();
    const response = await post(t.app, session, FORMS[form].path, envelope(form, record));
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; reference: string }>();
    expect(Object.keys(receipt).sort()).toEqual(['id', 'reference']);
    expect(receipt.reference).toMatch(REFERENCE);
    // The id is the reference again: the row's sequential id would tell anyone how many the plan receives (issue 35).
    expect(receipt.id).toBe(receipt.reference);

    const stored = await t.store.listSubmissions(FORMS[form].kind);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reference: receipt.reference, record });
    for (const kind of KINDS.filter((other) => other !== FORMS[form].kind)) expect(await t.store.countSubmissions(kind)).toBe(0);
  });
});

describe('what each POST stores', () => {
  it('uses a reference prefix per form', async () => {
    const references: Record<string, string> = {};
    for (const form of FORM_NAMES) {
      references[form] = (await post(t.app, session, FORMS[form].path, envelope(form, FORMS[form].record()))).json<{ reference: string }>().reference;
    }
    expect(references.attestation).toMatch(/^ATT-/);
    expect(references.contact).toMatch(/^PMC-/);
    expect(references.tgi).toMatch(/^TGI-/);
  });

  it('stores the texting terms version with a preferred contact, and none with an attestation', async () => {
    await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()));
    await post(t.app, session, API_PATHS.attestation, envelope('attestation', attestationRecord()));
    const [contact] = await t.store.listSubmissions('contact');
    expect(contact?.termsVersion).toBe(TEXTING_TERMS_VERSION);
    const [attestation] = await t.store.listSubmissions('attestation');
    expect(attestation?.termsVersion ?? null).toBeNull();
  });

  it('stores free text trimmed, as the form sends it', async () => {
    await post(t.app, session, API_PATHS.attestation, envelope('attestation', attestationRecord({ firstName: '  Ada ', organizationName: ' Harbor Clinic  ' })));
    const [stored] = await t.store.listSubmissions('attestation');
    expect(stored?.record).toMatchObject({ firstName: 'Ada', organizationName: 'Harbor Clinic' });
  });

  it('keeps every TGI response and makes the latest per NPI the current one', async () => {
    const otherNpi = '1245319599';
    const send = (record: ReturnType<typeof tgiRecord>) => post(t.app, session, API_PATHS.tgi, envelope('tgi', record));
    expect((await send(tgiRecord({ isGenderAffirmingServicesOffered: 'Yes' }))).statusCode).toBe(201);
    expect((await send(tgiRecord({ individualNPI: otherNpi, isGenderAffirmingServicesOffered: 'Yes' }))).statusCode).toBe(201);
    const latest = await send(tgiRecord({ isGenderAffirmingServicesOffered: 'No', titleOfPersonCompletingSurvey: 'Director' }));
    expect(latest.statusCode).toBe(201);

    const current = await t.store.listSubmissions('tgi');
    expect(current).toHaveLength(2);
    const forValid = current.find((row) => row.record.individualNPI === VALID_NPI);
    expect(forValid?.reference).toBe(latest.json<{ reference: string }>().reference);
    expect(forValid?.record).toMatchObject({ isGenderAffirmingServicesOffered: 'No', titleOfPersonCompletingSurvey: 'Director' });
    expect(current.find((row) => row.record.individualNPI === otherNpi)?.record.isGenderAffirmingServicesOffered).toBe('Yes');

    expect(await t.store.listSubmissions('tgi', { history: true })).toHaveLength(3);
  });
});

describe('field errors', () => {
  it('attestation: 400 with the messages of the form, per field', async () => {
    const response = await post(t.app, session, API_PATHS.attestation, envelope('attestation', attestationRecord({ firstName: '  ', individualNPI: '12345' })));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ statusCode: number; errors: Record<string, string> }>();
    expect(body.statusCode).toBe(400);
    expect(body.errors).toEqual({ firstName: 'First Name is required.', individualNPI: npiMinLengthMessage() });
    await expectNothingStored();
  });

  it('preferred contact: a bad email, a text choice without a mobile number', async () => {
    const response = await post(
      t.app,
      session,
      API_PATHS.contact,
      envelope('contact', contactRecord({ emailAddress: 'grace@', mobileNumber: '', isText: true })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      emailAddress: CONTACT_MESSAGES.invalidEmail,
      mobileNumber: CONTACT_MESSAGES.mobileRequired,
    });
    await expectNothingStored();
  });

  it('preferred contact: no contact choice at all is a form-wide error', async () => {
    const response = await post(
      t.app,
      session,
      API_PATHS.contact,
      envelope('contact', contactRecord({ isEmail: false, isText: false, isPreRecordedCall: false, isPhone: false })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ [FORM_ERROR_KEY]: CONTACT_MESSAGES.selectOneOption });
    await expectNothingStored();
  });

  it('TGI: a phone number off the mask and a bad email', async () => {
    const response = await post(t.app, session, API_PATHS.tgi, envelope('tgi', tgiRecord({ phoneNumber: '562-555-0177', email: 'office.example.org' })));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      phoneNumber: TGI_MESSAGES.invalidPhone,
      email: TGI_MESSAGES.invalidEmail,
    });
    await expectNothingStored();
  });

  it.each(FORM_NAMES)('%s: an unknown field in the record is named', async (form) => {
    const response = await post(t.app, session, FORMS[form].path, envelope(form, { ...FORMS[form].record(), isAdmin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ isAdmin: RECORD_MESSAGES.unknownField });
    await expectNothingStored();
  });

  it('a "__proto__" field is reported like any other unknown field', async () => {
    const formData = JSON.stringify({ attestationForm: attestationRecord() }).replace('{"firstName"', '{"__proto__":{"x":1},"firstName"');
    const response = await post(t.app, session, API_PATHS.attestation, { formData });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe(RECORD_MESSAGES.unknownField);
    await expectNothingStored();
  });

  it('a missing field is named', async () => {
    const { title: _title, ...withoutTitle } = attestationRecord();
    const response = await post(t.app, session, API_PATHS.attestation, envelope('attestation', withoutTitle));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ title: 'Title is required.' });
    await expectNothingStored();
  });

  it('wrong types: text as a number, a choice as a string, Yes/No as a boolean', async () => {
    const contact = await post(t.app, session, API_PATHS.contact, envelope('contact', { ...contactRecord(), memberId: 12345, isEmail: 'true' }));
    expect(contact.statusCode).toBe(400);
    expect(contact.json<{ errors: Record<string, string> }>().errors).toEqual({ memberId: RECORD_MESSAGES.notText, isEmail: RECORD_MESSAGES.notBoolean });

    const tgi = await post(t.app, session, API_PATHS.tgi, envelope('tgi', { ...tgiRecord(), isGenderAffirmingServicesOffered: true }));
    expect(tgi.statusCode).toBe(400);
    expect(tgi.json<{ errors: Record<string, string> }>().errors).toEqual({ isGenderAffirmingServicesOffered: RECORD_MESSAGES.notText });
    await expectNothingStored();
  });
});

describe('malformed bodies', () => {
  const record = attestationRecord();
  const cases: [string, unknown][] = [
    ['formData a number', { formData: 5 }],
    ['formData an object', { formData: { attestationForm: record } }],
    ['formData null', { formData: null }],
    ['no formData', {}],
    ['an unknown field beside formData', { ...envelope('attestation', record), extra: 'x' }],
    ['formData not JSON', { formData: '{attestationForm: nope' }],
    ['formData JSON of an array', { formData: JSON.stringify([record]) }],
    ['formData JSON of null', { formData: 'null' }],
    ['formData under the wrong envelope key', envelope('contact', record)],
    ['the record not an object', { formData: JSON.stringify({ attestationForm: 'Ada Lovelace' }) }],
    ['the body an array', [envelope('attestation', record)]],
    ['the body a JSON string', JSON.stringify(JSON.stringify(envelope('attestation', record)))],
    ['the body not JSON', '{"formData": '],
  ];

  it.each(cases)('%s → 400', async (_label, body) => {
    const response = await post(t.app, session, API_PATHS.attestation, body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    await expectNothingStored();
  });

  it('names an unknown top-level field and a mistyped formData', async () => {
    const extra = await post(t.app, session, API_PATHS.tgi, { ...envelope('tgi', tgiRecord()), tracking: 1 });
    expect(extra.json<{ errors: Record<string, string> }>().errors).toHaveProperty('tracking');
    const mistyped = await post(t.app, session, API_PATHS.tgi, { formData: 42 });
    expect(mistyped.json<{ errors: Record<string, string> }>().errors).toHaveProperty('formData');
  });

  it('a body over 16 KB → 413, even when it is otherwise valid', async () => {
    const body = envelope('attestation', attestationRecord({ organizationName: 'O'.repeat(17 * 1024) }));
    const response = await post(t.app, session, API_PATHS.attestation, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    await expectNothingStored();
  });

  it('a body just under 16 KB is read (and its too-long field refused with 400)', async () => {
    const body = envelope('attestation', attestationRecord({ organizationName: 'O'.repeat(15 * 1024) }));
    const response = await post(t.app, session, API_PATHS.attestation, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('organizationName');
    await expectNothingStored();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'content-type %s → 415',
    async (contentType) => {
      const response = await post(t.app, session, API_PATHS.contact, JSON.stringify(envelope('contact', contactRecord())), {
        'content-type': contentType,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
      await expectNothingStored();
    },
  );
});

describe('Idempotency-Key', () => {
  it('a replay gets the same answer, marked idempotent-replayed, and stores one row', async () => {
    const body = envelope('contact', contactRecord());
    const first = await post(t.app, session, API_PATHS.contact, body, { 'idempotency-key': 'key-0001.retry:A_b' });
    const second = await post(t.app, session, API_PATHS.contact, body, { 'idempotency-key': 'key-0001.retry:A_b' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await t.store.countSubmissions('contact')).toBe(1);
  });

  it('ties a key to its form: the same key on another form stores that form, not a replay of the first', async () => {
    const key = 'shared-key-0001';
    const attestation = await post(t.app, session, API_PATHS.attestation, envelope('attestation', attestationRecord()), { 'idempotency-key': key });
    const contact = await post(t.app, session, API_PATHS.contact, envelope('contact', contactRecord()), { 'idempotency-key': key });
    expect(attestation.statusCode).toBe(201);
    expect(contact.statusCode).toBe(201);
    expect(contact.headers['idempotent-replayed']).toBeUndefined();
    expect(contact.json<{ reference: string }>().reference).toMatch(/^PMC-/);
    expect(await t.store.countSubmissions('contact')).toBe(1);
  });

  it('another key (or none) stores another row', async () => {
    const body = envelope('tgi', tgiRecord());
    const a = await post(t.app, session, API_PATHS.tgi, body, { 'idempotency-key': 'first-key-1' });
    const b = await post(t.app, session, API_PATHS.tgi, body, { 'idempotency-key': 'second-key-2' });
    const c = await post(t.app, session, API_PATHS.tgi, body);
    expect(new Set([a, b, c].map((response) => response.json<{ id: string }>().id)).size).toBe(3);
    expect(await t.store.listSubmissions('tgi', { history: true })).toHaveLength(3);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(129)],
    ['with a space', 'has a space'],
    ['with a slash', 'abcdefgh/ijk'],
    ['with a quote', 'abcdefgh"ijk'],
  ])('a malformed key (%s) → 400 and nothing stored', async (_label, key) => {
    const response = await post(t.app, session, API_PATHS.attestation, envelope('attestation', attestationRecord()), { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Idempotency-Key');
    await expectNothingStored();
  });
});

describe('OpenAPI, health and readiness', () => {
  it('/api/openapi.json lists exactly the six calls of docs/api.md, and the SMS platform\'s STOP and YES intakes', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/common/issiteinmaintenance',
        '/notification',
        '/api/Attestation/IsNPIValid/{npi}',
        '/api/Attestation',
        '/api/preferredcontact',
        '/api/tgiact',
        '/api/consent/stop-replies',
        '/api/consent/yes-replies',
      ].sort(),
    );
    expect(document.paths['/api/consent/stop-replies']?.post?.responses).toHaveProperty('401');
    expect(document.paths['/api/consent/yes-replies']?.post?.responses).toHaveProperty('401');
    for (const path of ['/api/Attestation', '/api/preferredcontact', '/api/tgiact']) {
      expect(Object.keys(document.paths[path] ?? {})).toEqual(['post']);
      expect(document.paths[path]?.post?.requestBody).toBeDefined();
      expect(document.paths[path]?.post?.responses).toHaveProperty('201');
    }
    for (const path of ['/api/common/issiteinmaintenance', '/notification', '/api/Attestation/IsNPIValid/{npi}']) {
      expect(Object.keys(document.paths[path] ?? {})).toEqual(['get']);
    }
  });

  it("/api/openapi.json describes each form's record, field by field, with its labels and limits", async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      components: { schemas: Record<string, { required: string[]; additionalProperties: boolean; properties: Record<string, Record<string, unknown>> }> };
      paths: Record<string, { post?: { description?: string } }>;
    }>();
    const { AttestationRecord, ContactRecord, TgiRecord } = document.components.schemas;
    expect(ContactRecord?.required).toEqual(['firstName', 'lastName', 'memberId', 'emailAddress', 'mobileNumber', 'isEmail', 'isText', 'isPreRecordedCall', 'isPhone']);
    expect(ContactRecord?.additionalProperties).toBe(false);
    expect(ContactRecord?.properties.memberId).toEqual({ type: 'string', description: 'Member ID', maxLength: 50 });
    expect(ContactRecord?.properties.isText).toEqual({ type: 'boolean', description: 'Text Messages' });
    expect(TgiRecord?.properties.isGenderAffirmingServicesOffered).toEqual({ type: 'string', description: 'Gender-affirming services offered', enum: ['Yes', 'No'] });
    expect(AttestationRecord?.properties.submittedDatetime).toEqual({ type: 'string', description: 'Submission date', format: 'date-time' });
    expect(document.paths['/api/tgiact']?.post?.description).toBe('formData holds the JSON text of {"tgiActForm": TgiRecord}.');
  });

  it('/healthz answers 200', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 with the database, then 503 once the store is closed', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'sqlite' });

    await t.store.close();
    const closed = await t.app.inject({ url: '/readyz' });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ status: 'unavailable' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('a POST after the store closed → 503 with Retry-After', async () => {
    await t.store.close();
    const response = await post(t.app, session, API_PATHS.attestation, envelope('attestation', attestationRecord()));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('a store that cannot take the submission', () => {
  const leak = 'INSERT INTO submissions (kind, record) VALUES (?, ?) -- SQLITE_FULL: database or disk is full';

  it('WRITE_FAILED → 503 with Retry-After, a fixed message, no stack or SQL', async () => {
    const failing = await openApp({
      prefix: 'api-store-error',
      wrapStore: (store) =>
        storeWith(store, {
          saveSubmission: () => Promise.reject(new StoreError('WRITE_FAILED', leak, 'SQLITE_FULL')),
        }),
    });
    try {
      const failingSession = await openSession(failing.app);
      for (const form of FORM_NAMES) {
        const response = await post(failing.app, failingSession, FORMS[form].path, envelope(form, FORMS[form].record()));
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The submission could not be stored. Please try again.',
        });
        expect(response.body).not.toMatch(/INSERT|SQLITE|submissions \(|\bat .+:\d+:\d+/);
      }
      for (const kind of KINDS) expect(await failing.store.countSubmissions(kind)).toBe(0);
    } finally {
      await failing.close();
    }
  });

  it('INVALID_INPUT from the store → 400 without its message', async () => {
    const failing = await openApp({
      prefix: 'api-store-invalid',
      wrapStore: (store) => storeWith(store, { saveSubmission: () => Promise.reject(new StoreError('INVALID_INPUT', leak)) }),
    });
    try {
      const response = await post(failing.app, await openSession(failing.app), API_PATHS.attestation, envelope('attestation', attestationRecord()));
      expect(response.statusCode).toBe(400);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.body).not.toContain('INSERT');
    } finally {
      await failing.close();
    }
  });
});
