// The storage contract of the reference server: one interface, two databases (SQLite embedded, PostgreSQL).

import type { ContactPoint } from '../../src/domain/contactConfirmation';
import type { FormKind } from '../../src/domain/forms';
import type { AuditAction, StaffRole } from '../../src/domain/staffConsole';
import type { ContactCheck } from './contactCheck';

/** The forms, as src/domain/forms.ts describes them. */
export type { FormKind };

export type Dialect = 'sqlite' | 'postgres';

/**
 * How a submission was sent (issue 34): 'app', by the portal's own scripts (the JSON API), or 'html-form', by the
 * browser as a plain HTML form post, without the app's scripts.
 */
export type SubmittedVia = 'app' | 'html-form';

/** A submission as stored: the validated record plus what the server adds. */
export interface StoredSubmission {
  id: number;
  /** Human-quotable reference, e.g. ATT-000042 / PMC-000007 / TGI-000003. */
  reference: string;
  /** ISO 8601 time the server committed it. */
  receivedAt: string;
  /** The validated record exactly as accepted (docs/records.md shape of its form). */
  record: Record<string, unknown>;
  /** Preferred contact only: the texting-terms version shown and the time of consent. */
  termsVersion?: string | null;
  /** Preferred contact only: SHA-256 of the terms text as shown (null for consents stored before issue 23). */
  termsSha256?: string | null;
  /** The language the form was filled in. */
  language: string;
  /** Preferred contact only (issue 23): the page the consent came from, and the client when the plan keeps it. */
  pageUrl?: string | null;
  clientIp?: string | null;
  userAgent?: string | null;
  /** A form whose latest response per NPI wins (TGI): the NPI the response answers for; null when it has none. */
  npi?: string | null;
  /** How it was sent (issue 34); 'app' for the submissions stored before the portal took plain form posts. */
  submittedVia: SubmittedVia;
  /**
   * Preferred contact (issue 36): what the consent waits for, null until the server settled it; undefined where the
   * reader did not ask (the rules then count it at once, as before confirmation existed).
   */
  contactCheck?: ContactCheck | null;
  /** Preferred contact: the confirmations it waits for or received, oldest first. */
  confirmations?: StoredConfirmation[];
}

/** A contact point's confirmation, as the rules read it (contact_confirmations, without its token's hash). */
export interface StoredConfirmation {
  id: number;
  submissionId: number;
  point: ContactPoint;
  /** The email address (trimmed, lower case) or the number in E.164. */
  address: string;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  /** 'email-link', or the webhook-id of the YES reply. */
  confirmedBy: string | null;
  cancelledAt: string | null;
}

export interface SaveOptions {
  /** The Idempotency-Key header; a replay returns the first answer and stores nothing new. */
  idempotencyKey?: string;
  /** A hash of the request body the key came with: the same key with another body is refused (keyConflict). */
  bodyHash?: string;
  /** Preferred contact only. */
  termsVersion?: string;
  /** Preferred contact only: SHA-256 of the terms text exactly as shown (issue 23). */
  termsSha256?: string;
  /** The language the form was filled in (Content-Language); English when not said. */
  language?: string;
  /** TGI only: the NPI the record answers for, so the latest answer per NPI is found quickly. */
  npi?: string;
  /** Preferred contact only (issue 23): the address (origin and path) of the page the consent came from. */
  pageUrl?: string;
  /** Preferred contact only, when the plan keeps them (CONSENT_KEEP_CLIENT): the client's address and user agent. */
  clientIp?: string;
  userAgent?: string;
  /** How it was sent (issue 34); 'app' when not said. A replay of its Idempotency-Key keeps the first one's. */
  submittedVia?: SubmittedVia;
}

export interface SaveResult {
  id: number;
  reference: string;
  /** True when the idempotency key had been seen: nothing new was stored. */
  replayed: boolean;
  /**
   * True when the key had been seen with another body: nothing was stored, and id and reference are 0 and ''
   * (the first submission's are not this caller's to know).
   */
  keyConflict?: boolean;
}

