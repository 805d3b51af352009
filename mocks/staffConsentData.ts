// Invented members, consents, terms and withdrawals for the staff console's consent screens (issue 38), as the server
// answers them (src/domain/staffConsent.ts). Days are counted from a fixed "today" the mock API reports, so every
// story and test sees the same urgencies. Imports the contract only.
import {
  DUE_SOON_BUSINESS_DAYS,
  type ConsentHistoryConsent,
  type ConsentHistoryWithdrawal,
  type HonouredMarkView,
  type StaffConsentChannel,
  type StaffWithdrawalSource,
  type TermsTextView,
  type WithdrawalToHonour,
} from '../src/domain/staffConsent';
import type { SubmissionDelivery } from '../src/domain/staffConsole';

/** The plan's today as the mock API counts days left (a Friday, the day after Thanksgiving). */
export const STAFF_MOCK_TODAY = '2026-11-27';

/** The plan's time zone, as STAFF_SAMPLE_FORMS says it. */
const PLAN_TIME_ZONE = 'America/Los_Angeles';

/** The day of an instant in the plan's time zone (YYYY-MM-DD). */
export function planDayOf(instant: string | number | Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PLAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

// The US federal holidays (as observed) the sample dates cross; the server's own rule is in server/consent/businessDays.ts.
const HOLIDAYS = new Set(['2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15']);

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

/** `count` business days after `day`, the day itself not counted: a withdrawal's honour-by date is 10 after receipt. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = nextDay(current);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** Business days from `from` to `to`: negative once `to` has passed. */
export function businessDaysBetween(from: string, to: string): number {
  const [start, end, sign] = from <= to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let day = nextDay(start); day <= end; day = nextDay(day)) if (isBusinessDay(day)) count += 1;
  return sign * count;
}

export const WITHDRAWAL_HONOUR_DAYS = 10;

const CRM = 'https://crm.sunrisehealth.example/hooks/consents';
const ARCHIVE = 'https://archive.sunrisehealth.example/consents';

const delivered = (endpoint: string, at: string): SubmissionDelivery => ({ endpoint, status: 'delivered', attempts: 1, deliveredAt: at, lastStatus: 204 });

const channelsOf = (...chosen: StaffConsentChannel[]): Record<StaffConsentChannel, boolean> => ({
  email: chosen.includes('email'),
  text: chosen.includes('text'),
  prerecorded: chosen.includes('prerecorded'),
  phone: chosen.includes('phone'),
});

/** The English texting terms a member read (version 2026-08-18), exactly as the server stored them. */
export const SAMPLE_TERMS_TEXT = [
  'Sunrise Health Plan Text Messaging Terms and Conditions',
  'By choosing "Text messages" on the Preferred Contact form, you agree to receive recurring automated text messages from Sunrise Health Plan at the mobile number you gave us. Messages are about your health plan benefits, appointment and prescription reminders, care program updates, and changes to your coverage. We will not text you marketing from anyone else.',
  'Message frequency varies, up to 6 messages a month. Message and data rates may apply. Your consent is not a condition of enrollment or of receiving any benefit or service.',
  'Reply STOP to cancel, HELP for help. After you reply STOP, we will send one message to confirm, and no further texts. To receive texts again, fill in the Preferred Contact form again.',
  'We do not sell or share your mobile number with anyone for their own marketing. Texts may include your first name but never your diagnosis or other health details. Our Privacy Notice, at https://www.sunrisehealth.example/privacy, says how we protect your information.',
  'For help, call Member Services at 1-800-555-0142 (TTY 711), Monday to Friday, 8 a.m. to 8 p.m. Pacific Time. Carriers are not liable for delayed or undelivered messages.',
].join('\n\n');

/** The SHA-256 of SAMPLE_TERMS_TEXT (UTF-8), as the server records it. */
const SAMPLE_TERMS_SHA256 = '1a0c56eedd701f101a2d708d1e55177ca44d287970d5e199d8af0334dd32b283';

