// The emails' words (issue 36, server/mail/messages.ts), in English, marked for the `mail` catalog: a catalog of its
// own that no page loads, only the server's catalogs (src/locales/catalogs.ts). Ours: the spec gives no email.
// Plain {name} placeholders only, as the server's Translate fills in (server/languages.ts).
import { en } from './text';

/** The email that asks a member to confirm the address the preferred contact form gave. */
export const CONFIRM_EMAIL_TEXTS = {
  subject: en('Confirm your email address for {planName}'),
  whoAsked: en('Someone, we hope you, asked {planName} to contact you at this email address, on the preferred contact form (reference {reference}).'),
  howToConfirm: en('To confirm, open this link and select Confirm my email address:'),
  /** The link's words in the HTML body: the button the confirmation page shows. */
  linkText: en('Confirm my email address'),
  until: en('The link works until {expiresAt}. Until you confirm, we do not use this address.'),
  notYou: en(
    'If this was not you, you do not need to do anything: we will not use this address. To tell us, call {planName} at {phone} (TTY {tty}). Hours: {hours}.',
  ),
} as const;

/** The notice sent to a member's confirmed email when someone asks to change their email address or mobile number. */
export const CONTACT_CHANGE_TEXTS = {
  subject: en('A change to how {planName} contacts you'),
  whatHappened: en(
    'On {requestedAt}, we received a request on the preferred contact form to change the email address or mobile number {planName} uses to contact you.',
  ),
  ifYou: en('If this was you, you do not need to do anything.'),
  notYou: en(
    'If this was not you, call {planName} at {phone} (TTY {tty}). Hours: {hours}. The change does not take effect unless the new email address or mobile number is confirmed.',
  ),
  noAnswers: en('This message holds none of the answers given on the form.'),
} as const;

/**
 * The receipt a person asks for on a form (issue 36): what was received, when, and what happens next, with no answer
 * in it. A consent's channels and what it waits for are restated, being the member's own choice.
 */
export const RECEIPT_TEXTS = {
  subject: en('We received your form: {formName}'),
  received: en('{planName} received your form, “{formName}”, on {receivedAt}. Your reference number is {reference}.'),
  /** A consent's channels, as a list's items: "We will contact you only in the ways you chose: emails and phone calls." */
  channels: {
    email: en('emails'),
    text: en('text messages'),
    prerecorded: en('pre-recorded calls'),
    phone: en('phone calls'),
  },
  contactChosen: en('We will contact you only in the ways you chose: {channels}.'),
  // One sentence per case, not one with "or": a consent that names a new email and a new number waits for both.
  awaitingEmail: en(
    'Your choices ({channels}) take effect once you confirm your new email address: select the link in the email we sent you within {days} days. Until then, we keep contacting you as before.',
  ),
  awaitingMobile: en(
    'Your choices ({channels}) take effect once you confirm your new mobile number: reply YES to our text message within {days} days. Until then, we keep contacting you as before.',
  ),
  awaitingBoth: en(
    'Your choices ({channels}) take effect once you confirm both your new email address and your new mobile number: select the link in the email we sent you, and reply YES to our text message, within {days} days. Until then, we keep contacting you as before.',
  ),
  changeOrStop: en(
    'To change how we contact you, fill in the preferred contact form again. To stop text messages, reply STOP to any text from us. To stop any of these, you can also call {planName} at {phone} (TTY {tty}).',
  ),
  tgiNext: en(
    'We use your answer to keep the provider directory up to date. If we need to confirm a change, we contact you at the details the plan already has for you.',
  ),
  attestationNext: en('We have recorded your attestation. You do not need to do anything else.'),
  noCopy: en('This email holds no copy of your answers. Keep your reference number: it is how we find your form.'),
  memberServices: en('Member services: {phone}'),
  phone: en('Phone: {phone}'),
  tty: en('TTY: {tty}'),
  hours: en('Hours: {hours}'),
} as const;
