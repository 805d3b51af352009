// Admin CLI exports: columns in spec order, CSV that is safe in a spreadsheet, JSON, --since, --history, --out.
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, UTF8_BOM } from '../../../server/admin/csv';
import type { FormKind } from '../../../server/store/types';
import type { AttestationRecord } from '../../../src/domain/apiContract';
import { STATE_TRAINING_TITLE, validateAttestationRecord } from '../../../src/domain/attestation';
import { TEXTING_TERMS_VERSION, validatePreferredContactRecord, type PreferredContactRecord } from '../../../src/domain/contact';
import { textingTermsVersion } from '../../../src/domain/textingTerms';
import { validateTgiSurveyRecord, type TgiSurveyRecord } from '../../../src/domain/tgi';
import { adminHarness, type AdminHarness } from './adminHarness';

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
  'language',
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
  'termsVersion',
  'consentedAt',
  'language',
];
const TGI_COLUMNS = [
  'reference',
  'receivedAt',
  'providerLastName',
  'providerFirstName',
  'individualNPI',
  'isValidNPI',
  'isGenderAffirmingServicesOffered',
  'fullNameOfPersonCompletingSurvey',
  'titleOfPersonCompletingSurvey',
  'email',
  'phoneNumber',
  'dateSubmitted',
  'language',
];

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
  return (await admin.store()).saveSubmission(kind, record as Record<string, unknown>, options);
}

describe('export with no submissions', () => {
  it.each<[string, string[]]>([
    ['attestations', ATTESTATION_COLUMNS],
    ['contacts', CONTACT_COLUMNS],
    ['tgi', TGI_COLUMNS],
  ])('%s: CSV is the header alone, JSON an empty array', async (name, columns) => {
    const csv = await admin.run(['export', name]);
    expect(csv).toEqual({ code: 0, stdout: `${UTF8_BOM}${columns.join(',')}\r\n`, stderr: '' });
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

  it('attestations CSV: spec columns, each submission, formula cells prefixed (after a ; too), every cell quoted', async () => {
    const result = await admin.run(['export', 'attestations']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const rows = readCsv(result.stdout);
    expect(rows[0]).toEqual(ATTESTATION_COLUMNS);
    expect(rows).toHaveLength(3);
    const [, plain, hostile] = rows as [string[], string[], string[]];
    const all = await (await admin.store()).listSubmissions('attestation');
    expect(plain).toEqual([
      saved.attestation1?.reference,
      all[0]?.receivedAt,
      'Ada',
      'Lovelace',
      '1234567893',
      'Yes',
      'MD',
      'Clinic Ü',
      '2026-03-01T10:00:00.000Z',
      STATE_TRAINING_TITLE,
      'en',
    ]);
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
    expect(result.stdout).toContain(`,"Ada","Lovelace","1234567893","Yes","MD","Clinic Ü","2026-03-01T10:00:00.000Z","${STATE_TRAINING_TITLE}","en"\r\n`);
    expect(result.stdout.split('\r\n')).toHaveLength(4);
  });

  it('contacts CSV: member IDs and phones quoted as text (leading zeros kept), booleans, then the terms version and the time of consent', async () => {
    const result = await admin.run(['export', 'contacts']);
    const rows = readCsv(result.stdout);
    const [first] = await (await admin.store()).listSubmissions('contact');
    expect(rows[0]).toEqual(CONTACT_COLUMNS);
    expect(rows[1]?.slice(2)).toEqual([
      'Zoë',
      'Núñez',
      '000123456789',
      'zoe@example.org',
      '(555) 010-0199',
      'true',
      'true',
      'false',
      'false',
      TEXTING_TERMS_VERSION,
      first?.receivedAt,
      'en',
    ]);
    expect(rows[2]?.slice(2, 7)).toEqual(['Bo', 'Núñez', "'-0042", 'zoe@example.org', '']);
    expect(rows[2]?.slice(11, 12)).toEqual([textingTermsVersion('es')]);
    expect(rows[2]?.at(-1)).toBe('es');
    expect(result.stdout).toContain(`,"Zoë","Núñez","000123456789","zoe@example.org","(555) 010-0199","true","true","false","false","2026-11-01","${first?.receivedAt}","en"\r\n`);
    expect(result.stdout).toContain(`,"Bo","Núñez","'-0042","zoe@example.org","","true","false","false","false",`);
  });

  it('JSON: the same columns with their JSON types and nothing changed (no formula prefix)', async () => {
    const result = await admin.run(['export', 'contacts', '--format=json']);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(parsed).toHaveLength(2);
    expect(Object.keys(parsed[0] ?? {})).toEqual(CONTACT_COLUMNS);
    expect(parsed[0]).toMatchObject({ reference: saved.contact1?.reference, ...contact(), termsVersion: TEXTING_TERMS_VERSION });
    // The time of consent is the time the Submit was stored.
    expect(parsed[0]?.consentedAt).toBe(parsed[0]?.receivedAt);
    expect(parsed[1]).toMatchObject({ memberId: '-0042', isText: false, mobileNumber: '' });

    const attestations = JSON.parse((await admin.run(['export', 'attestations', '--format', 'json'])).stdout) as Record<string, unknown>[];
    expect(Object.keys(attestations[0] ?? {})).toEqual(ATTESTATION_COLUMNS);
    expect(attestations[1]?.firstName).toBe('=HYPERLINK("http://evil.example","click")');
  });

  it('TGI: the current (latest) answer per NPI by default, every response with --history', async () => {
    const current = readCsv((await admin.run(['export', 'tgi'])).stdout);
    expect(current[0]).toEqual(TGI_COLUMNS);
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

describe('export usage errors', () => {
  it.each<[string[], RegExp]>([
    [['export'], /^Missing argument: export attestations\|contacts\|tgi\./],
    [['export', 'members'], /^Unknown export "members": use attestations, contacts or tgi\./],
    [['export', 'tgi', '--format', 'xlsx'], /^--format must be csv or json\./],
    [['export', 'tgi', '--format'], /^Option --format needs a value\./],
    [['export', 'tgi', '--since', '2026-02-30'], /^--since must be a date/],
    [['export', 'tgi', '--since', 'last week'], /^--since must be a date/],
    [['export', 'contacts', '--history'], /^--history applies to the tgi export only\./],
    [['export', 'tgi', '--history=yes'], /^Option --history takes no value\./],
    [['export', 'tgi', '--verbose'], /^Unknown option "--verbose"\./],
    [['export', 'tgi', '--out', 'a.csv', '--out', 'b.csv'], /^Option --out is given twice\./],
    [['export', 'tgi', 'contacts'], /^Too many arguments/],
  ])('%j exits 2 with a message and the usage', async (argv, message) => {
    const result = await admin.run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('\n\nUsage: npm run admin -- <command>');
  });
});
