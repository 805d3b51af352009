// The staff console's consent screens (issue 38, docs/consent.md#the-consent-screens): a member's consent looked up,
// its proof, a withdrawal recorded, and the withdrawals to honour. Shared by the server (server/routes/staffConsent.ts)
// and the console (src/staff/); the rules behind them live once, in server/consent/.
import { STAFF_API_PATH, type SubmissionDelivery } from './staffConsole';

/** The channels a member consents to, and withdraws, in the contact form's order. */
export const STAFF_CONSENT_CHANNELS = ['email', 'text', 'prerecorded', 'phone'] as const;
export type StaffConsentChannel = (typeof STAFF_CONSENT_CHANNELS)[number];

/** How the console names each channel. */
export const CHANNEL_TITLES: Readonly<Record<StaffConsentChannel, string>> = {
  email: 'Email',
  text: 'Text messages',
  prerecorded: 'Pre-recorded calls',
  phone: 'Phone calls',
};

/** How a withdrawal can reach the plan. */
export const STAFF_WITHDRAWAL_SOURCES = ['phone', 'mail', 'sms-stop', 'web', 'other'] as const;
export type StaffWithdrawalSource = (typeof STAFF_WITHDRAWAL_SOURCES)[number];

export const SOURCE_TITLES: Readonly<Record<StaffWithdrawalSource, string>> = {
  phone: 'By phone',
  mail: 'By mail',
  'sms-stop': 'STOP reply to a text',
  web: 'On the web',
  other: 'Another way',
};

/** Withdrawals due within this many business days (or overdue) come first on the "to honour" list, marked. */
export const DUE_SOON_BUSINESS_DAYS = 3;

export const STAFF_CONSENT_API = {
  /** POST { memberId }: the member's consent (a POST, so a member ID is never in an address, a log or a history). */
  member: `${STAFF_API_PATH}/consent/member`,
  /** GET: one consent's proof, by its reference. */
  proof: (reference: string) => `${STAFF_API_PATH}/consent/proof/${encodeURIComponent(reference)}`,
  /** POST NewWithdrawalRequest (manager). */
  withdrawals: `${STAFF_API_PATH}/consent/withdrawals`,
  /** GET ?show=open|honoured&after: the withdrawals to honour. */
  toHonour: `${STAFF_API_PATH}/withdrawals`,
  /** POST HonouredRequest (manager). */
  honoured: (reference: string) => `${STAFF_API_PATH}/withdrawals/${encodeURIComponent(reference)}/honoured`,
} as const;

/** POST /staff/api/consent/member */
export interface MemberLookupRequest {
  memberId: string;
}

/** What the member has chosen now, and since when. */
export interface CurrentConsentView {
  channels: Record<StaffConsentChannel, boolean>;
  /** ISO 8601: when the current state began (the consent counting, or the last withdrawal); null with no history. */
  since: string | null;
  /** The consent that counts now; null when none does (only withdrawals, or consents waiting for a confirmation). */
  consentReference: string | null;
  /** The email address and mobile number of that consent, as the member wrote them. */
  email: string | null;
  mobile: string | null;
  /** Later consents that wait for the member to confirm a new email or number, oldest first. */
  waiting: string[];
}

/** What the plan keeps as proof of a consent (issue 23). */
export interface ConsentEvidenceView {
  termsVersion: string | null;
  termsSha256: string | null;
  /** The page the consent was given on (origin and path). */
  pageUrl: string | null;
  /** Only when the plan keeps them (CONSENT_KEEP_CLIENT). */
  clientIp: string | null;
  userAgent: string | null;
}

export interface ConsentHistoryConsent {
  kind: 'consent';
  reference: string;
  /** ISO 8601. */
  receivedAt: string;
  language: string;
  channels: Record<StaffConsentChannel, boolean>;
  email: string | null;
  mobile: string | null;
  /** Where it stands: 'confirmed', 'waiting for email', 'superseded', 'before confirmation'... (docs/consent.md). */
  state: string;
  evidence: ConsentEvidenceView;
}

