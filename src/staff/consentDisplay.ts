// How the consent screens say days, channels, honour-by dates and deliveries, in plain English: the words carry the
// meaning, a colour only adds to it (WCAG 1.4.1).
import type { SubmissionDelivery } from '../domain/staffConsole';
import { CHANNEL_TITLES, STAFF_CONSENT_CHANNELS, type StaffConsentChannel, type WithdrawalToHonour } from '../domain/staffConsent';
import { formatDateTime } from './display';

/** A calendar date (YYYY-MM-DD) as its own day: read at noon UTC, so no time zone moves it to the day before. */
function dayAsDate(day: string): Date | null {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Dec 11, 2026" */
export function formatDay(day: string): string {
  const date = dayAsDate(day);
  return date ? new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(date) : day;
}

/** "Friday, December 11, 2026": a deadline said in full, weekday and all. */
export function formatLongDay(day: string): string {
  const date = dayAsDate(day);
  return date ? new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(date) : day;
}

/** The calendar date of an instant in the plan's time zone (YYYY-MM-DD), as the server counts days. */
export function planDay(instant: Date | string | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** "November 27, 2026 at 2:41:07 PM PST (America/Los_Angeles)": a proof's time, to the second and with its zone named. */
export function formatProofTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'long' }).format(date)} (${timeZone})`;
}

/** "Email, Text messages and Phone calls", in the contact form's order; "None" for none. */
export function channelList(channels: readonly StaffConsentChannel[]): string {
  const titles = STAFF_CONSENT_CHANNELS.filter((channel) => channels.includes(channel)).map((channel) => CHANNEL_TITLES[channel]);
  if (titles.length === 0) return 'None';
  if (titles.length === 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;
}

/** The channels a consent chose. */
export function chosenChannels(channels: Record<StaffConsentChannel, boolean>): StaffConsentChannel[] {
  return STAFF_CONSENT_CHANNELS.filter((channel) => channels[channel]);
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

function businessDays(count: number): string {
  return `${count} business ${count === 1 ? 'day' : 'days'}`;
}

/** How close its honour-by date is, in words: "3 business days late", "Due today", "In 8 business days". */
export function honourByText({ urgency, businessDaysLeft }: Pick<WithdrawalToHonour, 'urgency' | 'businessDaysLeft'>): string {
  switch (urgency) {
    case 'overdue':
      return `${businessDays(Math.max(1, -businessDaysLeft))} late`;
    case 'soon':
      return businessDaysLeft <= 0 ? 'Due today' : `Due in ${businessDays(businessDaysLeft)}`;
    case 'later':
      return `In ${businessDays(businessDaysLeft)}`;
    case 'honoured':
      return 'Honoured';
  }
}

function attempts(count: number): string {
  return `${count} ${count === 1 ? 'attempt' : 'attempts'}`;
}

/** One endpoint's delivery of a withdrawal: never what the receiver answered, only its status. */
export function withdrawalDeliveryText(delivery: SubmissionDelivery, timeZone: string): string {
  switch (delivery.status) {
    case 'delivered':
      return delivery.deliveredAt ? `Delivered ${formatDateTime(delivery.deliveredAt, timeZone)}` : 'Delivered';
    case 'pending':
      return delivery.attempts === 0 ? 'Waiting (not tried yet)' : `Waiting (${attempts(delivery.attempts)})`;
    case 'failed':
      return `Failed after ${attempts(delivery.attempts)} (${delivery.lastStatus === null ? 'no answer' : `last answer ${delivery.lastStatus}`})`;
    case 'none':
      return 'Not sent';
  }
}
