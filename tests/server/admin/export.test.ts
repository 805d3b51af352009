// Admin CLI exports: columns in spec order, CSV that staff read (labels, Yes/No, the plan's time) and that is safe in a
// spreadsheet, JSON for machines (field names, ISO UTC times), --since, --history, --changes, --out.
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, UTF8_BOM } from '../../../server/exports/csv';
import type { FormKind } from '../../../server/store/types';
import type { AttestationRecord } from '../../../src/domain/apiContract';
import { STATE_TRAINING_TITLE, validateAttestationRecord } from '../../../src/domain/attestation';
import { TEXTING_TERMS_VERSION, validatePreferredContactRecord, type PreferredContactRecord } from '../../../src/domain/contact';
import { textingTermsVersion } from '../../../src/domain/textingTerms';
import { validateTgiSurveyRecord, type TgiSurveyRecord } from '../../../src/domain/tgi';
import { TGI_RECORD_FIELD_NAMES } from '../../../support/sampleRecords';
import { adminHarness, type AdminHarness } from './adminHarness';
import { savedConsent } from '../support/settledConsent';


// The JSON's keys: the record's field names and ours, as consumers (and the end-to-end tests) read them.
const ATTESTATION_COLUMNS = [
  'reference',
  'receivedAt',
  'firstName',
  'lastName',
  'individualNPI',
  'isValidNPI',
  'title',
  'organizationName',
  'submittedDatetime',
  'attestationFormName',
  // Issue 36: the receipt box, and where it goes.
  'wantsReceipt',
  'receiptEmail',
  'language',
  // How it was sent (issue 34): last, for a form without a consent's evidence.
  'submittedVia',
];
const CONTACT_COLUMNS = [
  'reference',
  'receivedAt',
  'firstName',
  'lastName',
  'memberId',
  'emailAddress',
  'mobileNumber',
  'isEmail',
  'isText',
  'isPreRecordedCall',
  'isPhone',
  'wantsReceipt',
  'termsVersion',
  'termsSha256',
  'consentedAt',
  // Where the consent came from, and (only with CONSENT_KEEP_CLIENT) who sent it.
  'pageUrl',
  'clientIp',
  'userAgent',
  // How it was sent (issue 34), with the rest of the consent's evidence.
  'submittedVia',
  // Whether it waited for a new email or number, and since when it counts (issue 36).
  'confirmation',
  'countedAt',
  'language',
  // The member's current choice (issue 23): the channels above are as they are now.
  'currentSince',
  'waiting',
  'lastWithdrawalReceivedAt',
  'honourBy',
];
const TGI_COLUMNS = [
  'reference',
  'receivedAt',
  ...TGI_RECORD_FIELD_NAMES,
  'wantsReceipt',
  'changesAnswer',
  'answerChangedAt',
  'answerChangeReference',
  'previousAnswer',
  'previousAnswerEmail',
  'answerChangeReview',
  'answerChangeReviewedAt',
  'language',
  'submittedVia',
];

// The CSV's headers: the labels the forms show, then plain words for what the server adds.
const ATTESTATION_HEADERS = [
  'Reference',
  'Received',
  'First Name',
  'Last Name',
  'Individual NPI',
  'NPI validity',
  'Title',
  'Organization',
  'Submission date',
  'Training name',
  'Email me a confirmation',
  'Email address',
  'Language',
  'Sent as',
];
// One time column: the consent's time is the time received.
const CONTACT_HEADERS = [
  'Reference',
  'Received',
  'First Name',
  'Last Name',
  'Member ID',
  'Email Address',
  'Mobile Phone Number',
  'Emails',
  'Text Messages',
  'Pre-recorded Calls',
  'Phone Calls',
  'Email me a confirmation',
  'Terms version',
  'Terms SHA-256',
  'Page address',
  'Client IP address',
  'User agent',
  'Sent as',
  'Confirmation',
  'Counted from',
  'Language',
  'Current since',
  'Waiting',
  'Last withdrawal received',
  'Honour by',
];
const TGI_HEADERS = [
  'Reference',
  'Received',
  'Provider Last Name',
  'Provider First Name',
  'Individual NPI',
  'NPI validity',
  'Gender-affirming services offered',
  'Full Name of Person Completing Survey',
  'Title of Person Completing Survey',
  'Email',
  'Phone Number',
  'Date Submitted',
  'Email me a confirmation',
  'Changes the answer',
  'Answer last changed',
  'Changed by reference',
  'Previous answer',
  'Previous answer given by',
  'Change confirmed with the provider',
  'Change reviewed',
  'Language',
  'Sent as',
];

