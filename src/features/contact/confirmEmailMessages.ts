// Every text of the page the link in the contact form's email opens (issue 36), in one place so a plan can change them
// here. Ours: the spec has no such page. English marked for the contact form's catalog (the page is the form's): the page
// shows each in its language. Its h1, and the ready step's title, is the route table's CONFIRM_EMAIL_TITLE.
import type { ContactPoint, EmailConfirmationStep } from '../../domain/contactConfirmation';
import { en, inEnglish, type Translate } from '../../domain/text';

/** The ready step: what the button does, and the button (the words the email tells the member to select). */
export const CONFIRM_EMAIL_LEAD = en('Select Confirm my email address to confirm that {planName} may email you at this address.');
export const CONFIRM_EMAIL_BUTTON = en('Confirm my email address');

/** After the button, or a link used before: what the consent still waits for, or that it took effect. */
export const CONFIRMED_UP_TO_DATE = en('Your contact choices are now up to date. Reference: {reference}.');
export const CONFIRMED_AWAITING_MOBILE = en(
  'We are also waiting for you to confirm your mobile number: reply YES to the text message we sent you. Until then, we keep contacting you as before.',
);
export const CONFIRMED_REFERENCE = en('Reference: {reference}.');

/** A link that cannot confirm: `<link>…</link>` is the way back to the preferred contact form. */
export const EXPIRED_TEXT = en('Links work for {days} days. To confirm your email address, <link>fill in the preferred contact form again</link>.');
export const SUPERSEDED_TEXT = en('You sent the preferred contact form again after this one. Use the link in the most recent email we sent you.');
export const NOT_FOUND_TEXT = en(
  'Check that you copied the whole link from the email. If it still does not work, <link>fill in the preferred contact form again</link>.',
);

/** The steps that tell a result: every step but the ready one, whose news is the page's h1 and its button. */
export type ConfirmationResultStep = Exclude<EmailConfirmationStep, 'ready'>;

/** Each result's heading, and the tab's title while it shows (the ready step's is CONFIRM_EMAIL_TITLE). */
export const CONFIRMATION_RESULTS: Readonly<Record<ConfirmationResultStep, { heading: string; documentTitle: string }>> = {
  confirmed: { heading: en('Your email address is confirmed.'), documentTitle: en('Email address confirmed') },
  alreadyUsed: { heading: en('This link has already been used'), documentTitle: en('This link has already been used') },
  expired: { heading: en('This link has expired'), documentTitle: en('This link has expired') },
  superseded: { heading: en('This request was replaced'), documentTitle: en('This request was replaced') },
  notFound: { heading: en('This link is not valid'), documentTitle: en('This link is not valid') },
};

/**
 * What a confirmed address (or a link used before) says next, in tr's language, a paragraph each: the mobile number
 * still to confirm with the reference, or that the choices took effect.
 */
export function confirmedFollowUp(awaiting: readonly ContactPoint[], reference: string, tr: Translate = inEnglish): string[] {
  if (awaiting.includes('mobile')) return [tr(CONFIRMED_AWAITING_MOBILE), tr(CONFIRMED_REFERENCE, { reference })];
  return [tr(CONFIRMED_UP_TO_DATE, { reference })];
}
