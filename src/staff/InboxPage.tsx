// The inbox of one form: its filter (kept in the address), its submissions newest first a page at a time, the downloads.
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Table, type TableColumnsType } from 'antd';
import type { InboxFilter, InboxRow } from '../domain/staffConsole';
import { DELIVERY_TEXT, formatDateTime, languageName } from './display';
import { inboxFilterFromSearch, inboxFilterSearch, withQuery } from './filters';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { inboxActions, selectInbox } from './inboxSlice';
import { InboxFilterForm } from './InboxFilterForm';
import { LoadFailure } from './LoadFailure';
import { LoadMore } from './LoadMore';
import { PageHeading, useStaffTitle } from './PageHeading';
import { exportHref, submissionPath } from './paths';
import { selectForm, selectForms, selectTimeZone } from './sessionSlice';
import { UnknownPage } from './UnknownPage';

export const INBOX_EMPTY_TEXT = 'No submissions match this filter.';

export function InboxPage() {
  const { kind = '' } = useParams();
  const form = useStaffSelector((state) => selectForm(state, kind));
  if (!form) return <UnknownPage title="Form not found" text={`The plan has no form called “${kind}”. Choose one of the forms above.`} />;
  // Keyed by the form: another form's inbox is a new page, with a blank filter form.
  return <FormInbox key={kind} kind={kind} title={form.title} tracksAnswerChanges={form.tracksAnswerChanges} />;
}

function FormInbox({ kind, title, tracksAnswerChanges }: { kind: string; title: string; tracksAnswerChanges: boolean }) {
  const dispatch = useStaffDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const forms = useStaffSelector(selectForms);
  const timeZone = useStaffSelector(selectTimeZone);
  const inbox = useStaffSelector(selectInbox);
  const tableRef = useRef<HTMLDivElement>(null);

  // What the address asks, without what this form cannot be filtered by.
  const query = useMemo(() => {
    const asked = inboxFilterFromSearch(search);
    if (!tracksAnswerChanges) delete asked.changesAnswer;
    return inboxFilterSearch(asked);
  }, [search, tracksAnswerChanges]);
  const filter = useMemo(() => inboxFilterFromSearch(query), [query]);

  useStaffTitle(`Inbox: ${title}`);

  useEffect(() => {
    dispatch(inboxActions.shown({ kind, filter }));
  }, [dispatch, kind, filter]);
  useEffect(() => () => void dispatch(inboxActions.left()), [dispatch]);

  // After "Load more", the first new row's link takes focus: the person reads on from there.
  const { firstNewRow, rows } = inbox;
  useEffect(() => {
    if (firstNewRow === null) return;
    tableRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-reference]')[firstNewRow]?.focus();
  }, [firstNewRow, rows.length]);

  const applyFilter = (next: InboxFilter) => navigate({ search: inboxFilterSearch(next) });
  const clearFilter = () => navigate({ search: '' });

  const columns: TableColumnsType<InboxRow> = [
    {
      title: 'Reference',
      dataIndex: 'reference',
      key: 'reference',
      render: (reference: string) => (
        <Link to={withQuery(submissionPath(kind, reference), query)} data-reference={reference}>
          {reference}
        </Link>
      ),
    },
    { title: 'Received', dataIndex: 'receivedAt', key: 'receivedAt', render: (receivedAt: string) => formatDateTime(receivedAt, timeZone) },
    { title: 'Language', dataIndex: 'language', key: 'language', render: (language: string) => languageName(language, forms) },
    { title: 'Summary', dataIndex: 'summary', key: 'summary' },
    { title: 'Delivery', dataIndex: 'delivery', key: 'delivery', render: (delivery: InboxRow['delivery']) => DELIVERY_TEXT[delivery] },
    ...(tracksAnswerChanges
      ? [{ title: 'Changes the answer', dataIndex: 'changesAnswer', key: 'changesAnswer', render: (changes: boolean | undefined) => (changes ? 'Yes' : 'No') }]
      : []),
  ];

  // Before the first event has been handled the list is as good as loading: never "no submissions" for a moment.
  const loading = inbox.status === 'loading' || inbox.status === 'idle';
  const failedFirst = inbox.status === 'failed' && inbox.rows.length === 0;

  return (
    <div className="staff-page">
      <PageHeading>Inbox: {title}</PageHeading>
      <InboxFilterForm
        filter={filter}
        languages={forms?.languages ?? []}
        tracksAnswerChanges={tracksAnswerChanges}
        onApply={applyFilter}
        onClear={clearFilter}
      />
      <p className="staff-downloads">
        <a href={exportHref(kind, 'csv', query)} download>
          Download CSV
        </a>
        <a href={exportHref(kind, 'json', query)} download>
          Download JSON
        </a>
      </p>
      {failedFirst && inbox.failure ? (
        <LoadFailure what="Loading the submissions failed" failure={inbox.failure} onRetry={() => dispatch(inboxActions.retried())} />
      ) : (
        <div ref={tableRef}>
          <Table<InboxRow>
            className="staff-table"
            rowKey="reference"
            columns={columns}
            dataSource={inbox.rows}
            loading={loading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: loading ? 'Loading submissions…' : INBOX_EMPTY_TEXT }}
          />
          {inbox.status === 'failed' && inbox.failure ? (
            <LoadFailure what="Loading more submissions failed" failure={inbox.failure} onRetry={() => dispatch(inboxActions.retried())} />
          ) : (
            <LoadMore
              count={inbox.rows.length}
              one="submission"
              many="submissions"
              loading={loading}
              loadingMore={inbox.status === 'loadingMore'}
              hasMore={inbox.next !== null}
              onLoadMore={() => dispatch(inboxActions.moreRequested())}
            />
          )}
        </div>
      )}
    </div>
  );
}