export interface ListOptions {
  /** Only submissions received at or after this time. */
  since?: Date;
  /** TGI: every response instead of the current (latest) one per NPI. */
  history?: boolean;
}

/** What a purge did (dry run: would do), per form. */
export interface PurgeResult {
  deleted: Record<FormKind, number>;
  /** Received before the cut-off but kept: their delivery to the plan's systems is still pending (issue 22). */
  keptPendingDelivery: Record<FormKind, number>;
  /** Received before the cut-off but kept: consent records younger than the consent retention (issue 23). */
  keptConsent: Record<FormKind, number>;
}

export interface PurgeOptions {
  /** Only count what would be deleted; nothing is deleted. */
  dryRun: boolean;
  /**
   * Consent records (the forms whose record is a consent, src/domain/forms.ts) received at or after this time are
   * kept whatever `before` says (issue 23: CONSENT_RETENTION_DAYS); none are kept when it is not given.
   */
  keepConsentsSince?: Date;
}

export interface NotificationRow {
  id: number;
  /** In English, the portal's source language. */
  message: string;
  createdAt: string;
  /** The same notice in other languages, by language tag; a language without one shows the English. */
  translations: Readonly<Record<string, string>>;
}

/** A receiver of the plan's (docs/operations.md#delivery). */
export interface WebhookEndpoint {
  id: number;
  url: string;
  forms: FormKind[];
  /** 'disabled' once the receiver answered 410 Gone: nothing more is sent to it. */
  state: 'active' | 'disabled';
  createdAt: string;
  /** `whsec_…`: signs every message. */
  secret: string;
  /** The secret before the last rotation, which also signs until `previousSecretUntil`. */
  previousSecret: string | null;
  previousSecretUntil: string | null;
  /** Added with --allow-private-network: its host may lead to the plan's own network (issue 35, docs/operations.md#where-an-endpoint-may-lead). */
  allowPrivateNetwork: boolean;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** A job an instance has claimed to send now (its lease keeps other instances off it until it expires). */
export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  messageId: string;
  /** Attempts made before this one. */
  attempts: number;
  /**
   * What it delivers: a submission (`submission.created`), a withdrawal of consent (`consent.withdrawn`), a request
   * to confirm a mobile number (`consent.confirmation_requested`, issue 36; `submission` is then its consent) or a
   * change of number (`consent.contact_changed`; `submission` is the consent that now counts).
   */
  subject: 'submission' | 'withdrawal' | 'confirmation' | 'contactChange' | 'answerReview';
  /** Its submission, as the body carries it; undefined when the submission is gone (purged) or it is a withdrawal's. */
  submission: (StoredSubmission & { kind: FormKind }) | undefined;
  /** Its withdrawal; undefined for a submission's job. */
  withdrawal?: Withdrawal | undefined;
  /** Its confirmation, for a confirmation's job. */
  confirmation?: StoredConfirmation | undefined;
  /** Its change of number, for a contact change's job. */
  contactChange?: { previousMobile: string; mobile: string | null; changedAt: string } | undefined;
  /** A changed TGI answer's review (issue 38): `submission` is the change, `previous` the response it replaced. */
  answerReview?: AnswerReview | undefined;
  /** TGI: the response before it for the same NPI, which the event names (issue 21); undefined when none. */
  previous: StoredSubmission | undefined;
}

/** What became of one attempt. */
export type DeliveryOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'retry'; at: Date; status: number | null; error: string }
  | { kind: 'failed'; status: number | null; error: string };

/** One attempt of a job: its time, and the receiver's HTTP status or why none came. */
export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
}

export interface EndpointHealth {
  lastSuccessAt: string | null;
  failed: number;
  waiting: number;
  oldestWaitingSince: string | null;
}