/** The terms texts the server recorded, by version and language; the Spanish 2026-08-18-es never was. */
export const SAMPLE_TERMS: TermsTextView[] = [
  { version: '2026-08-18', language: 'en', text: SAMPLE_TERMS_TEXT, sha256: SAMPLE_TERMS_SHA256, recordedAt: '2026-08-18T16:00:00.000Z' },
];

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export interface SampleConsent extends ConsentHistoryConsent {
  memberId: string;
}

export const SAMPLE_CONSENTS: SampleConsent[] = [
  {
    kind: 'consent',
    memberId: 'M1234-5678',
    reference: 'PMC-7H3KQ9RA',
    receivedAt: '2026-09-14T16:02:11.000Z',
    language: 'en',
    channels: channelsOf('email', 'text'),
    email: 'dana.whitfield@example.com',
    mobile: '(916) 555-0187',
    state: 'superseded',
    evidence: { termsVersion: '2026-08-18', termsSha256: SAMPLE_TERMS_SHA256, pageUrl: 'https://forms.sunrisehealth.example/preferredcontact', clientIp: null, userAgent: null },
  },
  {
    kind: 'consent',
    memberId: 'M1234-5678',
    reference: 'PMC-4WXN8TLE',
    receivedAt: '2026-11-03T18:45:37.000Z',
    language: 'en',
    channels: channelsOf('email', 'text', 'phone'),
    email: 'dana.whitfield@example.com',
    mobile: '(916) 555-0187',
    state: 'confirmed',
    evidence: {
      termsVersion: '2026-08-18',
      termsSha256: SAMPLE_TERMS_SHA256,
      pageUrl: 'https://forms.sunrisehealth.example/preferredcontact',
      clientIp: '203.0.113.77',
      userAgent: IPHONE,
    },
  },
  {
    kind: 'consent',
    memberId: 'M1234-5678',
    reference: 'PMC-9JD2RMVA',
    receivedAt: '2026-11-25T04:12:09.000Z',
    language: 'en',
    channels: channelsOf('email', 'text', 'phone'),
    email: 'dana.whitfield@example.com',
    mobile: '(916) 555-0123',
    state: 'waiting for mobile',
    evidence: {
      termsVersion: '2026-08-18',
      termsSha256: SAMPLE_TERMS_SHA256,
      pageUrl: 'https://forms.sunrisehealth.example/preferredcontact',
      clientIp: '198.51.100.23',
      userAgent: IPHONE,
    },
  },
  {
    kind: 'consent',
    memberId: 'ZX9087654',
    reference: 'PMC-2BR7YC4H',
    receivedAt: '2026-10-20T20:31:02.000Z',
    language: 'es',
    channels: channelsOf('email', 'text', 'prerecorded', 'phone'),
    email: 'joaquin.herrera@example.com',
    mobile: '(559) 555-0164',
    state: 'confirmed',
    evidence: {
      termsVersion: '2026-08-18-es',
      termsSha256: '7c41e2d09b5a3f86c1d4e7a2b90f3c58d6e1a4b7c2f09d83e5a1b6c4d7f2e9a0',
      pageUrl: 'https://forms.sunrisehealth.example/es/preferredcontact',
      clientIp: null,
      userAgent: null,
    },
  },
  {
    kind: 'consent',
    memberId: 'M7781-0045',
    reference: 'PMC-5TQ8ZC3N',
    receivedAt: '2025-03-02T19:20:44.000Z',
    language: 'en',
    channels: channelsOf('email', 'phone'),
    email: 'r.okonkwo@example.net',
    mobile: '(209) 555-0119',
    state: 'before confirmation',
    evidence: { termsVersion: null, termsSha256: null, pageUrl: 'https://forms.sunrisehealth.example/preferredcontact', clientIp: null, userAgent: null },
  },
];

interface SampleWithdrawal {
  reference: string;
  memberId: string;
  channels: StaffConsentChannel[];
  source: StaffWithdrawalSource;
  receivedAt: string;
  deliveries: SubmissionDelivery[];
  honoured?: HonouredMarkView;
}

