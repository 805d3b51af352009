// Confirmed consent (issue 36, docs/consent.md#confirming-a-new-email-or-number): what the server and the pages share
// about a consent that waits for its new contact points to be confirmed. Framework-free: the server, the page renderer
// and the contact form's screens read it.

/** A contact point a consent can name: its email address, or its mobile number. */
export type ContactPoint = 'email' | 'mobile';
export const CONTACT_POINTS: readonly ContactPoint[] = ['email', 'mobile'];

/** How long a confirmation may be given: the email's link, and the member's YES to the opt-in text. */
export const CONFIRMATION_TTL_DAYS = 7;

/**
 * The confirmation page's address (drawn by the server, a button that posts, so that a mail scanner's GET confirms
 * nothing). The link in the email carries the token in CONFIRM_TOKEN_PARAMETER; the page posts it back in the same name.
 */
export const CONFIRM_EMAIL_PATH = '/confirmemail';
export const CONFIRM_TOKEN_PARAMETER = 'token';

/**
 * Where the confirmation page stands, as the server draws it:
 * - `ready`: the link was opened; a button confirms (nothing is confirmed by opening the link);
 * - `confirmed`: the address is confirmed now; `awaiting` is what the consent still waits for (`mobile`: a YES reply to
 *   the plan's text), empty when the consent is now the member's current choice;
 * - `alreadyUsed`: the link was used before (its consent's state as `awaiting` says it then);
 * - `expired`: the link is older than CONFIRMATION_TTL_DAYS; the member sends the form again;
 * - `superseded`: a later form from the same member replaced this one;
 * - `notFound`: no such link (mistyped, cut short, or purged).
 */
export type EmailConfirmationOutcome =
  | { step: 'ready' }
  | { step: 'confirmed'; reference: string; awaiting: readonly ContactPoint[] }
  | { step: 'alreadyUsed'; reference: string; awaiting: readonly ContactPoint[] }
  | { step: 'expired' }
  | { step: 'superseded' }
  | { step: 'notFound' };

export type EmailConfirmationStep = EmailConfirmationOutcome['step'];
