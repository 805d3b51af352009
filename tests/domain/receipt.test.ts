// Issue 36, "A receipt for whoever asks": every form's record says whether its sender ticked "Email me a confirmation",
// the attestation's also where to send it; the descriptors name the field the server emails, and a plain HTML post
// carries the box as the app does.
import { serverTranslate } from '../../server/languages';
import type { AttestationRecord } from '../../src/domain/apiContract';
import { validateAttestationRecord } from '../../src/domain/attestation';
import { validatePreferredContactRecord } from '../../src/domain/contact';
import { formValuesFromPost } from '../../src/domain/formPost';
import { FORM_DESCRIPTORS, FORMS, type FormKind } from '../../src/domain/forms';
import { routeForPath } from '../../src/domain/routeTable';
import { validateTgiSurveyRecord } from '../../src/domain/tgi';
import { SAMPLE_ATTESTATION_RECORD, SAMPLE_CONTACT_RECORD, SAMPLE_TGI_RECORD } from '../../support/sampleRecords';

const SUBMITTED = '2026-11-21T16:05:00.000Z';
const attestation = (): AttestationRecord => ({ ...SAMPLE_ATTESTATION_RECORD, submittedDatetime: SUBMITTED, attestationFormName: 'DEI Provider Training Program' });

/** A record as a client that predates the box sends it: without the receipt's fields. */
function withoutReceipt(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'wantsReceipt' && name !== 'receiptEmail'));
}

describe('a record sent without the receipt box (a client that predates it)', () => {
  it('is taken, and read as not asking for a receipt', () => {
    expect(validatePreferredContactRecord(withoutReceipt(SAMPLE_CONTACT_RECORD))).toEqual({ ok: true, record: { ...SAMPLE_CONTACT_RECORD, wantsReceipt: false } });
    const survey = { ...SAMPLE_TGI_RECORD, dateSubmitted: SUBMITTED };
    expect(validateTgiSurveyRecord(withoutReceipt(survey))).toEqual({ ok: true, record: { ...survey, wantsReceipt: false } });
    expect(validateAttestationRecord(withoutReceipt(attestation()))).toEqual({ ok: true, record: { ...attestation(), wantsReceipt: false, receiptEmail: '' } });
  });

  it('with the box ticked on the contact form and the survey, is taken as it is: their own email box is the address', () => {
    expect(validatePreferredContactRecord({ ...SAMPLE_CONTACT_RECORD, wantsReceipt: true })).toMatchObject({ ok: true, record: { wantsReceipt: true } });
    expect(validateTgiSurveyRecord({ ...SAMPLE_TGI_RECORD, dateSubmitted: SUBMITTED, wantsReceipt: true })).toMatchObject({ ok: true, record: { wantsReceipt: true } });
  });

  it('with the box as anything but true or false, is refused', () => {
    expect(validatePreferredContactRecord({ ...SAMPLE_CONTACT_RECORD, wantsReceipt: 'yes' })).toEqual({ ok: false, errors: { wantsReceipt: 'Must be true or false.' } });
  });
});