export interface ConsentHistoryWithdrawal {
  kind: 'withdrawal';
  /** WDR- and its id. */
  reference: string;
  receivedAt: string;
  channels: StaffConsentChannel[];
  source: StaffWithdrawalSource;
  /** YYYY-MM-DD. */
  honourBy: string;
  honoured: HonouredMarkView | null;
}

export type ConsentHistoryEntry = ConsentHistoryConsent | ConsentHistoryWithdrawal;

/** The answer of POST /staff/api/consent/member. */
export interface MemberConsentView {
  /** The member ID as the server normalised it. */
  memberId: string;
  current: CurrentConsentView;
  /** Every consent and withdrawal, oldest first (the order they were received). */
  history: ConsentHistoryEntry[];
}

/** A version of the texting terms in one language, exactly as members read it. */
export interface TermsTextView {
  version: string;
  language: string;
  text: string;
  sha256: string;
  recordedAt: string | null;
}

/** GET /staff/api/consent/proof/:reference: what a member agreed to, to print on one page. */
export interface ConsentProofView {
  consent: ConsentHistoryConsent;
  memberId: string;
  /** The terms text of the consent's version and language; null when the server never recorded that version. */
  terms: TermsTextView | null;
  /** The plan's time zone (IANA), which the proof's times are given in. */
  timeZone: string;
}

/** POST /staff/api/consent/withdrawals (manager). */
export interface NewWithdrawalRequest {
  memberId: string;
  channels: StaffConsentChannel[];
  source: StaffWithdrawalSource;
  /** YYYY-MM-DD (the plan's time zone) or an ISO 8601 date-time: when the plan received it; not in the future. */
  received: string;
  /** Record it although no consent is on record for the member ID (a consent given outside the portal). */
  force?: boolean;
}

/** The answer of a withdrawal recorded (201). */
export interface WithdrawalRecordedView {
  withdrawal: ConsentHistoryWithdrawal;
  member: MemberConsentView;
}

/** A 400 or 409 of the consent screens: the message, and for a form the field each problem is about. */
export interface StaffProblemAnswer {
  message: string;
  /** 'no-consent': nothing on record for the member ID, and `force` was not given (409). */
  code?: 'no-consent' | 'already-honoured' | 'already-reviewed';
  fields?: Partial<Record<string, string>>;
}

/** Who marked a withdrawal honoured, on which day, and why. */
export interface HonouredMarkView {
  /** YYYY-MM-DD: the day the plan stopped using the channels. */
  on: string;
  note: string;
  /** The staff member's email (or subject). */
  by: string;
  /** ISO 8601: when the mark was recorded. */
  at: string;
}

/** How close a withdrawal is to its honour-by date: 'overdue', due within DUE_SOON_BUSINESS_DAYS, or later. */
export type WithdrawalUrgency = 'overdue' | 'soon' | 'later' | 'honoured';

/** One row of the "to honour" list. */
export interface WithdrawalToHonour {
  reference: string;
  memberId: string;
  channels: StaffConsentChannel[];
  source: StaffWithdrawalSource;
  receivedAt: string;
  honourBy: string;
  /** Business days from today (the plan's) to the honour-by date; negative once overdue. */
  businessDaysLeft: number;
  urgency: WithdrawalUrgency;
  /** Its `consent.withdrawn` event to each endpoint that receives consents. */
  deliveries: SubmissionDelivery[];
  honoured: HonouredMarkView | null;
}

/** GET /staff/api/withdrawals?show=open|honoured&after */
export interface WithdrawalsPage {
  rows: WithdrawalToHonour[];
  /** Pass as `after` for the next page; absent on the last. */
  next?: string;
  /** YYYY-MM-DD: the plan's today, which the days left are counted from. */
  today: string;
}

/** POST /staff/api/withdrawals/:reference/honoured (manager). */
export interface HonouredRequest {
  /** YYYY-MM-DD, not in the future, not before the withdrawal was received. */
  on: string;
  note: string;
}

/** A note's longest length, on the mark of a withdrawal (and, later, of a changed answer). */
export const STAFF_NOTE_MAX_LENGTH = 1000;