/** A row of the "to honour" list, its honour-by date and days left counted from `today`. */
export function withdrawalRow({ honoured = undefined, ...withdrawal }: SampleWithdrawal, today = STAFF_MOCK_TODAY): WithdrawalToHonour {
  const honourBy = addBusinessDays(planDayOf(withdrawal.receivedAt), WITHDRAWAL_HONOUR_DAYS);
  const businessDaysLeft = businessDaysBetween(today, honourBy);
  const urgency = honoured ? 'honoured' : businessDaysLeft < 0 ? 'overdue' : businessDaysLeft <= DUE_SOON_BUSINESS_DAYS ? 'soon' : 'later';
  return { ...withdrawal, honourBy, businessDaysLeft, urgency, honoured: honoured ?? null };
}

/** Six open ones (so the first page has more after it), then two marked honoured. */
const WITHDRAWALS: SampleWithdrawal[] = [
  {
    reference: 'WDR-12',
    memberId: 'ZX9087654',
    channels: ['text', 'phone'],
    source: 'phone',
    receivedAt: '2026-11-06T17:20:00.000Z',
    deliveries: [{ endpoint: CRM, status: 'failed', attempts: 5, deliveredAt: null, lastStatus: 503 }],
  },
  {
    reference: 'WDR-13',
    memberId: 'M7781-0045',
    channels: ['email'],
    source: 'mail',
    receivedAt: '2026-11-12T19:05:00.000Z',
    deliveries: [delivered(CRM, '2026-11-12T19:05:02.000Z')],
  },
  {
    reference: 'WDR-14',
    memberId: 'M1234-5678',
    channels: ['text'],
    source: 'sms-stop',
    receivedAt: '2026-11-16T21:47:00.000Z',
    deliveries: [
      { endpoint: CRM, status: 'pending', attempts: 2, deliveredAt: null, lastStatus: 502 },
      delivered(ARCHIVE, '2026-11-16T21:47:03.000Z'),
    ],
  },
  {
    reference: 'WDR-15',
    memberId: 'QK5523190',
    channels: ['prerecorded', 'phone'],
    source: 'web',
    receivedAt: '2026-11-17T16:30:00.000Z',
    deliveries: [delivered(CRM, '2026-11-17T16:30:01.000Z')],
  },
  {
    reference: 'WDR-16',
    memberId: 'M2290-3314',
    channels: ['email', 'text'],
    source: 'other',
    receivedAt: '2026-11-24T18:00:00.000Z',
    deliveries: [],
  },
  {
    reference: 'WDR-17',
    memberId: 'M7781-0045',
    channels: ['phone'],
    source: 'phone',
    receivedAt: '2026-11-25T23:10:00.000Z',
    deliveries: [{ endpoint: CRM, status: 'pending', attempts: 0, deliveredAt: null, lastStatus: null }],
  },
  {
    reference: 'WDR-9',
    memberId: 'M1234-5678',
    channels: ['text'],
    source: 'sms-stop',
    receivedAt: '2026-10-02T15:12:00.000Z',
    deliveries: [delivered(CRM, '2026-10-02T15:12:02.000Z')],
    honoured: { on: '2026-10-05', note: 'Removed from the texting list in the SMS platform.', by: 'marcus.webb@sunrisehealth.example', at: '2026-10-05T18:30:00.000Z' },
  },
  {
    reference: 'WDR-11',
    memberId: 'M2290-3314',
    channels: ['phone'],
    source: 'phone',
    receivedAt: '2026-11-09T17:00:00.000Z',
    deliveries: [delivered(CRM, '2026-11-09T17:00:01.000Z')],
    honoured: { on: '2026-11-13', note: '', by: 'priya.natarajan@sunrisehealth.example', at: '2026-11-13T22:04:00.000Z' },
  },
];

export const SAMPLE_WITHDRAWALS: WithdrawalToHonour[] = WITHDRAWALS.map((withdrawal) => withdrawalRow(withdrawal));

/** A withdrawal as a member's history lists it. */
export function historyEntryOf({ reference, receivedAt, channels, source, honourBy, honoured }: WithdrawalToHonour): ConsentHistoryWithdrawal {
  return { kind: 'withdrawal', reference, receivedAt, channels, source, honourBy, honoured };
}
