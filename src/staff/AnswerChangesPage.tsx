// The changed survey answers (issue 38, docs/operations.md#confirming-a-changed-answer): those waiting for a review or
// those reviewed (the address is the filter), newest first, a page at a time; managers and admins review one through its
// dialog, after reaching the provider's office through the plan's own records.
import { useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import type { AnswerReviewOutcome } from '../domain/staffAnswerChanges';
import { roleIncludes } from '../domain/staffConsole';
import { AnswerChangeCard } from './AnswerChangeCard';
import { answerChangesActions, selectAnswerChanges } from './answerChangesSlice';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { LoadMore } from './LoadMore';
import { PageHeading, useStaffTitle } from './PageHeading';
import { answerChangesPath, answerChangesShownBy } from './paths';
import { ReviewAnswerDialog } from './ReviewAnswerDialog';
import { selectSessionView, selectTimeZone } from './sessionSlice';
import { SuccessNotice } from './SuccessNotice';
import { ViewLinks } from './ViewLinks';

export const WAITING_EMPTY_TEXT = 'No changed answer is waiting for review.';
export const REVIEWED_EMPTY_TEXT = 'No changed answer has been reviewed yet.';
export const CONTACT_REMINDER =
  "Reach the provider's office through the contact details the plan already holds (the credentialing or provider-relations record), never only through the email or phone number in the response: the person who sent it chose those.";

export function reviewedText(reference: string, outcome: AnswerReviewOutcome): string {
  return outcome === 'confirmed' ? `${reference} marked confirmed with the provider.` : `${reference} marked not confirmed.`;
}

export function AnswerChangesPage() {
  const dispatch = useStaffDispatch();
  const { search } = useLocation();
  const show = answerChangesShownBy(search);
  const changes = useStaffSelector(selectAnswerChanges);
  const view = useStaffSelector(selectSessionView);
  const timeZone = useStaffSelector(selectTimeZone);
  const listRef = useRef<HTMLDivElement>(null);
  const mayReview = show === 'waiting' && view !== null && roleIncludes(view.role, 'manager');
  const { rows, firstNewRow, reviewing, reviewed } = changes;

  useStaffTitle(show === 'reviewed' ? 'Changed survey answers reviewed' : 'Changed survey answers');

  useEffect(() => {
    dispatch(answerChangesActions.shown({ show }));
  }, [dispatch, show]);
  useEffect(() => () => void dispatch(answerChangesActions.left()), [dispatch]);

  useEffect(() => {
    if (firstNewRow === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-row]')[firstNewRow]?.focus();
  }, [firstNewRow, rows.length]);

  // The dialog closed without a save (Cancel, Escape): focus goes back to the change's button. A save focuses its notice.
  const reviewingReference = reviewing?.reference ?? null;
  const lastReviewing = useRef<string | null>(null);
  useEffect(() => {
    if (reviewingReference !== null) {
      lastReviewing.current = reviewingReference;
      return;
    }
    const reference = lastReviewing.current;
    lastReviewing.current = null;
    if (reference && reviewed?.reference !== reference) {
      listRef.current?.querySelector<HTMLElement>(`[data-review="${CSS.escape(reference)}"]`)?.focus();
    }
  }, [reviewingReference, reviewed]);

  const loading = changes.status === 'loading' || changes.status === 'idle';
  const reviewingChange = reviewing ? rows.find((row) => row.change.reference === reviewing.reference) : undefined;
  const links = [
    { to: answerChangesPath('waiting'), text: 'Waiting for review', current: show === 'waiting' },
    { to: answerChangesPath('reviewed'), text: 'Reviewed', current: show === 'reviewed' },
  ];

  return (
    <div className="staff-page">
      <PageHeading>Changed survey answers</PageHeading>
      <p className="staff-reminder">{CONTACT_REMINDER}</p>
      <ViewLinks label="Changed answers shown" links={links} />
      {reviewed ? <SuccessNotice key={reviewed.reference}>{reviewedText(reviewed.reference, reviewed.outcome)}</SuccessNotice> : null}
      {changes.status === 'forbidden' ? (
        <Alert className="staff-alert" type="warning" showIcon title="Your role does not allow this page." />
      ) : changes.status === 'failed' && changes.failure && rows.length === 0 ? (
        <LoadFailure what="Loading the changed answers failed" failure={changes.failure} onRetry={() => dispatch(answerChangesActions.retried())} />
      ) : (
        <div ref={listRef}>
          {!loading && rows.length === 0 ? <p className="staff-empty">{show === 'reviewed' ? REVIEWED_EMPTY_TEXT : WAITING_EMPTY_TEXT}</p> : null}
          <div className="staff-changes">
            {rows.map((change) => (
              <AnswerChangeCard
                key={change.change.reference}
                change={change}
                timeZone={timeZone}
                onReview={mayReview ? (reference) => dispatch(answerChangesActions.reviewOpened({ reference })) : undefined}
              />
            ))}
          </div>
          {changes.status === 'failed' && changes.failure ? (
            <LoadFailure what="Loading more changed answers failed" failure={changes.failure} onRetry={() => dispatch(answerChangesActions.retried())} />
          ) : (
            <LoadMore
              count={rows.length}
              one="changed answer"
              many="changed answers"
              loading={loading}
              loadingMore={changes.status === 'loadingMore'}
              hasMore={changes.next !== null}
              onLoadMore={() => dispatch(answerChangesActions.moreRequested())}
            />
          )}
        </div>
      )}
      {reviewing && reviewingChange ? (
        <ReviewAnswerDialog
          key={reviewing.reference}
          change={reviewingChange}
          timeZone={timeZone}
          state={reviewing}
          onSubmit={(request) => dispatch(answerChangesActions.reviewSubmitted({ reference: reviewing.reference, request }))}
          onCancel={() => dispatch(answerChangesActions.reviewCancelled())}
        />
      ) : null}
    </div>
  );
}