/** A job as staff see it (`deliveries list`): never a record's content. */
export interface DeliveryRow {
  id: number;
  endpointId: number;
  form: FormKind | null;
  reference: string | null;
  messageId: string;
  /** What it delivers: `submission.created`, `consent.withdrawn`, ... (server/delivery/payload.ts). */
  event: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** The outbox and its receivers (issue 22), on the same database as the submissions. */
export interface OutboxStore {
  addEndpoint(url: string, forms: readonly FormKind[], secret: string, options?: { allowPrivateNetwork?: boolean }): Promise<WebhookEndpoint>;
  listEndpoints(): Promise<WebhookEndpoint[]>;
  getEndpoint(id: number): Promise<WebhookEndpoint | undefined>;
  /** Removes the endpoint; its pending jobs are cancelled. False when there is none of that id. */
  removeEndpoint(id: number): Promise<boolean>;
  /** Records whether the endpoint may lead inside the plan's own network (--allow-private-network); false: no such endpoint. */
  setAllowPrivateNetwork(id: number, allow: boolean): Promise<boolean>;
  /** A new secret; the old one keeps signing until `previousUntil`. False when there is none of that id. */
  rotateSecret(id: number, secret: string, previousUntil: Date): Promise<boolean>;
  /** 410 Gone: the endpoint is disabled and its pending jobs fail. */
  disableEndpoint(id: number, reason: string): Promise<void>;

  /** Claims up to `limit` due jobs of one endpoint for `leaseMs` (PostgreSQL: FOR UPDATE SKIP LOCKED). */
  claimDue(endpointId: number, limit: number, leaseMs: number, now?: Date): Promise<ClaimedDelivery[]>;
  /** Records an attempt's outcome (only while the job is still pending). */
  finish(id: number, outcome: DeliveryOutcome, now?: Date): Promise<void>;
  /** Records several outcomes in one write transaction (the worker batches them: one commit, not one per message). */
  finishAll(outcomes: readonly { id: number; outcome: DeliveryOutcome; at: Date }[]): Promise<void>;

