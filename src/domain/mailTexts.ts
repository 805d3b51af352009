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
