// A mail job as it is written (issue 36): the outbox of email messages, mailQueries.ts. Apart, so that the writers of
// what causes a message (confirmationQueries.ts) and its sender share it without importing each other.
import type { Insertable } from 'kysely';
import { dueNow } from './outbox';
import type { MailJobsTable } from './schema';
import type { MailJobKind } from './types';

export const MAIL_JOB_KINDS: readonly MailJobKind[] = ['confirm-email', 'contact-change', 'receipt'];

/** What a job's sealed token is bound to (GCM additional data): its row. */
export const mailTokenPlace = (id: number): string => `mail_jobs:${Number(id)}:token`;

/** A job, due at once. */
export function mailJob(kind: MailJobKind, submissionId: number, recipientSubmissionId: number, createdAt: string, confirmationId: number | null): Omit<Insertable<MailJobsTable>, 'id'> {
  return {
    kind,
    submission_id: submissionId,
    recipient_submission_id: recipientSubmissionId,
    confirmation_id: confirmationId,
    token: null,
    ...dueNow(createdAt),
    sent_at: null,
  };
}

