// The emails of confirmed consent (issue 36), as pure functions: a subject, a plain-text body and an HTML body in the
// member's language, from the plan's own details. They never hold a member's answers, name, member ID or number:
// nothing of the kind is a parameter here, and a mailbox is not a safe place for them (docs/privacy.md).
import { formatPhone } from '../../src/domain/phone';
import { CONFIRMATION_TTL_DAYS, type ContactPoint } from '../../src/domain/contactConfirmation';
import { CONFIRM_EMAIL_TEXTS, CONTACT_CHANGE_TEXTS, RECEIPT_TEXTS } from '../../src/domain/mailTexts';
import type { Translate } from '../../src/domain/text';
import { serverTranslate } from '../languages';

/** What the plan's configuration says of itself in an email; `hours` already in the message's language. */
export interface MailPlan {
  planName: string;
  supportPhone: string;
  ttyPhone: string;
  hours: string;
  timeZone: string;
  /** The plan's postal address on one line; '' when it has none, and the receipt leaves it out. */
  address: string;
  /** The plan's main number, which a provider's receipt gives; '' when it has none, and the support number is given. */
  mainPhone: string;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * One paragraph of a body, the confirmation link (on its own line in the text, an anchor in the HTML), or short lines
 * kept together (the plan's contact block, as on a letter).
 */
type Block = { paragraph: string } | { link: string; linkText: string } | { lines: readonly string[] };

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The link as its canonical URL, http or https only: a `javascript:` or `data:` link in a member's mailbox would be
 * an attack, and the canonical form keeps a stray newline or space from breaking the link's own line.
 */
function webLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('The confirmation link is not a URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The confirmation link must be an http or https URL.');
  return url.href;
}

/**
 * A date and time where the plan is, in the message's language, with the zone's short name ("December 5, 2026 at
 * 9:00 AM PST"): the member reads it in their mailbox, wherever the server runs. dateStyle cannot take a zone name,
 * so the name comes from a second format.
 */
function formatInstant(instant: Date, language: string, timeZone: string): string {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h12', timeZone }).format(instant);
  const zone = new Intl.DateTimeFormat(language, { timeZoneName: 'short', timeZone }).formatToParts(instant).find((part) => part.type === 'timeZoneName');
  return zone ? `${dateTime} ${zone.value}` : dateTime;
}

/** The text's direction for the language; a plan's threshold languages may include right-to-left ones. */
function textDirection(language: string): 'ltr' | 'rtl' {
  // getTextInfo is in Node's V8 but not in TypeScript's ES2023 library.
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string } };
  return locale.getTextInfo?.().direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * A message from its blocks. The text is the primary body: paragraphs unwrapped (the mail client wraps them to its
 * width; hard breaks read badly on a phone), the link alone on its line. The HTML says the same, with no image,
 * script, stylesheet or other resource, so it shows the same offline and tracks nothing.
 */
function message(language: string, subject: string, blocks: readonly Block[]): MailMessage {
  // A header: whatever the plan's name holds, the subject stays on one line.
  const oneLineSubject = subject.replace(/\s+/g, ' ').trim();
  const text = blocks.map((block) => ('paragraph' in block ? block.paragraph : 'lines' in block ? block.lines.join('\n') : block.link)).join('\n\n');
  const body = blocks.map((block) => {
    if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
    if ('lines' in block) return `<p>${block.lines.map(escapeHtml).join('<br>\n')}</p>`;
    // The address is shown too, for clients that strip links.
    return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.linkText)}</a></p>\n<p>${escapeHtml(block.link)}</p>`;
  });
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}" dir="${textDirection(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(oneLineSubject)}</title>`,
    '</head>',
    '<body style="font-size: 16px; line-height: 1.5;">',
    `<h1 style="font-size: 20px;">${escapeHtml(oneLineSubject)}</h1>`,
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject: oneLineSubject, text: `${text}\n`, html };
}

/** The values every message's call-us sentence takes, from the plan. */
function planValues(plan: MailPlan) {
  return {
    planName: plan.planName,
    phone: formatPhone(plan.supportPhone) ?? plan.supportPhone,
    tty: formatPhone(plan.ttyPhone) ?? plan.ttyPhone,
    // The sentences end with their own full stop: hours that end with one ("8 a. m. a 5 p. m.") would say two.
    hours: plan.hours.trim().replace(/\.$/, ''),
  };
}

/** Asks the person at a new email address to confirm it (docs/consent.md#confirming-a-new-email-or-number). */
export function confirmEmailMessage(
  plan: MailPlan,
  input: { language: string; link: string; expiresAt: Date; reference: string },
): MailMessage {
  const link = webLink(input.link);
  // The language asked for when the build has its catalog, else English: words, dates and lang agree.
  const tr = serverTranslate(input.language);
  const values = planValues(plan);
  return message(tr.language, tr(CONFIRM_EMAIL_TEXTS.subject, values), [
    { paragraph: tr(CONFIRM_EMAIL_TEXTS.whoAsked, { ...values, reference: input.reference }) },
    { paragraph: tr(CONFIRM_EMAIL_TEXTS.howToConfirm) },
    { link, linkText: tr(CONFIRM_EMAIL_TEXTS.linkText) },
    { paragraph: tr(CONFIRM_EMAIL_TEXTS.until, { expiresAt: formatInstant(input.expiresAt, tr.language, plan.timeZone) }) },
    { paragraph: tr(CONFIRM_EMAIL_TEXTS.notYou, values) },
    { paragraph: plan.planName },
  ]);
}

