// The preferred contact rules of docs/validation.md and which of its alerts heads the error summary.
import { contactAlert, contactNeedsMobile, validateContactForm } from '../../../src/features/contact/contactValidation';
import { fillIn, translateWith } from '../../../src/domain/text';
import type { ContactFormValues } from '../../../src/features/contact/contactSlice';
import { SAMPLE_CONTACT_RECORD } from '../../../support/sampleRecords';

const VALID: ContactFormValues = SAMPLE_CONTACT_RECORD;

const SELECT_ONE = 'Select atleast one contact me option';
const ENTER_MOBILE = 'Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls';

/** A Translate that marks every text it says, so a message that did not go through it shows as it is. */
const marked = translateWith('xx', (english, values) => `«${fillIn(english, values)}»`);

it('accepts a complete form', () => {
  expect(validateContactForm(VALID)).toEqual({});
});

it.each([
  ['firstName', 'First Name is required.'],
  ['lastName', 'Last Name is required.'],
  ['memberId', 'Member ID is required.'],
  ['emailAddress', 'Email Address is required.'],
] as const)('requires %s, blanks included', (name, message) => {
  expect(validateContactForm({ ...VALID, [name]: '' })).toEqual({ [name]: message });
  expect(validateContactForm({ ...VALID, [name]: '   ' })).toEqual({ [name]: message });
  expect(validateContactForm({ ...VALID, [name]: undefined })).toEqual({ [name]: message });
});

it('names the limit instead of cutting a long value', () => {
  expect(validateContactForm({ ...VALID, firstName: 'A'.repeat(101) })).toEqual({ firstName: 'First Name must be at most 100 characters.' });
  expect(validateContactForm({ ...VALID, memberId: '1'.repeat(51) })).toEqual({ memberId: 'Member ID must be at most 50 characters.' });
  expect(validateContactForm({ ...VALID, firstName: 'A'.repeat(100) })).toEqual({});
});

it.each(['ada', 'ada@', 'ada@example', 'ada example@x.org', '@example.org'])("'%s' is an Invalid Email Address.", (emailAddress) => {
  expect(validateContactForm({ ...VALID, emailAddress })).toEqual({ emailAddress: 'Invalid Email Address.' });
});

it('trims the email before checking it', () => {
  expect(validateContactForm({ ...VALID, emailAddress: '  ada@example.org ' })).toEqual({});
});

describe('the mobile number (docs/states.md)', () => {
  it.each(['isText', 'isPreRecordedCall', 'isPhone'] as const)('is required when %s is chosen', (choice) => {
    const values = { ...VALID, isEmail: false, isText: false, [choice]: true, mobileNumber: '' };
    expect(contactNeedsMobile(values)).toBe(true);
    expect(validateContactForm(values)).toEqual({ mobileNumber: 'Mobile Phone Number is required.' });
  });

  it('is optional with Emails alone', () => {
    const values = { ...VALID, isText: false, mobileNumber: '' };
    expect(contactNeedsMobile(values)).toBe(false);
    expect(validateContactForm(values)).toEqual({});
  });

  it('must fill the (000) 000-0000 mask when given, required or not', () => {
    const message = 'Enter all 10 digits of the Mobile Phone Number, like (916) 555-0100.';
    expect(validateContactForm({ ...VALID, mobileNumber: '(562) 555-01__' })).toEqual({ mobileNumber: message });
    expect(validateContactForm({ ...VALID, isText: false, mobileNumber: '(562) 5' })).toEqual({ mobileNumber: message });
  });
});

it('needs at least one choice: the form-wide error', () => {
  const none = { ...VALID, isEmail: false, isText: false, isPreRecordedCall: false, isPhone: false };
  expect(validateContactForm(none)).toEqual({ _error: 'Choose at least one way for us to contact you.' });
  expect(validateContactForm({ ...none, isEmail: undefined })).toEqual({ _error: 'Choose at least one way for us to contact you.' });
});

describe("the summary's alert, in docs/validation.md's order", () => {
  it("no choice: 'Invalid Data!' / select at least one, even with other errors", () => {
    expect(contactAlert({})).toEqual({ title: 'Invalid Data!', message: SELECT_ONE });
    expect(contactAlert({ ...VALID, isEmail: false, isText: false, emailAddress: 'x' })).toEqual({ title: 'Invalid Data!', message: SELECT_ONE });
  });

  it("text, pre-recorded call or phone without a mobile number: 'Invalid Data!' / enter the mobile number (two spaces kept)", () => {
    const alert = contactAlert({ ...VALID, mobileNumber: '' });
    expect(alert).toEqual({ title: 'Invalid Data!', message: ENTER_MOBILE });
    expect(alert.message).toContain('Enter  Mobile');
    expect(contactAlert({ ...VALID, isText: false, isPhone: true, mobileNumber: '  ' }).message).toBe(ENTER_MOBILE);
  });

  it("anything else: 'Missing Information' with the generic message", () => {
    expect(contactAlert({ ...VALID, emailAddress: 'x' })).toEqual({
      title: 'Missing Information',
      message: 'You have entered invalid or incomplete information. Please correct any errors and try again.',
    });
    expect(contactAlert({ ...VALID, isText: false, mobileNumber: '' }).title).toBe('Missing Information');
  });
});

describe('in another language', () => {
  it('says every message, and the labels in it, in the language of the Translate it is given', () => {
    expect(validateContactForm({ isText: true }, marked)).toEqual({
      firstName: '««First Name» is required.»',
      lastName: '««Last Name» is required.»',
      memberId: '««Member ID» is required.»',
      emailAddress: '««Email Address» is required.»',
      mobileNumber: '««Mobile Phone Number» is required.»',
    });
    expect(validateContactForm({ ...VALID, emailAddress: 'ada@example', mobileNumber: '(562) 555' }, marked)).toEqual({
      emailAddress: '«Invalid Email Address.»',
      mobileNumber: '«Enter all 10 digits of the Mobile Phone Number, like (916) 555-0100.»',
    });
    expect(validateContactForm({ ...VALID, memberId: '1'.repeat(51), isEmail: false, isText: false }, marked)).toEqual({
      memberId: '««Member ID» must be at most 50 characters.»',
      _error: '«Choose at least one way for us to contact you.»',
    });
  });

  it('picks its alert in English, which the page says in its language', () => {
    expect(contactAlert({ ...VALID, isEmail: false, isText: false })).toEqual({ title: 'Invalid Data!', message: SELECT_ONE });
  });
});
