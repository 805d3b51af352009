// The staff console's changed survey answers (issue 38, docs/operations.md#confirming-a-changed-answer): every TGI
// response that changed its NPI's answer, beside the answer it replaced and who gave each, and a manager's review of it
// with the provider's office (confirmed, or not confirmed) with a note. Shared by server/routes/staffAnswerChanges.ts and
// the console (src/staff/).
import { STAFF_API_PATH, type SubmissionDelivery } from './staffConsole';

/** What staff found when they asked the provider's office through contact details the plan already holds. */
export const ANSWER_REVIEW_OUTCOMES = ['confirmed', 'not-confirmed'] as const;
export type AnswerReviewOutcome = (typeof ANSWER_REVIEW_OUTCOMES)[number];

export const ANSWER_REVIEW_TITLES: Readonly<Record<AnswerReviewOutcome, string>> = {
  confirmed: 'Confirmed with the provider',
  'not-confirmed': 'Not confirmed: the provider did not send it',
};

export const STAFF_ANSWER_CHANGES_API = {
  /** GET ?show=waiting|reviewed&after */
  list: `${STAFF_API_PATH}/answer-changes`,
  /** POST AnswerReviewRequest (manager). */
  review: (reference: string) => `${STAFF_API_PATH}/answer-changes/${encodeURIComponent(reference)}/review`,
} as const;

/** One response of the survey as the screen shows it: its answer and who gave it. */
export interface SurveyResponseView {
  reference: string;
  receivedAt: string;
  /** "Yes", "No", … as the survey records it. */
  answer: string;
  /** The person who completed the survey, and the email and phone they gave (the sender chose these). */
  completedBy: string;
  email: string;
  phone: string;
}

export interface AnswerReviewView {
  outcome: AnswerReviewOutcome;
  note: string;
  /** The staff member's email (or subject). */
  by: string;
  at: string;
}

/** One change of an NPI's answer. */
export interface AnswerChangeView {
  npi: string;
  /** The provider the response names. */
  provider: string;
  /** The response that changed the answer. */
  change: SurveyResponseView;
  /** The response whose answer it replaced. */
  previous: SurveyResponseView;
  /** Whether it is still the NPI's current answer (no later response). */
  current: boolean;
  review: AnswerReviewView | null;
  /** The `submission.answer_change_reviewed` event of its review, to each endpoint that receives the survey. */
  deliveries: SubmissionDelivery[];
}

/** GET /staff/api/answer-changes?show=waiting|reviewed&after, newest first. */
export interface AnswerChangesPage {
  rows: AnswerChangeView[];
  next?: string;
}

/** POST /staff/api/answer-changes/:reference/review (manager). */
export interface AnswerReviewRequest {
  outcome: AnswerReviewOutcome;
  /** Whom staff reached and how (never only the response's own email or phone). At most STAFF_NOTE_MAX_LENGTH. */
  note: string;
}
