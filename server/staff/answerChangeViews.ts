// What the console's changed-answers screen shows (issue 38): each change beside the answer it replaced, who gave
// each (the names and contact details the senders chose, which is why staff confirm through the plan's own records),
// its review and the review's deliveries.
import { formDescriptor, type FormKind } from '../../src/domain/forms';
import type { AnswerChangeView, AnswerReviewView, SurveyResponseView } from '../../src/domain/staffAnswerChanges';
import { recordText } from '../store/recordFields';
import type { AnswerChangeEntry, AnswerReview, StoredSubmission } from '../store/types';
import { deliveryView } from './inboxViews';

const field = (submission: StoredSubmission, name: string) => (recordText(submission.record, name) ?? '').trim();

function responseView(kind: FormKind, submission: StoredSubmission): SurveyResponseView {
  const rule = formDescriptor(kind).latestPerNpi;
  return {
    reference: submission.reference,
    receivedAt: submission.receivedAt,
    answer: rule ? field(submission, rule.answerField) : '',
    completedBy: field(submission, 'fullNameOfPersonCompletingSurvey'),
    email: rule ? field(submission, rule.emailField) : '',
    phone: field(submission, 'phoneNumber'),
  };
}

export function reviewView(review: AnswerReview | null): AnswerReviewView | null {
  return review ? { outcome: review.outcome, note: review.note, by: review.byEmail ?? review.bySubject, at: review.recordedAt } : null;
}

/** A change as the screen lists it; its previous response is always there (a change replaces one). */
export function answerChangeView(kind: FormKind, entry: AnswerChangeEntry): AnswerChangeView {
  const { change } = entry;
  const previous = entry.previous ?? change;
  return {
    npi: change.npi ?? '',
    provider: [field(change, 'providerFirstName'), field(change, 'providerLastName')].filter(Boolean).join(' '),
    change: responseView(kind, change),
    previous: responseView(kind, previous),
    current: entry.current,
    review: reviewView(entry.review),
    deliveries: entry.deliveries.map(deliveryView),
  };
}
