// The "Failed deliveries" section of the deliveries screen: the jobs that used up their attempts, a page at a time, the
// ones ticked sent again (none ticked: said, and focus on the first box), or all of them after a confirmation; a notice
// says how many will be sent, and the list is loaded afresh.
import { useEffect, useRef } from 'react';
import { Alert, Button } from 'antd';
import { ConfirmDialog } from './ConfirmDialog';
import { retriedText, retryAllQuestion } from './deliveriesDisplay';
import { selectEndpoints } from './endpointsSlice';
import { failedDeliveriesActions, selectFailedDeliveries } from './failedDeliveriesSlice';
import { FailedDeliveriesTable } from './FailedDeliveriesTable';
import { FieldError } from './FieldError';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { LoadMore } from './LoadMore';
import { failureText } from './display';
import { selectTimeZone } from './sessionSlice';
import { SuccessNotice } from './SuccessNotice';
import { ROLE_REFUSED_TEXT } from './WithdrawalForm';

export const NONE_SELECTED_TEXT = 'Select the deliveries to send again.';

/** The first box of the row at `index` (the table's `data-row` marks each row's box). */
function focusRowBox(container: HTMLElement | null, index: number) {
  const marked = container?.querySelectorAll<HTMLElement>('[data-row]')[index];
  (marked?.matches('input') ? marked : marked?.querySelector<HTMLElement>('input'))?.focus();
}

export function FailedDeliveriesSection() {
  const dispatch = useStaffDispatch();
  const state = useStaffSelector(selectFailedDeliveries);
  const { endpoints } = useStaffSelector(selectEndpoints);
  const timeZone = useStaffSelector(selectTimeZone);
  const tableRef = useRef<HTMLDivElement>(null);
  const { rows, selected, retry, retried, firstNewRow, emptySelectionTries } = state;
  const loading = state.status === 'loading' || state.status === 'idle';

  useEffect(() => {
    if (firstNewRow !== null) focusRowBox(tableRef.current, firstNewRow);
  }, [firstNewRow, rows.length]);

  useEffect(() => {
    if (emptySelectionTries > 0) focusRowBox(tableRef.current, 0);
  }, [emptySelectionTries]);

  // The dialog closed with nothing sent (Cancel, Escape): focus back on its button. A retry focuses its notice.
  const askingAll = retry?.all === true;
  const retryAllRef = useRef<HTMLButtonElement>(null);
  const wasAskingAll = useRef(askingAll);
  useEffect(() => {
    if (wasAskingAll.current && !askingAll && retried === null) retryAllRef.current?.focus();
    wasAskingAll.current = askingAll;
  }, [askingAll, retried]);

  // How many "all" is: every endpoint's failed jobs, or at least those listed (the endpoints may not have come yet).
  const allFailed = Math.max(
    endpoints.reduce((sum, endpoint) => sum + endpoint.failed, 0),
    rows.length,
  );
  const sendingSelected = retry !== null && !retry.all && retry.status === 'sending';
  const selectedRefused = retry !== null && !retry.all && retry.status === 'refused' ? retry.failure : null;

  return (
    <section aria-labelledby="staff-failed-deliveries" className="staff-section">
      <h2 id="staff-failed-deliveries">Failed deliveries</h2>
      <p className="staff-section__lead">Deliveries that used up their attempts (eight, over about 28 hours). Sent again, each is due at once.</p>
      {retried !== null ? <SuccessNotice key={retried}>{retriedText(retried)}</SuccessNotice> : null}
      {state.status === 'failed' && state.failure && rows.length === 0 ? (
        <LoadFailure what="Loading the failed deliveries failed" failure={state.failure} onRetry={() => dispatch(failedDeliveriesActions.retried())} />
      ) : (
        <div ref={tableRef}>
          <FailedDeliveriesTable
            rows={rows}
            selected={selected}
            timeZone={timeZone}
            loading={loading}
            onSelect={(id, ticked) => dispatch(failedDeliveriesActions.selectionChanged({ id, selected: ticked }))}
          />
          {emptySelectionTries > 0 && selected.length === 0 ? (
            <p key={emptySelectionTries} className="staff-field-error">
              <FieldError>{NONE_SELECTED_TEXT}</FieldError>
            </p>
          ) : null}
          {selectedRefused ? (
            <Alert
              className="staff-alert"
              type="error"
              showIcon
              title={selectedRefused.status === 403 ? ROLE_REFUSED_TEXT : 'Sending the deliveries again failed. What you ticked is kept.'}
              description={selectedRefused.status === 403 ? undefined : failureText(selectedRefused)}
            />
          ) : null}
          {rows.length > 0 ? (
            <div className="staff-form__buttons staff-actions">
              <Button type="primary" loading={sendingSelected} onClick={() => dispatch(failedDeliveriesActions.retrySelectedRequested())}>
                Retry selected
              </Button>
              <Button ref={retryAllRef} onClick={() => dispatch(failedDeliveriesActions.retryAllAsked())}>
                Retry all failed
              </Button>
            </div>
          ) : null}
          {state.status === 'failed' && state.failure ? (
            <LoadFailure what="Loading more failed deliveries failed" failure={state.failure} onRetry={() => dispatch(failedDeliveriesActions.retried())} />
          ) : (
            <LoadMore
              count={rows.length}
              one="failed delivery"
              many="failed deliveries"
              loading={loading}
              loadingMore={state.status === 'loadingMore'}
              hasMore={state.next !== null}
              onLoadMore={() => dispatch(failedDeliveriesActions.moreRequested())}
            />
          )}
        </div>
      )}
      {retry?.all ? (
        <ConfirmDialog
          title="Send every failed delivery again?"
          confirmText="Send them again"
          working={retry.status === 'sending'}
          failure={retry.failure}
          failedText="Sending the deliveries again failed."
          onConfirm={() => dispatch(failedDeliveriesActions.retryAllConfirmed())}
          onCancel={() => dispatch(failedDeliveriesActions.retryCancelled())}
        >
          <p>{retryAllQuestion(allFailed)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
