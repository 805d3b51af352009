// One changed survey answer: the new answer beside the one it replaced (one under the other on a phone), who gave each
// with the contact details they chose, whether it is still the NPI's answer, its review once made, and, for managers on
// the waiting list, "Review".
import { useId } from 'react';
import { Button } from 'antd';
import { ANSWER_REVIEW_TITLES, type AnswerChangeView, type AnswerReviewView, type SurveyResponseView } from '../domain/staffAnswerChanges';
import { DeliveryList } from './DeliveryList';
import { formatDateTime } from './display';
import { Exact } from './Exact';
import { FactList, type Fact } from './FactList';

export const STILL_CURRENT_TEXT = "This is still the NPI's current answer.";
export const REPLACED_SINCE_TEXT = 'A later response has replaced it since.';
export const NO_SURVEY_ENDPOINT_TEXT = 'No endpoint receives the survey';

const NOT_GIVEN = 'Not given';

function exactOrNot(value: string) {
  return value ? <Exact>{value}</Exact> : NOT_GIVEN;
}

function responseFacts(response: SurveyResponseView, timeZone: string): Fact[] {
  return [
    { key: 'answer', label: 'Answer', value: response.answer || NOT_GIVEN },
    { key: 'received', label: 'Received', value: formatDateTime(response.receivedAt, timeZone) },
    { key: 'reference', label: 'Reference', value: <Exact>{response.reference}</Exact> },
    { key: 'completedBy', label: 'Completed by', value: response.completedBy || NOT_GIVEN },
    { key: 'email', label: 'Email', value: exactOrNot(response.email) },
    { key: 'phone', label: 'Phone', value: exactOrNot(response.phone) },
  ];
}

function reviewFacts(review: AnswerReviewView, { deliveries }: AnswerChangeView, timeZone: string): Fact[] {
  return [
    { key: 'outcome', label: 'Outcome', value: ANSWER_REVIEW_TITLES[review.outcome] ?? review.outcome },
    { key: 'by', label: 'Reviewed by', value: <Exact>{review.by}</Exact> },
    { key: 'at', label: 'Reviewed', value: formatDateTime(review.at, timeZone) },
    // Its line breaks kept: a note may say whom staff reached, and how, on several lines.
    { key: 'note', label: 'Note', value: review.note ? <span className="staff-note">{review.note}</span> : 'None' },
    { key: 'deliveries', label: "Sent to the plan's systems", value: <DeliveryList deliveries={deliveries} timeZone={timeZone} emptyText={NO_SURVEY_ENDPOINT_TEXT} /> },
  ];
}

export interface AnswerChangeCardProps {
  change: AnswerChangeView;
  timeZone: string;
  /** Managers and admins on the waiting list: a "Review" button. */
  onReview?: (reference: string) => void;
}

export function AnswerChangeCard({ change, timeZone, onReview }: AnswerChangeCardProps) {
  const headingId = useId();
  const reference = change.change.reference;
  return (
    <article aria-labelledby={headingId} className="staff-change">
      {/* Focusable from script only, so that "Load more" can hand focus to the first new change. */}
      <h2 id={headingId} tabIndex={-1} data-row={reference} className="staff-change__title">
        NPI <Exact>{change.npi}</Exact>
        {change.provider ? ` · ${change.provider}` : ''}
      </h2>
      <div className="staff-change__sides">
        <div className="staff-change__side">
          <h3 className="staff-change__subtitle">New answer</h3>
          <FactList facts={responseFacts(change.change, timeZone)} />
          <p className="staff-change__current">{change.current ? STILL_CURRENT_TEXT : REPLACED_SINCE_TEXT}</p>
        </div>
        <div className="staff-change__side">
          <h3 className="staff-change__subtitle">Answer it replaced</h3>
          <FactList facts={responseFacts(change.previous, timeZone)} />
        </div>
      </div>
      {change.review ? (
        <div className="staff-change__review">
          <h3 className="staff-change__subtitle">Review</h3>
          <FactList facts={reviewFacts(change.review, change, timeZone)} />
        </div>
      ) : null}
      {onReview ? (
        <p className="staff-actions">
          <Button onClick={() => onReview(reference)} data-review={reference}>
            Review<span className="staff-visually-hidden"> {reference}</span>
          </Button>
        </p>
      ) : null}
    </article>
  );
}
