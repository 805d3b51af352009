// The preferred-contact form's spec texts. Apart from contact.ts (the record's schema and the server's check) so the
// route table, which is in every page's first load, takes the form's title without the record's rules.
import { en } from './text';

/** Spec texts, verbatim with their quirks ("atleast", two spaces after "Enter"). */
export const CONTACT_MESSAGES = {
  invalidEmail: en('Invalid Email Address.'),
  selectOneOption: en('Select atleast one contact me option'),
  mobileRequired: en('Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls'),
  thanks: en('Thanks for providing preferred contact method'),
  formTitle: en('Member Preferred Method of Contact Consent Form'),
} as const;
