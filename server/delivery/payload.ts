// The body of each delivery (docs/operations.md#delivery): the event, its time, and the submission as stored, the
// same bytes on every attempt of a job. For a form whose latest response per NPI wins (TGI), the response it
// replaced, so the receiving system sees a changed answer before it publishes it (issue 21).
import { formDescriptor } from '../../src/domain/forms';
import type { ClaimedDelivery, FormKind, StoredConfirmation, StoredSubmission, Withdrawal } from '../store/types';
import { recordText } from '../store/recordFields';
import { CHANNEL_FIELDS, CONSENT_CHANNELS, withdrawalReference } from '../store/withdrawalRules';

import { ANSWER_CHANGE_REVIEWED, CONFIRMATION_REQUESTED, CONSENT_WITHDRAWN, CONTACT_CHANGED, SUBMISSION_CREATED, WEBHOOK_TEST } from '../../src/domain/webhookEvents';

export { ANSWER_CHANGE_REVIEWED, CONFIRMATION_REQUESTED, CONSENT_WITHDRAWN, CONTACT_CHANGED, SUBMISSION_CREATED, WEBHOOK_TEST };

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What a TGI event says of the response before it for the same NPI. */
function previousResponse(kind: FormKind, submission: StoredSubmission, previous: StoredSubmission | undefined): Record<string, Json> {
  const rule = formDescriptor(kind).latestPerNpi;
  if (rule === undefined) return {};
  const answer = (record: Record<string, unknown>) => recordText(record, rule.answerField) ?? null;
  return {
    changesAnswer: previous !== undefined && answer(previous.record) !== answer(submission.record),
    previous:
      previous === undefined
        ? null
        : {
            reference: previous.reference,
            receivedAt: previous.receivedAt,
            answer: answer(previous.record),
            email: recordText(previous.record, rule.emailField) ?? null,
          },
  };
}

/** `submission.created` for a claimed job's submission; its timestamp is the time the portal received it. */
export function submissionCreatedBody(job: ClaimedDelivery & { submission: NonNullable<ClaimedDelivery['submission']> }): string {
  const { submission } = job;
  const data: Record<string, Json> = {
    form: submission.kind,
    reference: submission.reference,
    receivedAt: submission.receivedAt,
    language: submission.language,
    ...(submission.termsVersion !== undefined ? { termsVersion: submission.termsVersion } : {}),
    record: submission.record as Record<string, Json>,
    ...previousResponse(submission.kind, submission, job.previous),
  };
  return JSON.stringify({ type: SUBMISSION_CREATED, timestamp: submission.receivedAt, data });
}

/**
 * `consent.withdrawn` (issue 23): a member's withdrawal, as recorded; its timestamp is the time the plan received it.
 * The receiving system turns the channels off and honours it by `honourBy`.
 */
export function consentWithdrawnBody(withdrawal: Withdrawal): string {
  const data: Record<string, Json> = {
    reference: withdrawalReference(withdrawal.id),
    memberId: withdrawal.memberId,
    channels: withdrawal.channels,
    source: withdrawal.source,
    receivedAt: withdrawal.receivedAt,
    recordedAt: withdrawal.recordedAt,
    honourBy: withdrawal.honourBy,
    ...(withdrawal.phone !== null ? { mobileNumber: withdrawal.phone } : {}),
  };
  return JSON.stringify({ type: CONSENT_WITHDRAWN, timestamp: withdrawal.receivedAt, data });
}

/**
 * `consent.confirmation_requested` (issue 36): a consent names a mobile number the member has not confirmed; the plan's
 * SMS platform texts it its opt-in message, in the consent's language, and forwards the member's YES to the portal's
 * intake before `expiresAt`. It names the number and the consent's reference, never the member's name or ID.
 */
export function confirmationRequestedBody(confirmation: StoredConfirmation, consent: StoredSubmission): string {
  const data: Record<string, Json> = {
    reference: consent.reference,
    mobileNumber: confirmation.address,
    language: consent.language,
    channels: CONSENT_CHANNELS.filter((channel) => consent.record[CHANNEL_FIELDS[channel]] === true),
    requestedAt: confirmation.createdAt,
    expiresAt: confirmation.expiresAt,
  };
  return JSON.stringify({ type: CONFIRMATION_REQUESTED, timestamp: confirmation.createdAt, data });
}

/**
 * `consent.contact_changed` (issue 36): a member's confirmed mobile number was replaced by a newly confirmed one; the
 * SMS platform stops texting the previous number for this member. It names both numbers and the consent's reference.
 */
export function contactChangedBody(change: NonNullable<ClaimedDelivery['contactChange']>, consent: StoredSubmission): string {
  const data: Record<string, Json> = {
    reference: consent.reference,
    previousMobileNumber: change.previousMobile,
    mobileNumber: change.mobile,
    language: consent.language,
    changedAt: change.changedAt,
  };
  return JSON.stringify({ type: CONTACT_CHANGED, timestamp: change.changedAt, data });
}

/**
 * `submission.answer_change_reviewed` (issue 38): staff asked the provider's office, through contact details the plan
 * already holds, whether a response that changed its NPI's answer was theirs. `confirmed`: publish the new answer;
 * `not-confirmed`: keep the answer it replaced. Its timestamp is the review's time.
 */
export function answerChangeReviewedBody(job: ClaimedDelivery & { submission: NonNullable<ClaimedDelivery['submission']>; answerReview: NonNullable<ClaimedDelivery['answerReview']> }): string {
  const { submission, answerReview } = job;
  const rule = formDescriptor(submission.kind).latestPerNpi;
  const data: Record<string, Json> = {
    form: submission.kind,
    reference: submission.reference,
    receivedAt: submission.receivedAt,
    npi: submission.npi ?? null,
    answer: rule ? (recordText(submission.record, rule.answerField) ?? null) : null,
    ...previousResponse(submission.kind, submission, job.previous),
    review: { outcome: answerReview.outcome, note: answerReview.note, reviewedAt: answerReview.recordedAt, reviewedBy: answerReview.byEmail ?? answerReview.bySubject },
  };
  return JSON.stringify({ type: ANSWER_CHANGE_REVIEWED, timestamp: answerReview.recordedAt, data });
}

/** A claimed job's body; undefined when what it delivers is no longer stored. */
export function deliveryBody(job: ClaimedDelivery): string | undefined {
  if (job.subject === 'contactChange') {
    return job.contactChange === undefined || job.submission === undefined ? undefined : contactChangedBody(job.contactChange, job.submission);
  }
  if (job.subject === 'confirmation') {
    return job.confirmation === undefined || job.submission === undefined ? undefined : confirmationRequestedBody(job.confirmation, job.submission);
  }
  if (job.subject === 'answerReview') {
    return job.answerReview === undefined || job.submission === undefined ? undefined : answerChangeReviewedBody({ ...job, submission: job.submission, answerReview: job.answerReview });
  }
  if (job.subject === 'withdrawal') return job.withdrawal === undefined ? undefined : consentWithdrawnBody(job.withdrawal);
  return job.submission === undefined ? undefined : submissionCreatedBody({ ...job, submission: job.submission });
}

/** `webhook.test`, sent by `npm run admin -- webhooks test ID`. */
export function webhookTestBody(endpointId: number, now: Date): string {
  return JSON.stringify({ type: WEBHOOK_TEST, timestamp: now.toISOString(), data: { endpoint: endpointId } });
}