/** A CSV time, `2026-11-24 12:52:44 -08:00`. */
const CSV_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2}:\d{2})$/;

/** The instant a CSV time names, in ms. */
function csvTimeInstant(cell: string | undefined): number {
  const match = CSV_TIME.exec(cell ?? '');
  if (!match) throw new Error(`not a CSV time: ${cell}`);
  return Date.parse(`${match[1]}T${match[2]}${match[3]}`);
}

/** A stored ISO time to the second, the CSV's precision. */
const toTheSecond = (iso: string | undefined) => Math.floor(Date.parse(iso ?? '') / 1000) * 1000;

function attestation(overrides: Partial<AttestationRecord> = {}): AttestationRecord {
  const result = validateAttestationRecord({
    firstName: 'Ada',
    lastName: 'Lovelace',
    individualNPI: '1234567893',
    isValidNPI: 'Yes',
    title: 'MD',
    organizationName: 'Clinic Ü',
    submittedDatetime: '2026-03-01T10:00:00.000Z',
    attestationFormName: STATE_TRAINING_TITLE,
    ...overrides,
  });
  if (!result.ok) throw new Error(`invalid test attestation: ${JSON.stringify(result.errors)}`);
  return result.record;
}

function contact(overrides: Partial<PreferredContactRecord> = {}): PreferredContactRecord {
  const result = validatePreferredContactRecord({
    firstName: 'Zoë',
    lastName: 'Núñez',
    memberId: '000123456789',
    emailAddress: 'zoe@example.org',
    mobileNumber: '(555) 010-0199',
    isEmail: true,
    isText: true,
    isPreRecordedCall: false,
    isPhone: false,
    ...overrides,
  });
  if (!result.ok) throw new Error(`invalid test contact: ${JSON.stringify(result.errors)}`);
  return result.record;
}