  /** The latest jobs (before the id `before`, for a next page), oldest first. */
  list(options?: { failed?: boolean; since?: Date; limit?: number; before?: number }): Promise<DeliveryRow[]>;
  /** Each job's attempts, oldest first (kept since issue 38). */
  attemptsOf(ids: readonly number[]): Promise<Map<number, DeliveryAttempt[]>>;
  /** An endpoint's health: its last delivery, its failed jobs, its waiting jobs and the oldest one's time. */
  endpointHealth(id: number): Promise<EndpointHealth>;
  /** Failed jobs back to pending, due now, their attempts counted afresh; only for endpoints still active. */
  retry(ids: readonly number[] | 'failed'): Promise<number>;
  /** New jobs for the submissions received since `since`, for one endpoint or all active ones (the same message id as an earlier job of the same pair). */
  replay(since: Date, endpointId?: number): Promise<number>;
  /** Pending jobs, and when the oldest was created. */
  backlog(): Promise<{ pending: number; oldestCreatedAt: string | null }>;
}

/** The channels a member can consent to, and withdraw (the contact record's four choices). */
export type ConsentChannel = 'email' | 'text' | 'prerecorded' | 'phone';
export type WithdrawalSource = 'phone' | 'mail' | 'sms-stop' | 'web' | 'other';

export interface NewWithdrawal {
  memberId: string;
  channels: readonly ConsentChannel[];
  source: WithdrawalSource;
  receivedAt: Date;
  /** YYYY-MM-DD: by when it must be honoured. */
  honourBy: string;
  /** A STOP reply: the mobile number it came from, as the form writes it. */
  phone?: string;
  /** A STOP reply posted to the intake: its webhook-id (a message sent again records nothing new). */
  intakeMessageId?: string;
}

export interface Withdrawal {
  id: number;
  memberId: string;
  channels: ConsentChannel[];
  source: WithdrawalSource;
  receivedAt: string;
  honourBy: string;
  recordedAt: string;
  /** A STOP reply: the mobile number it came from; null otherwise. */
  phone: string | null;
}

/** A version of the texting terms in one language, as members read it (issue 23). */
export interface TermsText {
  version: string;
  language: string;
  text: string;
  /** SHA-256 of the text (UTF-8), hex. */
  sha256: string;
  recordedAt?: string;
}

/** The secrets a signed intake is verified with (issue 23): its current one, and the one before it until a time. */
export interface IntakeSecrets {
  current: string | undefined;
  previous: string | undefined;
  previousUntil: string | undefined;
}

/** What encrypting the stored signing secrets did (issue 35): counts and the key's id, never a value. */
export interface StoredSecretsReport {
  /** The id of the key they are encrypted with now (the current one); undefined for a store opened without a key. */
  keyId: string | undefined;
  /** The signing secrets the database holds (settings rows and webhook endpoints' secrets). */
  total: number;
  /** Found in plain text (written before issue 35) and encrypted now. */
  encrypted: number;
  /** Found under the previous key and encrypted again with the current one (`reencrypt` only). */
  reencrypted: number;
  /** Left under the previous key (without `reencrypt`): `npm run admin -- secrets reencrypt` moves them. */
  underPreviousKey: number;
}

/** A consent settled (issue 36): its check, the confirmations it waits for, and the messages that ask for them. */
export interface ConsentSettlement {
  submissionId: number;
  memberKey: string;
  check: ContactCheck;
  at: Date;
  confirmations: {
    point: ContactPoint;
    address: string;
    /** An email's link: the token, which only its sealed mail job keeps until it is sent, and its hash. */
    token?: string;
    tokenHash?: string;
    expiresAt: Date;
  }[];
  /** The consent whose confirmed email is told of the change asked for; none when the member has none. */
  noticeTo?: number;
}

/** Confirmed consent's records (issue 36): server/store/confirmationQueries.ts. */
export interface ConfirmationStore {
  /** Settles a consent once, with its confirmations, mail jobs and delivery jobs; false when it was settled already. */
  settle(settlement: ConsentSettlement): Promise<boolean>;
  /** The email confirmation whose token hashes to this; undefined when none does. */
  byTokenHash(tokenHash: string): Promise<StoredConfirmation | undefined>;
  /** Confirms one, if it is still waiting; false when it was confirmed or cancelled before. */
  confirm(id: number, at: Date, by: string): Promise<boolean>;
  /** A YES reply: confirms every confirmation of this number waiting at `at`; returns them. */
  confirmMobile(e164: string, at: Date, messageId: string): Promise<StoredConfirmation[]>;
  /** The confirmations a YES reply confirmed, by its webhook-id (none when it is new). */
  ofMessage(messageId: string): Promise<StoredConfirmation[]>;
  /** A STOP reply: the number's waiting confirmations can no longer be given; returns how many. */
  cancelMobile(e164: string, at: Date): Promise<number>;
  /** Whether an active endpoint receives contacts: the SMS platform that asks a number for its YES. */
  hasConsentEndpoint(): Promise<boolean>;
  /** Records a member's confirmed number replaced by a new one, with its `consent.contact_changed` jobs. */
  recordContactChange(change: { submissionId: number; previousMobile: string; mobile: string | undefined; at: Date }): Promise<void>;
  /** The ids of consents stored before `before` and never settled (a request that failed after its commit), oldest first. */
  unsettled(kind: FormKind, before: Date, limit: number): Promise<number[]>;
}

export type MailJobKind = 'confirm-email' | 'contact-change' | 'receipt';

/** A mail job the worker has claimed: what the message is made of, read when it is sent. */
export interface ClaimedMail {
  id: number;
  kind: MailJobKind;
  attempts: number;
  /** The submission it is about; undefined once purged. */
  about: (StoredSubmission & { kind: FormKind }) | undefined;
  /** The submission whose email address receives it and whose language it is in; undefined once purged. */
  recipient: (StoredSubmission & { kind: FormKind }) | undefined;
  confirmation: StoredConfirmation | undefined;
  /** A confirmation email's token, opened. */
  token: string | undefined;
}

export type MailOutcome =
  | { kind: 'sent'; status: number | null }
  | { kind: 'retry'; at: Date; status: number | null; error: string }
  | { kind: 'failed'; status: number | null; error: string };

/** A mail job as staff see it (`mail list`): never an address or a text. */
export interface MailJobRow {
  id: number;
  kind: MailJobKind;
  reference: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailOutboxStore {
  /** Queues the receipt of a submission whose record asks for one; once, however often it is asked (a replay). */
  queueReceipt(submissionId: number, at: Date): Promise<boolean>;
  claimDue(limit: number, leaseMs: number, now?: Date): Promise<ClaimedMail[]>;
  finish(id: number, outcome: MailOutcome, now?: Date): Promise<void>;
  list(options?: { failed?: boolean; limit?: number }): Promise<MailJobRow[]>;
  backlog(): Promise<{ pending: number; oldestCreatedAt: string | null }>;
}

/**
 * The store as the server, the admin command line and the tests use it, and its documentation: declared here only.
 * KyselyPortalStore (portalStore.ts) implements it for both databases: its methods restate their signatures, since
 * TypeScript does not type a class's methods from the interface it implements, but none of this documentation.
 */
/** A staff sign-in under way (issue 37): what the provider's answer is checked against. */
export interface StaffSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The console address to come back to (a path under /staff). */
  returnTo: string;
}

/** A staff session (issue 37). */
export interface StaffSession {
  subject: string;
  email: string | null;
  name: string | null;
  role: StaffRole;
  createdAt: string;
  idleEndsAt: string;
  absoluteEndsAt: string;
}

/** An entry of the audit trail, before it is written. */
export interface NewAuditEvent {
  subject: string | null;
  email: string | null;
  clientAddress: string;
  action: AuditAction;
  detail: Readonly<Record<string, string | number | boolean>>;
  /** The references of the records it concerns. */
  records: readonly string[];
}

export interface AuditEvent extends NewAuditEvent {
  id: number;
  at: string;
}

/** Where a keyset page starts: after this (time, id), newest first. */
export interface PageCursor {
  at: string;
  id: number;
}

export interface AuditQuery {
  /** ISO times: at or after `from`, before `to`. */
  from?: string;
  to?: string;
  action?: AuditAction;
  /** The provider's subject or the email, exactly (letter case ignored for the email). */
  who?: string;
  after?: PageCursor;
  limit: number;
}

export interface InboxQuery {
  kind: FormKind;
  /** ISO times: received at or after `from`, before `to`. */
  from?: string;
  to?: string;
  language?: string;
  /** Only the responses that change their NPI's answer (a form whose latest response per NPI wins). */
  changesAnswer?: boolean;
  after?: PageCursor;
  limit: number;
}

/** A submission in the inbox: as the store gives it, with whether it changes its NPI's answer and how its delivery went. */
export interface InboxEntry {
  submission: StoredSubmission;
  changesAnswer: boolean | undefined;
  /** Each endpoint's job for it (`submission.created`), none when no endpoint takes the form. */
  deliveries: JobStatus[];
}

/** An endpoint's latest job for one submission or withdrawal, as the console shows it. */
export interface JobStatus {
  endpointId: number;
  endpointUrl: string;
  status: DeliveryStatus;
  attempts: number;
  deliveredAt: string | null;
  lastStatus: number | null;
}

/** A changed TGI answer reviewed with the provider's office (issue 38). */
export interface AnswerReview {
  submissionId: number;
  outcome: 'confirmed' | 'not-confirmed';
  note: string;
  bySubject: string;
  byEmail: string | null;
  recordedAt: string;
}

/** A change of an NPI's answer as the console lists it: the response, the one it replaced, its review and jobs. */
export interface AnswerChangeEntry {
  change: StoredSubmission;
  previous: StoredSubmission | undefined;
  /** No later response exists for its NPI. */
  current: boolean;
  review: AnswerReview | null;
  deliveries: JobStatus[];
}

export interface AnswerChangesQuery {
  kind: FormKind;
  reviewed: boolean;
  limit: number;
  /** Newest first: the last row of the page before. */
  after?: PageCursor;
}

/** Changed answers' side of the console (issue 38): server/store/answerReviewQueries.ts. */
export interface AnswerReviewDesk {
  answerChangesPage(query: AnswerChangesQuery): Promise<AnswerChangeEntry[]>;
  /** One change by its submission; undefined when the response is not a change of its NPI's answer. */
  answerChangeEntry(kind: FormKind, submissionId: number): Promise<AnswerChangeEntry | undefined>;
  /** The reviews of these changes, by submission id (the exports). */
  answerReviews(submissionIds: readonly number[]): Promise<Map<number, AnswerReview>>;
  /** Records the review with its delivery jobs, in one transaction; false when it was reviewed already. */
  reviewAnswerChange(kind: FormKind, review: AnswerReview): Promise<boolean>;
}

/** A withdrawal marked honoured (issue 38). */
export interface WithdrawalMark {
  /** YYYY-MM-DD, the plan's time zone. */
  honouredOn: string;
  note: string;
  bySubject: string;
  byEmail: string | null;
  recordedAt: string;
}

/** A withdrawal as the "to honour" list shows it: its mark, if any, and its `consent.withdrawn` jobs. */
export interface WithdrawalEntry {
  withdrawal: Withdrawal;
  mark: WithdrawalMark | null;
  deliveries: JobStatus[];
}

/** A page of the "to honour" list: open ones by honour-by date (soonest first), honoured ones latest first. */
export interface WithdrawalsQuery {
  honoured: boolean;
  limit: number;
  /** The last row of the page before: its honour-by date and id. */
  after?: { honourBy: string; id: number };
}

/** The withdrawals' side of the console (issue 38): server/store/withdrawalDeskQueries.ts. */
export interface WithdrawalDesk {
  withdrawalsPage(query: WithdrawalsQuery): Promise<WithdrawalEntry[]>;
  /** One withdrawal with its mark and jobs; undefined when there is none with that id. */
  withdrawalEntry(id: number): Promise<WithdrawalEntry | undefined>;
  /** The marks of these withdrawals, by id (the member's history). */
  withdrawalMarks(ids: readonly number[]): Promise<Map<number, WithdrawalMark>>;
  /** Marks a withdrawal honoured; false when it was marked already (a mark is made once). */
  markHonoured(id: number, mark: WithdrawalMark): Promise<boolean>;
}

/** What the staff console keeps (issue 37): sign-ins under way, sessions, the audit trail, and the inbox's pages. */
export interface StaffStore extends WithdrawalDesk, AnswerReviewDesk {
  /** Keeps a sign-in under way until `expiresAt`, under the hash of the browser's cookie. */
  beginSignIn(idHash: string, signIn: StaffSignIn, now: Date, expiresAt: Date): Promise<void>;
  /** The sign-in under that hash, removed as it is read (single use); undefined when none, or when it expired. */
  takeSignIn(idHash: string, now: Date): Promise<StaffSignIn | undefined>;
  createSession(idHash: string, session: StaffSession): Promise<void>;
  /**
   * The session under that hash when it has not ended, its idle end moved to `idleEndsAt` (never past its absolute
   * end); undefined when none, or when it ended (signed out, idle, or past its absolute end).
   */
  touchSession(idHash: string, now: Date, idleEndsAt: Date): Promise<StaffSession | undefined>;
  /** Ends the session; returns it, or undefined when there was none alive. */
  endSession(idHash: string, now: Date): Promise<StaffSession | undefined>;
  /** Deletes the sign-ins and sessions that ended before `now`; returns how many. */
  purgeEndedSessions(now: Date): Promise<number>;
  /** Appends an entry to the audit trail (nothing updates or deletes one: the database refuses). */
  appendAudit(event: NewAuditEvent, now?: Date): Promise<AuditEvent>;
  /** Audit entries newest first. */
  listAudit(query: AuditQuery): Promise<AuditEvent[]>;
  /** Deletes the audit entries older than `before` (the database refuses any younger than six years); returns how many. */
  purgeAudit(before: Date): Promise<number>;
  /** One page of a form's submissions, newest first, on the index (kind, received_at, id). */
  inboxPage(query: InboxQuery): Promise<InboxEntry[]>;
}

export interface PortalStore {
  readonly dialect: Dialect;
  /** Records a terms text once per version and language; returns what is recorded (the first text, if it differs). */
  recordTerms(terms: TermsText): Promise<TermsText>;
  /** Every recorded terms text, oldest first. */
  listTerms(): Promise<TermsText[]>;
  /** Records a withdrawal of consent (issue 23), with its delivery jobs (`consent.withdrawn`). */
  addWithdrawal(withdrawal: NewWithdrawal): Promise<Withdrawal>;
  /** Records several in one transaction (a STOP reply from a number several members gave): all or none. */
  addWithdrawals(withdrawals: readonly NewWithdrawal[]): Promise<Withdrawal[]>;
  /** Every withdrawal, in the order received (ties: recorded). */
  listWithdrawals(): Promise<Withdrawal[]>;
  /** The withdrawals a STOP reply posted to the intake recorded, by its webhook-id (none when it is new). */
  withdrawalsOfIntakeMessage(messageId: string): Promise<Withdrawal[]>;
  /**
   * Every consent, and every withdrawal, of each member who gave this mobile number in a consent: the number as the form
   * writes it (`(916) 555-0100`) or in E.164 (`+19165550100`), found by the canonical columns' indexes (issue 33).
   */
  consentsOfMobile(kind: FormKind, mobileNumber: string): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }>;
  /**
   * Every consent of the member with this key (memberKey) with its check and confirmations, and their withdrawals: what
   * settling a new consent and confirming one are decided by (issue 36).
   */
  consentsOfMember(kind: FormKind, memberKey: string): Promise<{ consents: StoredSubmission[]; withdrawals: Withdrawal[] }>;
  /** Delivery to the plan's systems (issue 22). */
  readonly outbox: OutboxStore;
  /** Confirmed consent (issue 36). */
  readonly confirmations: ConfirmationStore;
  /** The outbox of email messages (issue 36). */
  readonly mail: MailOutboxStore;
  /** The staff console's sessions, audit trail and inbox (issue 37). */
  readonly staff: StaffStore;
  /** Called after each commit that stored new submissions (the delivery worker wakes up); returns an unsubscribe. */
  onSubmissionsStored(listener: () => void): () => void;
  /** Runs pending migrations; safe to call at every start and from several instances. */
  migrate(): Promise<void>;
  /** Throws when the database cannot be reached (for /readyz). */
  ping(): Promise<void>;
  /** Waits for pending writes, then closes the database. */
  close(): Promise<void>;

