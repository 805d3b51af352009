// Confirmed consent (issue 36, docs/consent.md#confirming-a-new-email-or-number): settling a consent once it is stored
// (what it waits for, and the messages that ask for it), and confirming an email address by the link sent to it. The
// rules are currentChoices.ts's; the API, the plain form post and the confirmation page call these.
import crypto from 'node:crypto';
import { CONFIRMATION_TTL_DAYS, type ContactPoint, type EmailConfirmationOutcome } from '../../src/domain/contactConfirmation';
import { memberKey } from '../../src/domain/memberId';
import type { PortalStore, StoredSubmission } from '../store/types';
import { CONSENT_FORM_KIND } from '../store/withdrawalRules';
import { awaitingOf, choiceBefore, consentMemberKey, contactNeeds, contactPointsOf, isSuperseded, memberChoice } from './currentChoices';

export interface ConfirmationContext {
  store: Pick<PortalStore, 'findSubmission' | 'consentsOfMember' | 'confirmations'>;
  /** SMTP is set (SMTP_URL): a new email address is sent a link; otherwise it counts at once, flagged unconfirmed. */
  emailConfirmation: boolean;
  now?: () => Date;
}

/** 256 random bits: unguessable, and written in the link as 43 URL-safe characters. */
const TOKEN_BYTES = 32;
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/** The hash a token is stored as (SHA-256, base64url): the link's token is never stored. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newEmailToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: tokenHash(token) };
}

const TTL_MS = CONFIRMATION_TTL_DAYS * 86_400_000;

async function memberHistory(context: Pick<ConfirmationContext, 'store'>, consent: StoredSubmission) {
  return context.store.consentsOfMember(CONSENT_FORM_KIND, consentMemberKey(consent));
}

/**
 * Settles a stored consent once (a repeat, from a replayed request or another instance, finds it settled): what it
 * waits for, its confirmations, the email with the link, the `consent.confirmation_requested` events, and the notice
 * to the member's confirmed email when new contact points are asked for. Returns what it waits for.
 */
export async function settleConsent(context: ConfirmationContext, submissionId: number, memberId?: string): Promise<ContactPoint[]> {
  const { store } = context;
  // The member's history holds the consent itself: read once, not twice (a save knows its member; the sweep does not).
  const known = memberId ?? (await store.findSubmission(CONSENT_FORM_KIND, submissionId))?.record.memberId;
  if (known === undefined) return [];
  const { consents, withdrawals } = await store.consentsOfMember(CONSENT_FORM_KIND, memberKey(String(known)));
  const consent = consents.find((candidate) => candidate.id === submissionId);
  if (consent === undefined) return [];
  if (consent.contactCheck != null) return awaitingOf(consent);
  const before = choiceBefore(consent, consents, withdrawals);
  // The SMS platform is asked about only for a new number: most consents need no look at the endpoints.
  const asIfAskable = contactNeeds(before, consent.record, { email: context.emailConfirmation, mobile: true });
  const hasSmsPlatform = asIfAskable.needs.includes('mobile') ? await store.confirmations.hasConsentEndpoint() : true;
  const { needs, unconfirmed } = contactNeeds(before, consent.record, { email: context.emailConfirmation, mobile: hasSmsPlatform });
  const points = contactPointsOf(consent.record);
  const at = (context.now ?? (() => new Date()))();
  const expiresAt = new Date(at.getTime() + TTL_MS);
  const confirmations = needs.map((point) => {
    const address = points[point] ?? '';
    if (point === 'mobile') return { point, address, expiresAt };
    const { token, hash } = newEmailToken();
    return { point, address, token, tokenHash: hash, expiresAt };
  });
  const noticeTo = needs.length > 0 && context.emailConfirmation ? before?.confirmed.emailConsent?.id : undefined;
  const settled = await store.confirmations.settle({
    submissionId: consent.id,
    memberKey: consentMemberKey(consent),
    check: { needs, unconfirmed },
    at,
    confirmations,
    ...(noticeTo !== undefined ? { noticeTo } : {}),
  });
  if (settled) return needs;
  // Settled meanwhile by another request: what that one decided.
  const now = await store.findSubmission(CONSENT_FORM_KIND, submissionId);
  return now ? awaitingOf(now) : [];
}

/**
 * Where a link stands, without changing anything (a GET, which a mail scanner may make): `ready` when a post would
 * confirm it. With `confirm`, a post: confirms it, and says what the consent still waits for.
 */
export async function emailConfirmation(context: ConfirmationContext, token: string | undefined, confirm: boolean): Promise<EmailConfirmationOutcome> {
  const { store } = context;
  if (token === undefined || !TOKEN_FORM.test(token)) return { step: 'notFound' };
  const confirmation = await store.confirmations.byTokenHash(tokenHash(token));
  const consent = confirmation && (await store.findSubmission(CONSENT_FORM_KIND, confirmation.submissionId));
  if (confirmation === undefined || consent === undefined) return { step: 'notFound' };
  if (confirmation.confirmedAt !== null) return { step: 'alreadyUsed', reference: consent.reference, awaiting: awaitingOf(consent) };
  const { consents, withdrawals } = await memberHistory(context, consent);
  const choice = memberChoice(consent, consents, withdrawals);
  if (confirmation.cancelledAt !== null || isSuperseded(consent, choice)) return { step: 'superseded' };
  const now = (context.now ?? (() => new Date()))();
  if (confirmation.expiresAt <= now.toISOString()) return { step: 'expired' };
  if (!confirm) return { step: 'ready' };
  const confirmed = await store.confirmations.confirm(confirmation.id, now, 'email-link');
  if (confirmed) await tellChangeOfNumber(context, consent.id, now);
  const after = (await store.findSubmission(CONSENT_FORM_KIND, consent.id)) ?? consent;
  const awaiting = awaitingOf(after);
  return confirmed ? { step: 'confirmed', reference: after.reference, awaiting } : { step: 'alreadyUsed', reference: after.reference, awaiting };
}

/**
 * Once a confirmation made a consent count: when its number replaces the member's confirmed one, the SMS platform is
 * told (`consent.contact_changed`), so it stops texting the previous number for this member. Called once per
 * confirmation given (a link used again, a YES sent again, confirm nothing new).
 */
export async function tellChangeOfNumber(context: Pick<ConfirmationContext, 'store'>, consentId: number, at: Date): Promise<void> {
  const { store } = context;
  const consent = await store.findSubmission(CONSENT_FORM_KIND, consentId);
  if (consent === undefined || awaitingOf(consent).length > 0) return;
  const { consents, withdrawals } = await memberHistory(context, consent);
  if (memberChoice(consent, consents, withdrawals)?.consent?.id !== consent.id) return;
  const previousMobile = memberChoice(consent, consents.filter((other) => other.id !== consent.id), withdrawals)?.confirmed.mobile;
  const mobile = contactPointsOf(consent.record).mobile;
  if (previousMobile === undefined || mobile === undefined || previousMobile === mobile) return;
  await store.confirmations.recordContactChange({ submissionId: consent.id, previousMobile, mobile, at });
}