/**
 * Tells a member, at the email already confirmed, that someone asked to change their email address or mobile number,
 * so a change they did not ask for does not pass unseen.
 */
export function contactChangeNotice(plan: MailPlan, input: { language: string; requestedAt: Date }): MailMessage {
  const tr = serverTranslate(input.language);
  const values = planValues(plan);
  return message(tr.language, tr(CONTACT_CHANGE_TEXTS.subject, values), [
    { paragraph: tr(CONTACT_CHANGE_TEXTS.whatHappened, { ...values, requestedAt: formatInstant(input.requestedAt, tr.language, plan.timeZone) }) },
    { paragraph: tr(CONTACT_CHANGE_TEXTS.ifYou) },
    { paragraph: tr(CONTACT_CHANGE_TEXTS.notYou, values) },
    { paragraph: tr(CONTACT_CHANGE_TEXTS.noAnswers) },
    { paragraph: plan.planName },
  ]);
}

export type ReceiptKind = 'contact' | 'tgi' | 'attestation';
export type ReceiptChannel = keyof typeof RECEIPT_TEXTS.channels;

/** The channels in the form's order, whatever order they are given in, each once. */
const RECEIPT_CHANNEL_ORDER: readonly ReceiptChannel[] = ['email', 'text', 'prerecorded', 'phone'];

/** What a consent's receipt says it waits for: none, one of its new contact points, or both. */
function awaitingText(awaiting: readonly ContactPoint[]): string | undefined {
  const email = awaiting.includes('email');
  const mobile = awaiting.includes('mobile');
  if (email && mobile) return RECEIPT_TEXTS.awaitingBoth;
  if (email) return RECEIPT_TEXTS.awaitingEmail;
  if (mobile) return RECEIPT_TEXTS.awaitingMobile;
  return undefined;
}

/** What happens next after a form of the kind, in the receipt's language. */
function receiptNext(tr: Translate, kind: ReceiptKind, values: ReturnType<typeof planValues>, consent: ReceiptInput['consent']): string[] {
  if (kind === 'tgi') return [tr(RECEIPT_TEXTS.tgiNext)];
  if (kind === 'attestation') return [tr(RECEIPT_TEXTS.attestationNext)];
  const chosen = RECEIPT_CHANNEL_ORDER.filter((channel) => consent?.channels.includes(channel));
  // A list in the language's own words and conjunction ("emails and phone calls", "correos electrónicos y …").
  const channels = new Intl.ListFormat(tr.language, { type: 'conjunction' }).format(chosen.map((channel) => tr(RECEIPT_TEXTS.channels[channel])));
  const awaiting = awaitingText(consent?.awaiting ?? []);
  const restated = awaiting ? tr(awaiting, { channels, days: CONFIRMATION_TTL_DAYS }) : tr(RECEIPT_TEXTS.contactChosen, { channels });
  // No channel to restate (a consent always names one): only how to change or stop.
  return [...(chosen.length > 0 ? [restated] : []), tr(RECEIPT_TEXTS.changeOrStop, values)];
}

export interface ReceiptInput {
  language: string;
  kind: ReceiptKind;
  /** The form's name in English, as marked with en() (e.g. the route heading or the attestation's form name): translated here with the server's Translate. */
  formName: string;
  reference: string;
  receivedAt: Date;
  /** A consent's restatement: the channels chosen, and what it still waits for (a new email or number to confirm). */
  consent?: { channels: readonly ReceiptChannel[]; awaiting: readonly ContactPoint[] };
}

/**
 * The receipt of a form, for a person who asked for one: the form, its reference, when it came, what happens next and
 * how to reach the plan. It holds no answer: a mailbox keeps what it is sent, and a receipt needs none.
 */
export function receiptMessage(plan: MailPlan, input: ReceiptInput): MailMessage {
  const tr = serverTranslate(input.language);
  const values = planValues(plan);
  // A route heading may name the plan ("{planName} forms").
  const formName = tr(input.formName, { planName: plan.planName });
  const receivedAt = formatInstant(input.receivedAt, tr.language, plan.timeZone);
  // A provider's receipt gives the plan's main number; a member's, member services.
  const mainPhone = formatPhone(plan.mainPhone) ?? plan.mainPhone;
  const phoneLine = input.kind === 'contact' ? tr(RECEIPT_TEXTS.memberServices, values) : tr(RECEIPT_TEXTS.phone, { phone: mainPhone || values.phone });
  const address = plan.address.trim();
  return message(tr.language, tr(RECEIPT_TEXTS.subject, { formName }), [
    { paragraph: tr(RECEIPT_TEXTS.received, { ...values, formName, receivedAt, reference: input.reference }) },
    ...receiptNext(tr, input.kind, values, input.consent).map((paragraph) => ({ paragraph })),
    { paragraph: tr(RECEIPT_TEXTS.noCopy) },
    { lines: [plan.planName, ...(address ? [address] : []), phoneLine, tr(RECEIPT_TEXTS.tty, values), tr(RECEIPT_TEXTS.hours, values)] },
  ]);
}
