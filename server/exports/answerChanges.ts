// Changed answers (latestPerNpi forms, the TGI survey): NPIs are public, so anyone can send a response for any
// provider, and the latest response wins. A response whose answer differs from the one before it for its NPI is a
// change; the export shows, beside every response, the latest change of its NPI's answer up to it, with the answer it
// replaced and the email of the person who gave that one, so that a change reaches the directory only after staff
// have seen it (docs/operations.md, "Confirming a changed answer").
import { formDescriptor } from '../../src/domain/forms';
import { recordText } from '../store/recordFields';
import type { AnswerReview, FormKind, PortalStore, StoredSubmission } from '../store/types';

/** The latest change of an NPI's answer, up to and including a given response. */
export interface AnswerChange {
  /** The response that changed the answer. */
  submissionId: number;
  reference: string;
  receivedAt: string;
  /** The answer before it, and the email of the response that gave that answer. */
  previousAnswer: string;
  previousEmail: string;
}

export interface TracedResponse {
  submission: StoredSubmission;
  /** Its answer differs from the answer before it for its NPI (a first response changes nothing). */
  changesAnswer: boolean;
  /** The latest change of its NPI's answer up to it (itself when it is a change); undefined when there was none. */
  lastChange: AnswerChange | undefined;
  /** No later response exists for its NPI: it is the NPI's current answer. A response without an NPI stands alone. */
  current: boolean;
}

/** A field's text, '' when the record holds none there. */
const text = (record: Record<string, unknown>, field: string): string => recordText(record, field) ?? '';

/**
 * Follows each NPI's answer through `history`, every response of the form in the order stored (the store's id
 * order, which "latest response wins" goes by too). Throws for a form whose latest response does not win.
 */
export function traceAnswerChanges(kind: FormKind, history: readonly StoredSubmission[]): TracedResponse[] {
  const rule = formDescriptor(kind).latestPerNpi;
  if (rule === undefined) throw new Error(`The ${kind} form has no current answer per NPI.`);
  const before = new Map<string, { submission: StoredSubmission; lastChange: AnswerChange | undefined }>();
  const traced = history.map((submission): TracedResponse => {
    const npi = submission.npi;
    const previous = npi ? before.get(npi) : undefined;
    const answer = text(submission.record, rule.answerField);
    const previousAnswer = previous === undefined ? undefined : text(previous.submission.record, rule.answerField);
    const changesAnswer = previousAnswer !== undefined && previousAnswer !== answer;
    const lastChange: AnswerChange | undefined =
      changesAnswer && previous !== undefined
        ? {
            submissionId: submission.id,
            reference: submission.reference,
            receivedAt: submission.receivedAt,
            previousAnswer: previousAnswer ?? '',
            previousEmail: text(previous.submission.record, rule.emailField),
          }
        : previous?.lastChange;
    if (npi) before.set(npi, { submission, lastChange });
    return { submission, changesAnswer, lastChange, current: true };
  });
  for (const response of traced) {
    const npi = response.submission.npi;
    if (npi) response.current = before.get(npi)?.submission === response.submission;
  }
  return traced;
}

/**
 * Each traced response with the staff's review of its NPI's latest change (issue 38): what the export says of whether
 * the change was confirmed with the provider. One read of the reviews of the changes named.
 */
export async function withChangeReviews<Entry extends { lastChange: AnswerChange | undefined }>(
  store: Pick<PortalStore, 'staff'>,
  traced: readonly Entry[],
): Promise<(Entry & { changeReview: AnswerReview | null })[]> {
  const ids = [...new Set(traced.flatMap((response) => (response.lastChange ? [response.lastChange.submissionId] : [])))];
  const reviews = await store.staff.answerReviews(ids);
  return traced.map((response) => ({ ...response, changeReview: response.lastChange ? (reviews.get(response.lastChange.submissionId) ?? null) : null }));
}
