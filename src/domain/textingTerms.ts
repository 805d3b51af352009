// The texting program's terms and conditions of docs/screens.md, versioned: the server stores the version a member read
// with each consent, so any change to these words, in any language, must come with a new version for that language.
import { TEXTING_GUARDIAN_PERMISSION_AGES, TEXTING_MINIMUM_AGE } from './constants';
import { SOURCE_LANGUAGE } from './language';
import { formatPhone } from './phone';
import { en, inEnglish, type Translate } from './text';

/** The English terms' version. */
export const TEXTING_TERMS_VERSION = '2026-11-01';

/**
 * Each language's terms are a text of their own, with a version of their own (docs/languages.md): a member who read
 * the Spanish terms consented to those words. A new translation, or a changed one, is a new version here.
 */
export const TEXTING_TERMS_VERSIONS: Readonly<Record<string, string>> = {
  [SOURCE_LANGUAGE]: TEXTING_TERMS_VERSION,
  es: '2026-11-25-es',
};

/** The version of the terms a member reading the portal in this language is shown. */
export function textingTermsVersion(language: string): string {
  return TEXTING_TERMS_VERSIONS[language] ?? `${TEXTING_TERMS_VERSION}-${language}`;
}

export const TEXTING_TERMS_TITLE = en('Text Messaging Terms and Conditions');

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsContext {
  planName: string;
  supportPhone: string;
  address: string;
}

/** The terms as headed sections in tr's language; "the plan" is the configured plan (docs/readings.md). */
export function textingTerms({ planName, supportPhone, address }: TermsContext, tr: Translate = inEnglish): TermsSection[] {
  const phone = formatPhone(supportPhone) ?? supportPhone;
  const { from, to } = TEXTING_GUARDIAN_PERMISSION_AGES;
  return [
    {
      heading: tr('The text messaging program'),
      paragraphs: [
        tr(
          'When you choose Text Messages, {planName} may send text messages about your benefits, services, appointments, reminders and plan notices to the mobile phone number you give us. How often we send messages varies.',
          { planName },
        ),
      ],
    },
    {
      heading: tr('How to stop'),
      paragraphs: [
        tr(
          'You can opt out at any time: text STOP in reply to any message from us. We will send one message to confirm that you have opted out, and no more after that. To join again, fill in this form again.',
        ),
      ],
    },
    {
      heading: tr('Who can sign up'),
      paragraphs: [
        tr(
          'You must be {minimumAge} years of age or older to take part. If you are {from} to {to} years old, you must have permission from your parent or guardian before you sign up.',
          { minimumAge: TEXTING_MINIMUM_AGE, from, to },
        ),
      ],
    },
    {
      heading: tr('Cost'),
      paragraphs: [
        tr(
          'There is no charge from {planName} for this program. Message and data rates from your mobile carrier may apply; your mobile phone plan has the details.',
          { planName },
        ),
      ],
    },
    {
      heading: tr('Disclaimers'),
      paragraphs: [
        tr(
          'Mobile carriers are not liable for delayed or undelivered messages. Messages may not arrive if your phone is off, out of range or unable to receive text messages.',
        ),
        tr(
          'Text messages are not encrypted, and anyone who can use your phone may read them. Do not send us medical or personal information by text message.',
        ),
        tr('Text messages are not for emergencies. In an emergency, call 911.'),
        tr('{planName} may change or end this program at any time. We will tell you by text message before we do.', { planName }),
      ],
    },
    {
      heading: tr('Help with text messages'),
      paragraphs: [
        tr('Text HELP in reply to any message from us, or call Member Services at {phone}. You can also write to us at {planName}, {address}.', {
          phone,
          planName,
          address,
        }),
      ],
    },
  ];
}
