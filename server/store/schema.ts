// The one database schema of the store, for SQLite and PostgreSQL alike (Kysely table types).
// Times are ISO 8601 UTC text (`Date#toISOString`, fixed width, so text order is time order) and the
// record is JSON text: the same column types and values in both databases.

import type { ColumnType, Generated } from 'kysely';
import { FORMS } from '../../src/domain/forms';
import type { FormKind } from './types';

export interface SubmissionsTable {
  /** Assigned by the writer inside the commit (SQLite: max + 1 under the write lock; PostgreSQL: the serial's sequence). */
  id: number;
  kind: FormKind;
  /** ATT-/PMC-/TGI- and eight random characters (randomReference); rows from before issue 21 keep the id padded to 6 digits. */
  reference: string;
  received_at: string;
  /** The validated record as JSON text. */
  record: string;
  terms_version: string | null;
  /** Preferred contact: SHA-256 of the terms text as shown (issue 23); null before. */
  terms_sha256: string | null;
  npi: string | null;
  /** The language the person filled the form in (a `lang` tag of the plan's languages); 'en' for older rows. */
  language: string;
  /** Preferred contact: the address (origin and path) of the page the consent came from, when the browser said it (issue 23). */
  page_url: string | null;
  /** Preferred contact, only when the plan keeps them (CONSENT_KEEP_CLIENT): the client's IP address and user agent. */
  client_ip: string | null;
  user_agent: string | null;
  /**
   * How it was sent (issue 34): 'app' (the portal's scripts) or 'html-form' (a plain HTML form post, without them);
   * null for rows stored before migration 0011, which were all sent by the app.
   */
  submitted_via: string | null;
  /**
   * Canonical values (issue 33), each computed as the record schema says (server/store/canonicalColumns.ts) and
   * indexed with the kind: the member ID's key (memberKey: normalised, letter case ignored) and the mobile number in
   * E.164 (+19165550100). Null when the record has none; filled for the rows stored before by migration 0012.
   */
  member_key: string | null;
  mobile_e164: string | null;
  /**
   * A consent's contact check (issue 36, server/store/contactCheck.ts): JSON text of what it waits for, written once the
   * server has settled it; null before, and for the other forms. The writers leave it out of their inserts.
   */
  contact_check: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A row as the batch writers insert it: without the contact check, which the server settles after the commit. */
export type NewSubmissionRow = Omit<SubmissionsTable, 'contact_check'>;

export interface IdempotencyKeysTable {
  key: string;
  kind: FormKind;
  submission_id: number;
  created_at: string;
  /** SHA-256 (base64url) of the request body the key first came with; null for keys of a caller that gave none. */
  body_hash: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  message: string;
  created_at: string;
  /** The notice in the plan's other languages: JSON text of `{ "<lang>": "<text>" }`, or null. */
  translations: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ProvidersTable {
  npi: string;
}

/** A receiver of the plan's (docs/operations.md#delivery): where submissions are sent, signed with its secret. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  /** The forms it receives: JSON text of an array of kinds. */
  forms: string;
  /** `whsec_` and the base64 of 24 random bytes (Standard Webhooks). */
  secret: string;
  /** The secret before the last rotation, which still signs beside the new one until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** 'active', or 'disabled' once the receiver answered 410 Gone. */
  state: string;
  created_at: string;
  /** 1: added with --allow-private-network, so its host may lead to the plan's own network (issue 35); 0 by default. */
  allow_private_network: number;
}

/**
 * The outbox: one job per submission and endpoint, written in the submission's own transaction. It holds no record
 * content: the body is made from the submission when it is sent.
 */
export interface DeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  /** The submission it delivers (`submission.created`), or null for a withdrawal's job. */
  submission_id: number | null;
  /** The withdrawal it delivers (`consent.withdrawn`, issue 23), or null for a submission's job. */
  withdrawal_id: number | null;
  /** The webhook-id: the same on every attempt, so a receiver deduplicates on it. */
  message_id: string;
  /** 'pending', 'delivered' or 'failed'. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** Set while an instance sends it; past it, another instance may claim the job (its sender died). */
  lease_until: string | null;
  /** The HTTP status of the last answer; null when none came (a timeout, a refused connection). */
  last_status: number | null;
  /** What went wrong, in a few words of ours (never the receiver's answer body). */
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** The confirmation it asks the SMS platform for (`consent.confirmation_requested`, issue 36); null for the others. */
  confirmation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The changed TGI answer whose review it delivers (`submission.answer_change_reviewed`, issue 38): the change's submission id. */
  answer_review_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The change of number it tells the SMS platform of (`consent.contact_changed`, issue 36); null for the others. */
  contact_change_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A member's confirmed mobile number replaced by a newly confirmed one (issue 36): the SMS platform is told. */
export interface ContactChangesTable {
  id: Generated<number>;
  /** The consent that now counts, with the new number. */
  submission_id: number;
  /** The number it replaced, in E.164. */
  previous_mobile: string;
  /** The new number in E.164; null when the consent gives none. */
  mobile: string | null;
  changed_at: string;
}

/** A member's withdrawal of consent (issue 23), recorded by staff or received as a STOP reply. */
export interface ConsentWithdrawalsTable {
  id: Generated<number>;
  /** As given, normalised as the form normalises member IDs (src/domain/memberId.ts). */
  member_id: string;
  /** The member ID compared (memberKey, src/domain/memberId.ts): normalised, letter case ignored. */
  member_key: string;
  /** JSON text of the channels withdrawn: 'email', 'text', 'prerecorded', 'phone'. */
  channels: string;
  /** How it came: 'phone', 'mail', 'sms-stop', 'web' or 'other'. */
  source: string;
  /** When the plan received it (ISO 8601 UTC). */
  received_at: string;
  /** The date by which it must be honoured (YYYY-MM-DD, the plan's time zone): 10 business days after receipt. */
  honour_by: string;
  recorded_at: string;
  /** A STOP reply: the mobile number it came from, as the form writes it ((916) 555-0100); null otherwise. */
  phone: string | null;
  /** A STOP reply posted to the intake: its webhook-id, unique, so a message sent again records nothing new. */
  intake_message_id: string | null;
}

/** Each texting-terms text once, by version and language (issue 23). */
export interface TermsVersionsTable {
  version: string;
  language: string;
  text: string;
  sha256: string;
  recorded_at: string;
}

/**
 * A contact point a consent waits for (issue 36): its email address, confirmed by a link sent to it, or its mobile
 * number, confirmed by a YES reply the SMS platform forwards. Single use; it lapses after CONFIRMATION_TTL_DAYS.
 */
export interface ContactConfirmationsTable {
  id: Generated<number>;
  /** The consent that waits for it. */
  submission_id: number;
  member_key: string;
  /** 'email' or 'mobile'. */
  point: string;
  /** The email address (trimmed, lower case) or the number in E.164. */
  address: string;
  /** An email's link: the SHA-256 (base64url) of its token, never the token; null for a mobile number. */
  token_hash: string | null;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
  /** 'email-link', or the webhook-id of the YES reply that confirmed it. */
  confirmed_by: string | null;
  /** A STOP from the number while it waited: it can no longer be confirmed. */
  cancelled_at: string | null;
}

/**
 * The outbox of email messages (issue 36): one job per message, written with what caused it, sent by the mail worker
 * of any instance. It holds no address and no text: both are made from the submissions when it is sent.
 */
export interface MailJobsTable {
  id: Generated<number>;
  /** 'confirm-email', 'contact-change' or 'receipt' (server/store/mailJob.ts). */
  kind: string;
  /** The submission it is about. */
  submission_id: number;
  /** The submission whose email address receives it, in whose language it is written. */
  recipient_submission_id: number;
  /** A confirmation email's confirmation. */
  confirmation_id: number | null;
  /** A confirmation email's token, sealed (server/security/secretsAtRest.ts) until it is sent, then erased. */
  token: string | null;
  /** 'pending', 'sent' or 'failed'. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  /** The SMTP reply code of the last refusal (550...), null when none came. */
  last_status: number | null;
  /** What went wrong, in a few words of ours (never an address). */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A staff sign-in under way (issue 37): what the callback checks, found by the hash of the browser's cookie. */
export interface StaffSignInsTable {
  /** SHA-256 (base64url) of the cookie's random id, never the id. */
  id_hash: string;
  state: string;
  nonce: string;
  /** The PKCE code verifier: it proves to the provider that the code is redeemed by whoever asked for it. */
  code_verifier: string;
  /** The console address to come back to (a path under /staff). */
  return_to: string;
  created_at: string;
  expires_at: string;
}

/**
 * A withdrawal of consent marked honoured by staff (issue 38): once, by whom, on which day the plan stopped using the
 * channels, and why. Its own table: a withdrawal is evidence and is never changed.
 */
export interface WithdrawalMarksTable {
  withdrawal_id: number;
  /** YYYY-MM-DD in the plan's time zone. */
  honoured_on: string;
  note: string;
  /** The staff member's provider subject and email. */
  by_subject: string;
  by_email: string | null;
  recorded_at: string;
}

/**
 * A changed TGI answer reviewed by staff with the provider's office (issue 38): once, by whom, the outcome and a note.
 * Deleted with its submission when a purge removes it.
 */
export interface AnswerChangeReviewsTable {
  /** The response that changed its NPI's answer. */
  submission_id: number;
  /** 'confirmed' or 'not-confirmed'. */
  outcome: string;
  note: string;
  by_subject: string;
  by_email: string | null;
  recorded_at: string;
}

/** Each attempt of a delivery job (issue 38): when, and the receiver's HTTP status or why none came. Never a body. */
export interface DeliveryAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  at: string;
  status: number | null;
  error: string | null;
}

/** A staff session (issue 37), which every instance reads: found by the hash of the browser's cookie. */
export interface StaffSessionsTable {
  id_hash: string;
  /** The identity provider's subject (its `sub`). */
  subject: string;
  email: string | null;
  name: string | null;
  /** 'viewer', 'manager' or 'admin', from the provider's group claim at sign-in. */
  role: string;
  created_at: string;
  /** Moved on by every request of the session (15 minutes after it). */
  idle_ends_at: string;
  /** Eight hours after sign-in, whatever happens. */
  absolute_ends_at: string;
  /** Set by sign-out; an ended session is never served again. */
  ended_at: string | null;
}

/** The audit trail (issue 37): append-only, in the database itself (migration 0015's triggers). */
export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  subject: string | null;
  email: string | null;
  /** The client's address as the proxy settings give it (TRUST_PROXY). */
  client_address: string;
  action: string;
  /** JSON text: what was read or changed (a form, a filter, a row count). */
  detail: string;
  /** JSON text: the references of the records concerned. */
  records: string;
}