function tgi(overrides: Partial<TgiSurveyRecord> = {}): TgiSurveyRecord {
  const result = validateTgiSurveyRecord({
    providerLastName: 'Hopper',
    providerFirstName: 'Grace',
    individualNPI: '1234567893',
    isValidNPI: 'Yes',
    isGenderAffirmingServicesOffered: 'Yes',
    fullNameOfPersonCompletingSurvey: 'Grace Hopper',
    titleOfPersonCompletingSurvey: 'Office manager',
    email: 'grace@example.org',
    phoneNumber: '(555) 010-0100',
    dateSubmitted: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
  if (!result.ok) throw new Error(`invalid test TGI record: ${JSON.stringify(result.errors)}`);
  return result.record;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CSV's records as cell arrays, after checking the BOM and that every line ends with CRLF. */
function readCsv(text: string): string[][] {
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return parseCsv(text).map((record) => record.cells);
}

let admin: AdminHarness;

beforeAll(async () => {
  admin = adminHarness('export');
  await admin.store();
});
afterAll(async () => {
  await admin.cleanup();
});

async function save(kind: FormKind, record: object, options?: { termsVersion?: string; language?: string }) {
  const store = await admin.store();
  // A consent is settled as the server settles it (issue 36): without SMTP or an SMS platform, it counts at once.
  return kind === 'contact' ? savedConsent(store, record as Record<string, unknown>, options) : store.saveSubmission(kind, record as Record<string, unknown>, options);
}

describe('export with no submissions', () => {
  it.each<[string, string[]]>([
    ['attestations', ATTESTATION_HEADERS],
    ['contacts', CONTACT_HEADERS],
    ['tgi', TGI_HEADERS],
  ])('%s: CSV is the header (the labels) alone, JSON an empty array', async (name, headers) => {
    const csv = await admin.run(['export', name]);
    expect(csv).toEqual({ code: 0, stdout: `${UTF8_BOM}${headers.join(',')}\r\n`, stderr: '' });
    const json = await admin.run(['export', name, '--format', 'json']);
    expect(json).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });
});

describe('exports', () => {
  const saved: Record<string, { reference: string }> = {};
  let cut: Date;

  beforeAll(async () => {
    saved.attestation1 = await save('attestation', attestation());
    saved.contact1 = await save('contact', contact(), { termsVersion: TEXTING_TERMS_VERSION });
    saved.tgiFirst = await save('tgi', tgi({ isGenderAffirmingServicesOffered: 'No' }));
    await sleep(15);
    cut = new Date();
    await sleep(15);
    saved.attestation2 = await save(
      'attestation',
      attestation({
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: '+SUM(1,2)',
        title: '-Chief, "Ops"',
        organizationName: "@Clinic;=cmd|' /C calc'!A0",
        individualNPI: 'NA',
        isValidNPI: 'No',
      }),
    );
    // Filled in in Spanish: the Spanish terms' version, and the language in its own column.
    saved.contact2 = await save('contact', contact({ firstName: 'Bo', memberId: '-0042', mobileNumber: '', isText: false }), {
      termsVersion: textingTermsVersion('es'),
      language: 'es',
    });
    saved.tgiLatest = await save('tgi', tgi({ isGenderAffirmingServicesOffered: 'Yes', titleOfPersonCompletingSurvey: 'Owner' }));
    saved.tgiOther = await save('tgi', tgi({ individualNPI: '1245319599', providerLastName: 'Other' }));
  });

  it('attestations CSV: labels in spec order, each submission, formula cells prefixed (after a ; too), every cell quoted', async () => {
    const result = await admin.run(['export', 'attestations']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const rows = readCsv(result.stdout);
    expect(rows[0]).toEqual(ATTESTATION_HEADERS);
    expect(rows).toHaveLength(3);
    const [, plain, hostile] = rows as [string[], string[], string[]];
    const all = await (await admin.store()).listSubmissions('attestation');
    expect(plain).toEqual([
      saved.attestation1?.reference,
      expect.stringMatching(CSV_TIME),
      'Ada',
      'Lovelace',
      '1234567893',
      'Yes',
      'MD',
      'Clinic Ü',
      // 10:00 UTC on 1 March is 2 AM Pacific Standard Time (the default PLAN_TIME_ZONE, America/Los_Angeles).
      '2026-03-01 02:00:00 -08:00',
      STATE_TRAINING_TITLE,
      // The receipt box, unticked, and so no address.
      'No',
      '',
      'en',
      // Saved straight into the store, as the app's API saves it.
      'app',
    ]);
    // Received: the time the server stored it, to the second.
    expect(csvTimeInstant(plain[1])).toBe(toTheSecond(all[0]?.receivedAt));
    expect(hostile.slice(2, 8)).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      "'+SUM(1,2)",
      'NA',
      'No',
      '\'-Chief, "Ops"',
      "'@Clinic;'=cmd|' /C calc'!A0",
    ]);
    // The raw text: every cell quoted (a spreadsheet splitting on ; finds no formula start), quotes doubled, CRLF record ends.
    expect(result.stdout).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click"")","'+SUM(1,2)","NA","No","'-Chief, ""Ops""","'@Clinic;'=cmd|' /C calc'!A0",`,
    );
    expect(result.stdout).toContain(`,"Ada","Lovelace","1234567893","Yes","MD","Clinic Ü","2026-03-01 02:00:00 -08:00","${STATE_TRAINING_TITLE}","No","","en","app"\r\n`);
    expect(result.stdout.split('\r\n')).toHaveLength(4);
  });

  it('contacts CSV: member IDs and phones quoted as text (leading zeros kept), choices as Yes/No, the terms version, one time', async () => {
    const result = await admin.run(['export', 'contacts']);
    const rows = readCsv(result.stdout);
    const [first] = await (await admin.store()).listSubmissions('contact');
    expect(rows[0]).toEqual(CONTACT_HEADERS);
    expect(rows[1]?.slice(2)).toEqual([
      'Zoë',
      'Núñez',
      '000123456789',
      'zoe@example.org',
      '(555) 010-0199',
      'Yes',
      'Yes',
      'No',
      'No',
      // The receipt box, unticked.
      'No',
      TEXTING_TERMS_VERSION,
      // Saved straight into the store here, without the server's terms hash (the API test checks it), the page's
      // address or the client (the API test checks them too); sent as the app sends it, the store's default.
      '',
      '',
      '',
      '',
      'app',
      // No SMTP and no SMS platform here: the new email and number counted at once, flagged (issue 36).
      'unconfirmed email and mobile',
      rows[1]?.[1],
      'en',
      // Current since the consent itself: no withdrawal since.
      rows[1]?.[1],
      '',
      '',
      '',
    ]);
    // The consent's time: when the plan received it, which is when the member consented.
    expect(csvTimeInstant(rows[1]?.[1])).toBe(toTheSecond(first?.receivedAt));
    expect(rows.slice(1).map((row) => row.filter((cell) => CSV_TIME.test(cell)))).toEqual([
      [rows[1]?.[1], rows[1]?.[1], rows[1]?.[1]],
      [rows[2]?.[1], rows[2]?.[1], rows[2]?.[1]],
    ]);
    expect(rows[2]?.slice(2, 7)).toEqual(['Bo', 'Núñez', "'-0042", 'zoe@example.org', '']);
    expect(rows[2]?.[CONTACT_HEADERS.indexOf('Terms version')]).toBe(textingTermsVersion('es'));
    expect(rows[2]?.[CONTACT_HEADERS.indexOf('Language')]).toBe('es');
    expect(rows.every((row) => row.length === CONTACT_HEADERS.length)).toBe(true);
    expect(result.stdout).not.toMatch(/"(true|false)"/);
    expect(result.stdout).toContain(`,"Zoë","Núñez","000123456789","zoe@example.org","(555) 010-0199","Yes","Yes","No","No","No","${TEXTING_TERMS_VERSION}","","","","","app","unconfirmed email and mobile",`);
    expect(result.stdout).toContain(`,"Bo","Núñez","'-0042","zoe@example.org","","Yes","No","No","No",`);
  });

  it('JSON: field names, ISO UTC times, true/false and nothing changed (no formula prefix), consentedAt kept', async () => {
    const result = await admin.run(['export', 'contacts', '--format=json']);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(parsed).toHaveLength(2);
    expect(Object.keys(parsed[0] ?? {})).toEqual(CONTACT_COLUMNS);
    expect(parsed[0]).toMatchObject({ reference: saved.contact1?.reference, ...contact(), termsVersion: TEXTING_TERMS_VERSION, language: 'en' });
    expect(parsed[0]).toMatchObject({ isEmail: true, isText: true, isPreRecordedCall: false, isPhone: false });
    const [first] = await (await admin.store()).listSubmissions('contact');
    expect(parsed[0]?.receivedAt).toBe(first?.receivedAt);
    expect(parsed[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The time of consent is the time the Submit was stored.
    expect(parsed[0]?.consentedAt).toBe(parsed[0]?.receivedAt);
    expect(parsed[1]).toMatchObject({ memberId: '-0042', isText: false, mobileNumber: '' });

    const attestations = JSON.parse((await admin.run(['export', 'attestations', '--format', 'json'])).stdout) as Record<string, unknown>[];
    expect(Object.keys(attestations[0] ?? {})).toEqual(ATTESTATION_COLUMNS);
    expect(attestations[0]?.submittedDatetime).toBe('2026-03-01T10:00:00.000Z');
    expect(attestations[1]?.firstName).toBe('=HYPERLINK("http://evil.example","click")');
    const tgiRows = JSON.parse((await admin.run(['export', 'tgi', '--format', 'json'])).stdout) as Record<string, unknown>[];
    expect(Object.keys(tgiRows[0] ?? {})).toEqual(TGI_COLUMNS);
  });

  it('TGI: the current (latest) answer per NPI by default, every response with --history', async () => {
    const current = readCsv((await admin.run(['export', 'tgi'])).stdout);
    expect(current[0]).toEqual(TGI_HEADERS);
    expect(current.slice(1).map((row) => row[0])).toEqual([saved.tgiLatest?.reference, saved.tgiOther?.reference]);
    expect(current[1]?.slice(2, 8)).toEqual(['Hopper', 'Grace', '1234567893', 'Yes', 'Yes', 'Grace Hopper']);

    const history = readCsv((await admin.run(['export', 'tgi', '--history'])).stdout);
    expect(history.slice(1).map((row) => row[0])).toEqual([saved.tgiFirst?.reference, saved.tgiLatest?.reference, saved.tgiOther?.reference]);
    expect(history[1]?.[6]).toBe('No');

    const json = JSON.parse((await admin.run(['export', 'tgi', '--history', '--format', 'json'])).stdout) as TgiSurveyRecord[];
    expect(json.map((row) => row.isGenderAffirmingServicesOffered)).toEqual(['No', 'Yes', 'Yes']);
  });

  it('--since takes an ISO date-time or a date (local midnight)', async () => {
    const since = await admin.run(['export', 'attestations', '--since', cut.toISOString()]);
    expect(since.code).toBe(0);
    expect(readCsv(since.stdout).slice(1).map((row) => row[0])).toEqual([saved.attestation2?.reference]);

    const tgiSince = readCsv((await admin.run(['export', 'tgi', '--history', `--since=${cut.toISOString()}`])).stdout);
    expect(tgiSince.slice(1).map((row) => row[0])).toEqual([saved.tgiLatest?.reference, saved.tgiOther?.reference]);

    const localDate = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const today = readCsv((await admin.run(['export', 'contacts', '--since', localDate(new Date())])).stdout);
    expect(today).toHaveLength(3);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const none = await admin.run(['export', 'contacts', '--since', localDate(tomorrow), '--format', 'json']);
    expect(none.stdout).toBe('[]\n');
  });

  it('--out writes the file (owner-only), prints where, and leaves stdout free of data', async () => {
    const result = await admin.run(['export', 'attestations', '--out', 'exports-attestations.csv']);
    const file = path.join(admin.root, 'exports-attestations.csv');
    expect(result).toEqual({ code: 0, stdout: `Wrote 2 attestation submissions to ${file}.\n`, stderr: '' });
    const written = fs.readFileSync(file, 'utf8');
    expect(written).toBe((await admin.run(['export', 'attestations'])).stdout);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o077).toBe(0);

    // Replaced, not appended to, on a second run; no temporary file left behind.
    const again = await admin.run(['export', 'tgi', '--format', 'json', '--out', file]);
    expect(again.stdout).toBe(`Wrote 2 TGI submissions to ${file}.\n`);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveLength(2);
    expect(fs.readdirSync(admin.root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('--out into a missing folder fails with exit 1 and no data printed', async () => {
    const result = await admin.run(['export', 'contacts', '--out', 'no/such/folder/contacts.csv']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Cannot write ${path.join(admin.root, 'no/such/folder/contacts.csv')}: no such file or folder.\n`);
  });
});

describe('Sent as: how each submission was sent, app or html-form (issue 34)', () => {
  // A database of its own, so each form's rows are only these.
  const own = adminHarness('sent-as');
  const saved: Record<string, { reference: string }> = {};
  const json = async (argv: string[]) => JSON.parse((await own.run([...argv, '--format', 'json'])).stdout) as Record<string, unknown>[];
  /** Each row's reference (or event and reference) with its `Sent as` cell. */
  const sentAs = async (argv: string[], first = 'Reference') => {
    const rows = readCsv((await own.run(argv)).stdout);
    const header = rows[0] ?? [];
    return rows.slice(1).map((row) => [row[header.indexOf(first)], row[header.indexOf('Sent as')]]);
  };
  afterAll(async () => {
    await own.cleanup();
  });

  beforeAll(async () => {
    const store = await own.store();
    saved.attestationApp = await store.saveSubmission('attestation', attestation() as unknown as Record<string, unknown>);
    saved.attestationHtml = await store.saveSubmission('attestation', attestation({ firstName: 'Html' }) as unknown as Record<string, unknown>, { submittedVia: 'html-form' });
    saved.contactHtml = await savedConsent(store, contact() as unknown as Record<string, unknown>, { termsVersion: TEXTING_TERMS_VERSION, submittedVia: 'html-form' });
    saved.contactApp = await savedConsent(store, contact({ memberId: 'M-2' }) as unknown as Record<string, unknown>, { termsVersion: TEXTING_TERMS_VERSION });
    saved.tgiHtml = await store.saveSubmission('tgi', tgi() as unknown as Record<string, unknown>, { submittedVia: 'html-form' });
    await sleep(5);
    expect((await own.run(['consent', 'withdraw', '--member', '000123456789', '--channels', 'text', '--source', 'phone'])).code).toBe(0);
  });

  it('attestations and TGI: the last column, Sent as in the CSV and submittedVia in the JSON', async () => {
    const attestations = readCsv((await own.run(['export', 'attestations'])).stdout);
    expect(attestations[0]).toEqual(ATTESTATION_HEADERS);
    expect(attestations.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([
      [saved.attestationApp?.reference, 'app'],
      [saved.attestationHtml?.reference, 'html-form'],
    ]);
    expect((await json(['export', 'attestations'])).map((row) => row.submittedVia)).toEqual(['app', 'html-form']);
    expect(await sentAs(['export', 'tgi'])).toEqual([[saved.tgiHtml?.reference, 'html-form']]);
    expect((await json(['export', 'tgi'])).map((row) => row.submittedVia)).toEqual(['html-form']);
  });

  it('contacts: right after the consent evidence (User agent), in the current view and in --history; a withdrawal was sent as nothing', async () => {
    const current = readCsv((await own.run(['export', 'contacts'])).stdout);
    expect(current[0]?.slice(current[0].indexOf('User agent'), current[0].indexOf('User agent') + 2)).toEqual(['User agent', 'Sent as']);
    // The member who withdrew: their consent's row still says how that consent was sent.
    expect(await sentAs(['export', 'contacts'])).toEqual([
      [saved.contactHtml?.reference, 'html-form'],
      [saved.contactApp?.reference, 'app'],
    ]);
    expect((await json(['export', 'contacts'])).map((row) => [row.reference, row.submittedVia])).toEqual([
      [saved.contactHtml?.reference, 'html-form'],
      [saved.contactApp?.reference, 'app'],
    ]);
    expect(await sentAs(['export', 'contacts', '--history'], 'Event')).toEqual([
      ['consent', 'html-form'],
      ['consent', 'app'],
      ['withdrawal', ''],
    ]);
    expect((await json(['export', 'contacts', '--history'])).map((row) => [row.event, row.submittedVia])).toEqual([
      ['consent', 'html-form'],
      ['consent', 'app'],
      ['withdrawal', null],
    ]);
  });
});

describe('TGI: a changed answer is shown beside the current one, and --changes lists the changes', () => {
  // An NPI is public: anyone can answer for any provider, and the latest response wins (the spec's rule).
  const GRACE = '1234567893';
  const saved: Record<string, { reference: string }> = {};
  let afterFirstChange: Date;
  // A database of its own: the other blocks' responses would be changes too.
  const own = adminHarness('changes');
  const save = async (kind: FormKind, record: object) => (await own.store()).saveSubmission(kind, record as Record<string, unknown>);
  afterAll(async () => {
    await own.cleanup();
  });

  beforeAll(async () => {
    saved.real = await save('tgi', tgi({ individualNPI: GRACE, isGenderAffirmingServicesOffered: 'Yes', email: 'grace@example.org' }));
    saved.change = await save('tgi', tgi({ individualNPI: GRACE, isGenderAffirmingServicesOffered: 'No', email: 'mallory@example.net' }));
    // Answering the same again changes nothing, and does not hide the change before it.
    saved.again = await save('tgi', tgi({ individualNPI: GRACE, isGenderAffirmingServicesOffered: 'No', email: 'mallory2@example.net' }));
    await sleep(15);
    afterFirstChange = new Date();
    await sleep(15);
    // Another provider's first response is no change.
    saved.other = await save('tgi', tgi({ individualNPI: '1245319599', isGenderAffirmingServicesOffered: 'No', email: 'other@example.org' }));
  });

  it("the current answer carries its NPI's latest change: when, which response, the answer it replaced and who gave that", async () => {
    const rows = readCsv((await own.run(['export', 'tgi'])).stdout);
    const header = rows[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    const byReference = new Map(rows.slice(1).map((row) => [row[0], row]));
    const current = byReference.get(saved.again?.reference);
    expect(current?.[column('Gender-affirming services offered')]).toBe('No');
    expect(current?.[column('Email')]).toBe('mallory2@example.net');
    expect(current?.[column('Changes the answer')]).toBe('No');
    expect(current?.[column('Changed by reference')]).toBe(saved.change?.reference);
    expect(current?.[column('Previous answer')]).toBe('Yes');
    expect(current?.[column('Previous answer given by')]).toBe('grace@example.org');
    expect(current?.[column('Answer last changed')]).toMatch(CSV_TIME);

    const other = byReference.get(saved.other?.reference);
    expect(other?.slice(column('Changes the answer'), column('Language'))).toEqual(['No', '', '', '', '', '', '']);
  });

  it('--changes lists each response that changed an answer, with --since those received since, in CSV and JSON', async () => {
    const changes = JSON.parse((await own.run(['export', 'tgi', '--changes', '--format', 'json'])).stdout) as Record<string, unknown>[];
    expect(changes).toEqual([
      expect.objectContaining({
        reference: saved.change?.reference,
        isGenderAffirmingServicesOffered: 'No',
        email: 'mallory@example.net',
        changesAnswer: true,
        answerChangeReference: saved.change?.reference,
        answerChangedAt: changes[0]?.receivedAt,
        previousAnswer: 'Yes',
        previousAnswerEmail: 'grace@example.org',
      }),
    ]);

    expect(readCsv((await own.run(['export', 'tgi', '--changes', '--since', afterFirstChange.toISOString()])).stdout)).toHaveLength(1);
    // The provider, told by staff, answers again: their answer is current, and that too is a change to confirm.
    const restored = await save('tgi', tgi({ individualNPI: GRACE, isGenderAffirmingServicesOffered: 'Yes', email: 'grace@example.org' }));
    const since = readCsv((await own.run(['export', 'tgi', '--changes', `--since=${afterFirstChange.toISOString()}`])).stdout);
    const header = since[0] ?? [];
    expect(since.slice(1).map((row) => [row[0], row[header.indexOf('Previous answer')], row[header.indexOf('Previous answer given by')]])).toEqual([
      [restored.reference, 'No', 'mallory2@example.net'],
    ]);
  });

  it('says whether staff confirmed the change with the provider (issue 38), once they reviewed it in the console', async () => {
    const [waiting] = JSON.parse((await own.run(['export', 'tgi', '--changes', '--format', 'json'])).stdout) as Record<string, unknown>[];
    expect(waiting).toMatchObject({ reference: saved.change?.reference, answerChangeReview: 'not reviewed yet', answerChangeReviewedAt: null });
    const store = await own.store();
    const change = await store.findSubmissionByReference('tgi', saved.change?.reference ?? '');
    const recordedAt = new Date().toISOString();
    await store.staff.reviewAnswerChange('tgi', { submissionId: change!.id, outcome: 'not-confirmed', note: 'The office did not send it.', bySubject: 'idp|m', byEmail: 'm@plan.example', recordedAt });
    const rows = readCsv((await own.run(['export', 'tgi', '--history'])).stdout);
    const header = rows[0] ?? [];
    const byReference = new Map(rows.slice(1).map((row) => [row[0], row]));
    // Every response that carries that change says so, the change itself and the same answer given again after it.
    for (const reference of [saved.change?.reference, saved.again?.reference]) {
      expect(byReference.get(reference)?.[header.indexOf('Change confirmed with the provider')]).toBe('not confirmed');
      expect(byReference.get(reference)?.[header.indexOf('Change reviewed')]).toMatch(CSV_TIME);
    }
    expect(byReference.get(saved.real?.reference)?.[header.indexOf('Change confirmed with the provider')]).toBe('');
  });

  it('--changes applies to the TGI export only', async () => {
    const result = await own.run(['export', 'attestations', '--changes']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^--changes applies to the tgi export only\./);
  });
});

describe("CSV times in the plan's time zone (PLAN_TIME_ZONE)", () => {
  let zoned: AdminHarness;
  const csvOf = async (name: string, env: Record<string, string> = {}) => {
    const result = await zoned.run(['export', name], { DATA_DIR: zoned.dataDir, ...env });
    expect(result.stderr).toBe('');
    return readCsv(result.stdout);
  };
  /** The record's own time column (Submission date, Date Submitted) of each row. */
  const recordTimes = (rows: string[][], header: string) => rows.slice(1).map((row) => row[rows[0]?.indexOf(header) ?? -1]);

  beforeAll(async () => {
    zoned = adminHarness('export-zones');
    const store = await zoned.store();
    for (const submittedDatetime of [
      // Winter: Pacific Standard Time, UTC-8.
      '2026-01-15T20:52:44.381Z',
      // Summer: Pacific Daylight Time, UTC-7; written with another offset, the same instant.
      '2026-07-04T15:05:09-04:00',
      // The clocks go back at 2 AM on 1 November 2026: 1:30 AM comes twice, the offset tells which.
      '2026-11-01T08:30:00.000Z',
      '2026-11-01T09:30:00.000Z',
    ]) {
      await store.saveSubmission('attestation', attestation({ submittedDatetime }));
    }
    await store.saveSubmission('tgi', tgi({ dateSubmitted: '2026-07-04T19:05:09.999Z' }));
  });
  afterAll(async () => {
    await zoned.cleanup();
  });

  it('America/Los_Angeles by default: -08:00 in winter, -07:00 in summer, to the second', async () => {
    const rows = await csvOf('attestations');
    expect(recordTimes(rows, 'Submission date')).toEqual([
      '2026-01-15 12:52:44 -08:00',
      '2026-07-04 12:05:09 -07:00',
      '2026-11-01 01:30:00 -07:00',
      '2026-11-01 01:30:00 -08:00',
    ]);
    expect(recordTimes(await csvOf('tgi'), 'Date Submitted')).toEqual(['2026-07-04 12:05:09 -07:00']);
  });

  it('another zone (America/New_York) for every time, Received too; the JSON keeps its times as stored', async () => {
    const env = { PLAN_TIME_ZONE: 'America/New_York' };
    const rows = await csvOf('attestations', env);
    expect(recordTimes(rows, 'Submission date')).toEqual([
      '2026-01-15 15:52:44 -05:00',
      '2026-07-04 15:05:09 -04:00',
      '2026-11-01 03:30:00 -05:00',
      '2026-11-01 04:30:00 -05:00',
    ]);
    expect(recordTimes(await csvOf('tgi', env), 'Date Submitted')).toEqual(['2026-07-04 15:05:09 -04:00']);

    const json = JSON.parse((await zoned.run(['export', 'attestations', '--format', 'json'], { DATA_DIR: zoned.dataDir, ...env })).stdout) as AttestationRecord[];
    expect(json.map((row) => row.submittedDatetime)).toEqual([
      '2026-01-15T20:52:44.381Z',
      '2026-07-04T15:05:09-04:00',
      '2026-11-01T08:30:00.000Z',
      '2026-11-01T09:30:00.000Z',
    ]);
    const stored = await (await zoned.store()).listSubmissions('attestation');
    rows.slice(1).forEach((row, index) => {
      expect(row[1]).toMatch(/ -0[45]:00$/);
      expect(csvTimeInstant(row[1])).toBe(toTheSecond(stored[index]?.receivedAt));
    });
  });

  it('an unknown PLAN_TIME_ZONE stops the command with exit 3 and the setting named', async () => {
    const result = await zoned.run(['export', 'tgi'], { DATA_DIR: zoned.dataDir, PLAN_TIME_ZONE: 'Pacific/Nowhere' });
    expect(result).toEqual({
      code: 3,
      stdout: '',
      stderr: 'Invalid configuration: PLAN_TIME_ZONE must be a time zone name such as America/Los_Angeles or America/New_York (got "Pacific/Nowhere")\n',
    });
  });
});

describe('export usage errors', () => {
  it.each<[string[], RegExp]>([
    [['export'], /^Missing argument: export attestations\|contacts\|tgi\./],
    [['export', 'members'], /^Unknown export "members": use attestations, contacts or tgi\./],
    [['export', 'tgi', '--format', 'xlsx'], /^--format must be csv or json\./],
    [['export', 'tgi', '--format'], /^Option --format needs a value\./],
    [['export', 'tgi', '--since', '2026-02-30'], /^--since must be a date/],
    [['export', 'tgi', '--since', 'last week'], /^--since must be a date/],
    [['export', 'attestations', '--history'], /^--history applies to the contacts and tgi exports only\./],
    [['export', 'tgi', '--history=yes'], /^Option --history takes no value\./],
    [['export', 'tgi', '--verbose'], /^Unknown option "--verbose"\./],
    [['export', 'tgi', '--out', 'a.csv', '--out', 'b.csv'], /^Option --out is given twice\./],
    [['export', 'tgi', 'contacts'], /^Too many arguments/],
  ])('%j exits 2 with a message and the export\'s own usage, not the whole help', async (argv, message) => {
    const result = await admin.run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('\n\nUsage: npm run admin -- export\n  export attestations|contacts|tgi');
    expect(result.stderr).not.toContain('webhooks add');
    expect(result.stderr.endsWith('npm run admin -- help shows every command.\n')).toBe(true);
  });
});
