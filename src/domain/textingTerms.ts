// The texting program's terms and conditions of docs/screens.md and the agreement statement above Submit, versioned: the
// server stores the version a member read with each consent, and records both texts under it
// (server/consent/termsRegistry.ts), so any change to these words, in any language, must come with a new version for
// that language.
import { TEXTING_GUARDIAN_PERMISSION_AGES, TEXTING_MINIMUM_AGE } from './constants';
import { SOURCE_LANGUAGE } from './language';
import { formatPhone } from './phone';
import { isPlanLinkTarget, type PortalConfig } from './portalConfig';
import { en, inEnglish, type Translate } from './text';

/** The English terms' version. */
export const TEXTING_TERMS_VERSION = '2026-11-25';

/**
 * Each language's terms are a text of their own, with a version of their own (docs/languages.md): a member who read
 * the Spanish terms consented to those words. A new translation, or a changed one, is a new version here.
 */
export const TEXTING_TERMS_VERSIONS: Readonly<Record<string, string>> = {
  [SOURCE_LANGUAGE]: TEXTING_TERMS_VERSION,
  // Not '2026-11-25-es': development databases recorded that version with the text before the carriers' disclosure.
  es: '2026-11-25-es.2',
};

/** The version of the terms a member reading the portal in this language is shown. */
export function textingTermsVersion(language: string): string {
  return TEXTING_TERMS_VERSIONS[language] ?? `${TEXTING_TERMS_VERSION}-${language}`;
}

export const TEXTING_TERMS_TITLE = en('Text Messaging Terms and Conditions');

/**
 * A paragraph with a link in it: `<link>…</link>` marks the words the link wraps, as src/components/TextWithElements.tsx
 * reads them, so a translator can put the link where the language needs it.
 */
export interface LinkedParagraph {
  text: string;
  href: string;
}

/** A paragraph of the terms or of the agreement: plain text, or a sentence with a link. */
export type TermsParagraph = string | LinkedParagraph;

export interface TermsSection {
  heading: string;
  paragraphs: TermsParagraph[];
}

export interface TermsContext {
  planName: string;
  supportPhone: string;
  address: string;
  /** The plan's privacy notice: linked only when isPlanLinkTarget accepts it, as the footer does. */
  privacyNotice?: string;
}

/**
 * What the terms and the agreement are made from, taken from the plan's configuration in one place: the form and the
 * server's recorded text (server/consent/termsRegistry.ts) must be made from the same details, or the hash kept with
 * a consent would not be of the words the member read.
 */
export function termsContext(config: Pick<PortalConfig, 'planName' | 'contact' | 'links'>): TermsContext {
  return {
    planName: config.planName,
    supportPhone: config.contact.supportPhone,
    address: config.contact.address,
    privacyNotice: config.links.privacyNotice,
  };
}

const LINK = /<link>(.*?)<\/link>/s;

/**
 * A paragraph as plain text, as the server records it: a link's words followed by its address in brackets, so the
 * recorded text says where the link went ("privacy notice (https://…)").
 */
export function termsParagraphText(paragraph: TermsParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.text.replace(LINK, (_whole, words: string) => `${words} (${paragraph.href})`);
}

/** The privacy notice's address when the plan published one the portal may link to (the footer's rule). */
function privacyNoticeOf({ privacyNotice }: TermsContext): string | undefined {
  return privacyNotice && isPlanLinkTarget(privacyNotice) ? privacyNotice : undefined;
}

/**
 * The terms as headed sections in tr's language; "the plan" is the configured plan (docs/readings.md). Besides the
 * spec's points (STOP, the ages, no charge, the disclaimers, the help contact), they say in plain words what mobile
 * carriers look for in a texting program's terms (the CTIA's messaging principles): the program's name, that message
 * frequency varies, that message and data rates may apply, HELP and STOP, and the plan's privacy notice.
 */
export function textingTerms(context: TermsContext, tr: Translate = inEnglish): TermsSection[] {
  const { planName, supportPhone, address } = context;
  const phone = formatPhone(supportPhone) ?? supportPhone;
  const { from, to } = TEXTING_GUARDIAN_PERMISSION_AGES;
  const privacyNotice = privacyNoticeOf(context);
  return [
    {
      heading: tr('The text messaging program'),
      paragraphs: [
        tr(
          'When you choose Text Messages, you sign up for the {planName} text messaging program. We may send text messages about your benefits, services, appointments, reminders and plan notices to the mobile phone number you give us. Message frequency varies.',
          { planName },
        ),
      ],
    },
    {
      heading: tr('How to stop'),
      paragraphs: [
        tr(
          'Reply STOP to stop. You can send STOP in reply to any message from us, at any time. We will send one message to confirm that you have opted out, and no more after that. To join again, fill in this form again.',
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
          'There is no charge from {planName} for this program. Message and data rates may apply: your mobile carrier may charge you for text messages, and your mobile phone plan has the details.',
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
    // Only with an address to link: a section pointing at a notice the member cannot open would say nothing.
    ...(privacyNotice
      ? [
          {
            heading: tr('Your privacy'),
            paragraphs: [{ text: tr('The {planName} <link>privacy notice</link> says how we use and protect your information.', { planName }), href: privacyNotice }],
          },
        ]
      : []),
    {
      heading: tr('Help with text messages'),
      paragraphs: [
        tr('Reply HELP for help. You can send HELP in reply to any message from us, or call Member Services at {phone}. You can also write to us at {planName}, {address}.', {
          phone,
          planName,
          address,
        }),
      ],
    },
  ];
}

/**
 * The statement above Submit that the member agrees to, in tr's language: the consent itself, then what a member who
 * chose texts is signing up for, in the words carriers expect next to the button (the program's name, message
 * frequency, rates, HELP and STOP), then the plan's privacy notice when it has one. The server records it with the
 * terms (server/consent/termsRegistry.ts): it is part of what the member agreed to.
 */
export function textingAgreement(context: TermsContext, tr: Translate = inEnglish): TermsParagraph[] {
  const { planName } = context;
  const privacyNotice = privacyNoticeOf(context);
  return [
    tr(
      'By selecting Submit, I agree to the Text Messaging Terms and Conditions above, and I consent to receive information and notices from {planName} by the methods I chose.',
      { planName },
    ),
    tr(
      'If I chose Text Messages, I will receive messages from the {planName} text messaging program. Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to stop.',
      { planName },
    ),
    ...(privacyNotice ? [{ text: tr('Read our <link>privacy notice</link>.'), href: privacyNotice }] : []),
  ];
}