export interface Database {
  staff_sign_ins: StaffSignInsTable;
  staff_sessions: StaffSessionsTable;
  withdrawal_marks: WithdrawalMarksTable;
  answer_change_reviews: AnswerChangeReviewsTable;
  delivery_attempts: DeliveryAttemptsTable;
  audit_events: AuditEventsTable;
  contact_confirmations: ContactConfirmationsTable;
  mail_jobs: MailJobsTable;
  contact_changes: ContactChangesTable;
  submissions: SubmissionsTable;
  terms_versions: TermsVersionsTable;
  consent_withdrawals: ConsentWithdrawalsTable;
  webhook_endpoints: WebhookEndpointsTable;
  deliveries: DeliveriesTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  settings: SettingsTable;
  providers: ProvidersTable;
}

// The forms' kinds and references come from their descriptors (src/domain/forms.ts).
export { FORM_KINDS, formatReference, isFormKind } from '../../src/domain/forms';

export const REFERENCE_PREFIX: Readonly<Record<FormKind, string>> = Object.fromEntries(
  FORMS.map((form) => [form.kind, form.referencePrefix]),
) as Record<FormKind, string>;

/** The settings key of the maintenance flag; its value is 'on' or 'off'. */
export const MAINTENANCE_SETTING = 'maintenance';
