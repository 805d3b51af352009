// The withdrawals to honour (issue 38): the open ones, the most urgent first, or those marked honoured (the address is
// the filter), a page at a time; managers and admins mark one honoured through its dialog.
import { useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { roleIncludes } from '../domain/staffConsole';
import { formatDay, planDay } from './consentDisplay';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { LoadMore } from './LoadMore';
import { MarkHonouredDialog } from './MarkHonouredDialog';
import { PageHeading, useStaffTitle } from './PageHeading';
import { withdrawalsPath, withdrawalsShownBy, type WithdrawalsShown } from './paths';
import { selectSessionView, selectTimeZone } from './sessionSlice';
import { SuccessNotice } from './SuccessNotice';
import { ViewLinks } from './ViewLinks';
import { selectWithdrawals, withdrawalsActions } from './withdrawalsSlice';
import { WithdrawalsTable } from './WithdrawalsTable';

export const OPEN_EMPTY_TEXT = 'No withdrawal is waiting to be honoured.';
export const HONOURED_EMPTY_TEXT = 'No withdrawal has been marked honoured yet.';

const VIEWS: { show: WithdrawalsShown; text: string }[] = [
  { show: 'open', text: 'Open' },
  { show: 'honoured', text: 'Honoured' },
];

export function WithdrawalsPage() {
  const dispatch = useStaffDispatch();
  const { search } = useLocation();
  const show = withdrawalsShownBy(search);
  const withdrawals = useStaffSelector(selectWithdrawals);
  const view = useStaffSelector(selectSessionView);
  const timeZone = useStaffSelector(selectTimeZone);
  const tableRef = useRef<HTMLDivElement>(null);
  const mayMark = show === 'open' && view !== null && roleIncludes(view.role, 'manager');
  const { rows, firstNewRow, marking, marked } = withdrawals;

  useStaffTitle(show === 'honoured' ? 'Withdrawals honoured' : 'Withdrawals to honour');

  useEffect(() => {
    dispatch(withdrawalsActions.shown({ show }));
  }, [dispatch, show]);
  useEffect(() => () => void dispatch(withdrawalsActions.left()), [dispatch]);

  useEffect(() => {
    if (firstNewRow === null) return;
    tableRef.current?.querySelectorAll<HTMLElement>('[data-row]')[firstNewRow]?.focus();
  }, [firstNewRow, rows.length]);

  // The dialog closed without a save (Cancel, Escape): focus goes back to the row's button. A save focuses its notice.
  const markingReference = marking?.reference ?? null;
  const lastMarked = useRef<string | null>(null);
  useEffect(() => {
    if (markingReference !== null) {
      lastMarked.current = markingReference;
      return;
    }
    const reference = lastMarked.current;
    lastMarked.current = null;
    if (reference && marked?.reference !== reference) {
      tableRef.current?.querySelector<HTMLElement>(`[data-mark="${CSS.escape(reference)}"]`)?.focus();
    }
  }, [markingReference, marked]);

  const loading = withdrawals.status === 'loading' || withdrawals.status === 'idle';
  const markingRow = marking ? rows.find((row) => row.reference === marking.reference) : undefined;

  return (
    <div className="staff-page">
      <PageHeading>Withdrawals to honour</PageHeading>
      <ViewLinks label="Withdrawals shown" links={VIEWS.map(({ show: view, text }) => ({ to: withdrawalsPath(view), text, current: view === show }))} />
      {marked ? <SuccessNotice key={marked.reference}>{`${marked.reference} marked honoured on ${formatDay(marked.on)}.`}</SuccessNotice> : null}
      {withdrawals.status === 'forbidden' ? (
        <Alert className="staff-alert" type="warning" showIcon title="Your role does not allow this page." />
      ) : withdrawals.status === 'failed' && withdrawals.failure && rows.length === 0 ? (
        <LoadFailure what="Loading the withdrawals failed" failure={withdrawals.failure} onRetry={() => dispatch(withdrawalsActions.retried())} />
      ) : (
        <div ref={tableRef}>
          <WithdrawalsTable
            show={show}
            rows={rows}
            timeZone={timeZone}
            loading={loading}
            emptyText={show === 'honoured' ? HONOURED_EMPTY_TEXT : OPEN_EMPTY_TEXT}
            onMark={mayMark ? (reference) => dispatch(withdrawalsActions.markOpened({ reference })) : undefined}
          />
          {withdrawals.status === 'failed' && withdrawals.failure ? (
            <LoadFailure what="Loading more withdrawals failed" failure={withdrawals.failure} onRetry={() => dispatch(withdrawalsActions.retried())} />
          ) : (
            <LoadMore
              count={rows.length}
              one="withdrawal"
              many="withdrawals"
              order={show === 'honoured' ? 'in the order they were marked' : 'the most urgent first'}
              loading={loading}
              loadingMore={withdrawals.status === 'loadingMore'}
              hasMore={withdrawals.next !== null}
              onLoadMore={() => dispatch(withdrawalsActions.moreRequested())}
            />
          )}
        </div>
      )}
      {marking && markingRow ? (
        <MarkHonouredDialog
          key={marking.reference}
          row={markingRow}
          today={withdrawals.today ?? planDay(Date.now(), timeZone)}
          timeZone={timeZone}
          state={marking}
          onSubmit={(request) => dispatch(withdrawalsActions.markSubmitted({ reference: marking.reference, request }))}
          onCancel={() => dispatch(withdrawalsActions.markCancelled())}
        />
      ) : null}
    </div>
  );
}