  /** Resolves only after the submission is committed (durable). */
  saveSubmission(kind: FormKind, record: Record<string, unknown>, options?: SaveOptions): Promise<SaveResult>;
  listSubmissions(kind: FormKind, options?: ListOptions): Promise<StoredSubmission[]>;
  /**
   * The submission of this form with this id, as listSubmissions gives it (whether or not it is a TGI response's
   * current answer); undefined when there is none, when that id is another form's, or when the id is not a positive
   * integer a submission can have; StoreError INVALID_INPUT for an unknown kind. It knows nothing of who asks: a
   * caller that shows it to a browser must first know that the browser sent it (ids are sequential, unlike references).
   */
  findSubmission(kind: FormKind, id: number): Promise<StoredSubmission | undefined>;
  /**
   * The submission of this form with this reference, as findSubmission gives it; undefined when there is none or when
   * the reference is another form's (references are unique). What a browser is told of its submission (issue 35: an
   * id would tell anyone how many the plan receives).
   */
  findSubmissionByReference(kind: FormKind, reference: string): Promise<StoredSubmission | undefined>;
  countSubmissions(kind: FormKind): Promise<number>;
  /**
   * Deletes the submissions of these forms received strictly before `before`, and the idempotency keys and finished
   * delivery jobs that belong to them, in one write transaction; a submission whose delivery is still pending is
   * kept. Resolves to how many submissions of each form were deleted and kept (dry run: would be); 0 for a form not
   * named. Throws StoreError INVALID_INPUT for no kind, an unknown kind or an invalid date.
   */
  purgeSubmissions(kinds: readonly FormKind[], before: Date, options?: PurgeOptions): Promise<PurgeResult>;
  /**
   * SQLite: a consistent copy of the live database (other processes may keep writing) into `file`, a new
   * file readable by its owner only; never overwrites (StoreError BACKUP_FAILED, dbCode EEXIST).
   * PostgreSQL: StoreError UNSUPPORTED, since pg_dump does this job.
   */
  backupTo(file: string): Promise<void>;