describe("the attestation's receipt email", () => {
  const errorsIn = (language: string, input: unknown): Record<string, string> => {
    const result = validateAttestationRecord(input, serverTranslate(language));
    if (result.ok) throw new Error('expected the record to be refused');
    return result.errors;
  };

  it('is required once the box is ticked, in the language of the submission', () => {
    for (const missing of [{ receiptEmail: '' }, { receiptEmail: '   ' }, {}]) {
      const record = { ...withoutReceipt(attestation()), wantsReceipt: true, ...missing };
      expect(errorsIn('en', record)).toEqual({ receiptEmail: 'Email address is required.' });
      expect(errorsIn('es', record)).toEqual({ receiptEmail: 'El campo Dirección de correo electrónico es obligatorio.' });
    }
  });

  it('keeps to the survey’s email pattern and its 255 characters', () => {
    const ticked = { ...attestation(), wantsReceipt: true };
    expect(errorsIn('en', { ...ticked, receiptEmail: 'ada@example' })).toEqual({ receiptEmail: 'Enter an email address like name@example.org.' });
    expect(errorsIn('es', { ...ticked, receiptEmail: 'ada@example' })).toEqual({
      receiptEmail: 'Escriba una dirección de correo electrónico, por ejemplo nombre@example.org.',
    });
    expect(errorsIn('en', { ...ticked, receiptEmail: `${'a'.repeat(250)}@example.org` })).toEqual({ receiptEmail: 'Email address must be at most 255 characters.' });
    expect(validateAttestationRecord({ ...ticked, receiptEmail: ' ada@example.org ' })).toEqual({
      ok: true,
      record: { ...attestation(), wantsReceipt: true, receiptEmail: 'ada@example.org' },
    });
  });

  it('is dropped when the box is not ticked: no address is kept that nobody asked us to use', () => {
    expect(validateAttestationRecord({ ...attestation(), wantsReceipt: false, receiptEmail: 'ada@example.org' })).toEqual({ ok: true, record: attestation() });
    // Unread, so unchecked: an address that would be refused is dropped as well.
    expect(validateAttestationRecord({ ...attestation(), receiptEmail: 'not an address' })).toEqual({ ok: true, record: attestation() });
  });
});

describe('the form descriptors', () => {
  it('name the record field each receipt goes to: a text field of the record', () => {
    expect(Object.fromEntries(FORMS.map((form) => [form.kind, form.receiptEmailField]))).toEqual({ attestation: 'receiptEmail', contact: 'emailAddress', tgi: 'email' });
    for (const form of FORMS) {
      expect(form.record.fields[form.receiptEmailField]?.kind).toBe('string');
      expect(form.record.fields.wantsReceipt).toMatchObject({ kind: 'boolean', whenAbsent: false });
    }
  });

  /** The record a plain post of a form's page makes (src/domain/forms.ts `post`), from the fields the browser sends. */
  function postedRecord(kind: FormKind, path: string, fields: Record<string, string>): Record<string, unknown> {
    const { post } = FORM_DESCRIPTORS[kind];
    return post.record(formValuesFromPost(post.controls, fields), { isValidNPI: 'Yes', now: new Date(SUBMITTED), screen: routeForPath(path).screen });
  }

  const POSTS: readonly [FormKind, string, Record<string, string>][] = [
    ['contact', '/preferredcontact', { firstName: 'Ada', lastName: 'Lovelace', memberId: '000123', emailAddress: 'ada@example.org', isEmail: 'on' }],
    ['tgi', '/tgisurvey', { providerLastName: 'Lovelace', email: 'ada@example.org', isGenderAffirmingServicesOffered: 'Yes' }],
    ['attestation', '/childhood', { firstName: 'Ada', lastName: 'Lovelace', npiApplicable: 'on', title: 'MD', organization: 'Harbor Clinic', receiptEmail: '' }],
  ];

  it.each(POSTS)('carry the box of a plain post of the %s form, ticked (present) or not', (kind, path, fields) => {
    expect(FORM_DESCRIPTORS[kind].post.controls.wantsReceipt).toBe('checkbox');
    expect(postedRecord(kind, path, fields).wantsReceipt).toBe(false);
    expect(postedRecord(kind, path, { ...fields, wantsReceipt: 'on' }).wantsReceipt).toBe(true);
  });

  it("carry the attestation's email box, read only with the box ticked", () => {
    const [, path, fields] = POSTS[2] as (typeof POSTS)[number];
    expect(FORM_DESCRIPTORS.attestation.post.controls.receiptEmail).toBe('text');
    expect(postedRecord('attestation', path, { ...fields, wantsReceipt: 'on', receiptEmail: ' ada@example.org ' })).toMatchObject({ wantsReceipt: true, receiptEmail: 'ada@example.org' });
    expect(postedRecord('attestation', path, { ...fields, receiptEmail: 'ada@example.org' })).toMatchObject({ wantsReceipt: false, receiptEmail: '' });
  });
});
