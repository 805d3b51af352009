// The outbox's jobs (issue 22): written by the batch writers (sqliteWriter.ts, postgresWriter.ts) in the same
// transaction as the submissions they deliver, one per new submission and active endpoint that receives its form.
// An acknowledged submission therefore always has its jobs, whatever fails after the commit; and a job that cannot be
// written fails its submission, which the client then sends again.
import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DeliveriesTable } from './schema';
import type { FormKind } from './types';

/** An endpoint as the writers need it: its id and the forms it receives. */
export interface OutboxEndpoint {
  id: number;
  forms: readonly string[];
}

/** The endpoints' `forms` column: JSON text of an array of kinds; anything else receives nothing. */
export function parseEndpointForms(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((kind): kind is string => typeof kind === 'string') : [];
  } catch {
    return [];
  }
}

/** A Standard Webhooks message id (`webhook-id`): `msg_` and 128 random bits, the same on every attempt. */
export function newMessageId(): string {
  return `msg_${crypto.randomBytes(16).toString('base64url')}`;
}

export type NewDelivery = Omit<Insertable<DeliveriesTable>, 'id'>;

/**
 * What a job delivers: a submission (`submission.created`), a withdrawal of consent (`consent.withdrawn`) or a request
 * to confirm a mobile number (`consent.confirmation_requested`, issue 36) or a change of number (`consent.contact_changed`).
 */
export type DeliverySubject = { submissionId: number } | { withdrawalId: number } | { confirmationId: number } | { answerReviewId: number } | { contactChangeId: number };

/** Where every new job of an outbox starts (the webhooks', the mail's): due at once, never tried, held by no one. */
export function dueNow(createdAt: string) {
  return { status: 'pending', attempts: 0, next_attempt_at: createdAt, lease_until: null, last_status: null, last_error: null, created_at: createdAt } as const;
}

/** A job, due at once, for one submission (or withdrawal) and one endpoint. */
export function deliveryJob(endpointId: number, subject: number | DeliverySubject, createdAt: string): NewDelivery {
  const about: DeliverySubject = typeof subject === 'number' ? { submissionId: subject } : subject;
  return {
    endpoint_id: endpointId,
    submission_id: 'submissionId' in about ? about.submissionId : null,
    withdrawal_id: 'withdrawalId' in about ? about.withdrawalId : null,
    ...('confirmationId' in about ? { confirmation_id: about.confirmationId } : {}),
    ...('contactChangeId' in about ? { contact_change_id: about.contactChangeId } : {}),
    ...('answerReviewId' in about ? { answer_review_id: about.answerReviewId } : {}),
    message_id: newMessageId(),
    ...dueNow(createdAt),
    delivered_at: null,
  };
}

/** The jobs for these new submissions: one per submission and endpoint that receives its form. */
export function outboxJobs(endpoints: readonly OutboxEndpoint[], submissions: readonly { id: number; kind: FormKind }[], createdAt: string): NewDelivery[] {
  const jobs: NewDelivery[] = [];
  for (const submission of submissions) {
    for (const endpoint of endpoints) {
      if (endpoint.forms.includes(submission.kind)) jobs.push(deliveryJob(endpoint.id, submission.id, createdAt));
    }
  }
  return jobs;
}
