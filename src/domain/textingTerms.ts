// The texting program's terms and conditions of docs/screens.md, versioned: the server stores the version a member saw
// with each consent, so any change to these words must come with a new TEXTING_TERMS_VERSION.
import { TEXTING_GUARDIAN_PERMISSION_AGES, TEXTING_MINIMUM_AGE } from './constants';
import { formatPhone } from './phone';

export const TEXTING_TERMS_VERSION = '2026-11-01';

export const TEXTING_TERMS_TITLE = 'Text Messaging Terms and Conditions';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsContext {
  planName: string;
  supportPhone: string;
  address: string;
}

/** The terms as headed sections; "the plan" is the configured plan (docs/readings.md). */
export function textingTerms({ planName, supportPhone, address }: TermsContext): TermsSection[] {
  const phone = formatPhone(supportPhone) ?? supportPhone;
  return [
    {
      heading: 'The text messaging program',
      paragraphs: [
        `When you choose Text Messages, ${planName} may send text messages about your benefits, services, appointments, reminders and plan notices to the mobile phone number you give us. How often we send messages varies.`,
      ],
    },
    {
      heading: 'How to stop',
      paragraphs: [
        'You can opt out at any time: text STOP in reply to any message from us. We will send one message to confirm that you have opted out, and no more after that. To join again, fill in this form again.',
      ],
    },
    {
      heading: 'Who can sign up',
      paragraphs: [
        `You must be ${TEXTING_MINIMUM_AGE} years of age or older to take part. If you are ${TEXTING_GUARDIAN_PERMISSION_AGES.from} to ${TEXTING_GUARDIAN_PERMISSION_AGES.to} years old, you must have permission from your parent or guardian before you sign up.`,
      ],
    },
    {
      heading: 'Cost',
      paragraphs: [
        `There is no charge from ${planName} for this program. Message and data rates from your mobile carrier may apply; your mobile phone plan has the details.`,
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'Mobile carriers are not liable for delayed or undelivered messages. Messages may not arrive if your phone is off, out of range or unable to receive text messages.',
        'Text messages are not encrypted, and anyone who can use your phone may read them. Do not send us medical or personal information by text message.',
        'Text messages are not for emergencies. In an emergency, call 911.',
        `${planName} may change or end this program at any time. We will tell you by text message before we do.`,
      ],
    },
    {
      heading: 'Help with text messages',
      paragraphs: [
        `Text HELP in reply to any message from us, or call Member Services at ${phone}. You can also write to us at ${planName}, ${address}.`,
      ],
    },
  ];
}