  /** Deletes the Idempotency-Keys older than their lifetime (a retry after that is a new submission); returns how many. */
  purgeExpiredIdempotencyKeys(now?: Date): Promise<number>;

  /** A secret shared by every instance on this database, created once (signs anti-forgery tokens). */
  sharedSecret(name: string, create: () => string): Promise<string>;
  /** The secret the name had before its last rotation; undefined when it was never rotated. */
  previousSharedSecret(name: string): Promise<string | undefined>;
  /** A new secret for the name, the old one kept as its predecessor (`npm run admin -- secrets rotate`). */
  rotateSharedSecret(name: string, create: () => string): Promise<void>;
  /** The secrets a signed intake (the STOP replies, issue 23) is verified with. */
  intakeSecrets(name: string): Promise<IntakeSecrets>;
  /** A new intake secret (`consent intake-secret`); the one before keeps verifying until `previousUntil`. */
  rotateIntakeSecret(name: string, secret: string, previousUntil: Date): Promise<void>;
  /**
   * Every signing secret above (and the webhook endpoints') is stored sealed with the store's secrets key (issue 35,
   * server/security/secretsAtRest.ts) and opened when read. This encrypts the ones found in plain text (the start does
   * it after the migrations, every instance safely at once) and, with `reencrypt`, the ones under the previous key
   * (`secrets reencrypt`), in one write transaction. It changes nothing and throws StoredSecretError, naming the rows
   * and key ids, when a secret is under a key the store was not given (with `reencrypt`, also when one does not decrypt).
   */
  encryptStoredSecrets(options: { reencrypt: boolean }): Promise<StoredSecretsReport>;

  getMaintenance(): Promise<boolean>;
  setMaintenance(on: boolean): Promise<void>;

  listNotifications(): Promise<NotificationRow[]>;
  addNotification(message: string, translations?: Readonly<Record<string, string>>): Promise<NotificationRow>;
  removeNotification(id: number): Promise<boolean>;
  clearNotifications(): Promise<number>;

  /**
   * Replaces the imported provider list; returns how many NPIs it now holds (each NPI once: duplicates are
   * ignored). The NPIs are read as they come (a stream of gigabytes is fine) into a staging table, in short
   * write transactions, and swapped in at the end in one short transaction: until then the old list stays in
   * use, and it is kept when the iterable throws. An import started meanwhile takes over: this one then fails
   * (ProviderImportSupersededError) and the other's list counts. An array is an iterable: [] empties the list.
   */
  importProviders(npis: AsyncIterable<string> | Iterable<string>): Promise<number>;
  providerCount(): Promise<number>;
  hasProvider(npi: string): Promise<boolean>;
}
