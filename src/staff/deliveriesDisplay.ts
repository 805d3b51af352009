// How the deliveries screen says an endpoint's forms, state and backlog, a test's answer, a failed job and a retry, in
// plain English: the words carry the meaning, a colour only adds to it (WCAG 1.4.1).
import type { StaffFormView } from '../domain/staffConsole';
import type { DeliveryAttemptView, EndpointTestAnswer, EndpointView } from '../domain/staffDeliveries';
import type { EndpointTestState } from './endpointsSlice';
import { countOf, failureText, formatDateTime } from './display';
import { ROLE_REFUSED_TEXT } from './WithdrawalForm';

/** A backlog older than this is said to be late: the first retries of a job come within minutes. */
export const WAITING_TOO_LONG_MS = 60 * 60 * 1000;
export const WAITING_TOO_LONG_TEXT = 'Waiting over an hour';

export const DISABLED_TEXT = 'Disabled: it answered 410 Gone';

/** "Preferred contact and TGI survey": the forms' titles as the inbox names them, a kind the plan lacks as it is. */
export function formsText(kinds: readonly string[], forms: readonly StaffFormView[]): string {
  const titles = kinds.map((kind) => forms.find((form) => form.kind === kind)?.title ?? kind);
  if (titles.length <= 1) return titles[0] ?? 'None';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;
}

export function endpointStateText({ state }: Pick<EndpointView, 'state'>): string {
  return state === 'disabled' ? DISABLED_TEXT : 'Active';
}

/** Whether the oldest job waiting has waited longer than it should, by this computer's clock. */
export function isWaitingTooLong({ oldestWaitingSince }: Pick<EndpointView, 'oldestWaitingSince'>, now = Date.now()): boolean {
  return oldestWaitingSince !== null && now - Date.parse(oldestWaitingSince) > WAITING_TOO_LONG_MS;
}

function testAnswerText({ received, status, durationMs, problem }: EndpointTestAnswer): string {
  const took = `${Math.round(durationMs)} ms`;
  if (received) return status === null ? `Test received in ${took}` : `Test received: answered ${status} in ${took}`;
  return `Test not received: ${problem ?? (status === null ? 'no answer came' : `answered ${status}`)}`;
}

/** What the row's status region says of its test: nothing before one was sent. */
export function testResultText(test: EndpointTestState | undefined): string {
  if (!test) return '';
  if (test.status === 'sending') return 'Sending a test…';
  if (test.status === 'answered') return testAnswerText(test.answer);
  return test.failure.status === 403 ? ROLE_REFUSED_TEXT : `Sending the test failed. ${failureText(test.failure)}`;
}

/** What each event delivers, in words, beside its code (the code is what the receiving team's logs show). */
const EVENT_TEXT: Record<string, string> = {
  'submission.created': 'A submission',
  'submission.answer_change_reviewed': 'A changed answer reviewed',
  'consent.withdrawn': 'A withdrawal of consent',
  'consent.confirmation_requested': 'A confirmation asked of a member',
  'consent.contact_changed': "A member's number changed",
  'webhook.test': 'A test message',
};

export function eventText(event: string): string {
  return EVENT_TEXT[event] ?? event;
}

/** "Nov 27, 2026, 9:00 AM: answered 503", or the words of why no answer came. */
export function lastAttemptText({ at, status, error }: DeliveryAttemptView, timeZone: string): string {
  return `${formatDateTime(at, timeZone)}: ${status !== null ? `answered ${status}` : (error ?? 'no answer came')}`;
}

export function retriedText(count: number): string {
  return `${countOf(count, 'delivery', 'deliveries')} will be sent again now.`;
}

export function retryAllQuestion(count: number): string {
  return `Send all ${countOf(count, 'failed delivery', 'failed deliveries')} again now?`;
}
