// The audit trail (admins): who read or downloaded what, from where, newest first, a page at a time. The server decides
// who may read it; a role below admin gets its 403, said here in words.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Table, type TableColumnsType } from 'antd';
import type { AuditEntryView, AuditFilter } from '../domain/staffConsole';
import { auditActions, selectAudit } from './auditSlice';
import { AuditFilterForm } from './AuditFilterForm';
import { auditActionText, formatDateTime } from './display';
import { auditFilterFromSearch, auditFilterSearch } from './filters';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { LoadMore } from './LoadMore';
import { PageHeading, useStaffTitle } from './PageHeading';
import { selectTimeZone } from './sessionSlice';

export const AUDIT_FORBIDDEN_TEXT = 'Your role does not allow this page.';
export const AUDIT_EMPTY_TEXT = 'No entries match this filter.';

function DetailList({ detail }: { detail: AuditEntryView['detail'] }) {
  const pairs = Object.entries(detail);
  if (pairs.length === 0) return <>None</>;
  return (
    <ul className="staff-detail">
      {pairs.map(([key, value]) => (
        <li key={key}>
          {key}: {String(value)}
        </li>
      ))}
    </ul>
  );
}

export function AuditPage() {
  const dispatch = useStaffDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const audit = useStaffSelector(selectAudit);
  const timeZone = useStaffSelector(selectTimeZone);
  const tableRef = useRef<HTMLDivElement>(null);

  const query = useMemo(() => auditFilterSearch(auditFilterFromSearch(search)), [search]);
  const filter = useMemo(() => auditFilterFromSearch(query), [query]);

  useStaffTitle('Audit trail');

  useEffect(() => {
    dispatch(auditActions.shown({ filter }));
  }, [dispatch, filter]);
  useEffect(() => () => void dispatch(auditActions.left()), [dispatch]);

  const { firstNewEntry, entries } = audit;
  useEffect(() => {
    if (firstNewEntry === null) return;
    tableRef.current?.querySelectorAll<HTMLElement>('[data-entry]')[firstNewEntry]?.focus();
  }, [firstNewEntry, entries.length]);

  const columns: TableColumnsType<AuditEntryView> = [
    {
      title: 'When',
      dataIndex: 'at',
      key: 'at',
      // Focusable from script only, so that "Load more" can hand focus to the first new entry.
      render: (at: string, entry) => (
        <span tabIndex={-1} data-entry={entry.id}>
          {formatDateTime(at, timeZone)}
        </span>
      ),
    },
    { title: 'Who', key: 'who', render: (_value: unknown, entry) => entry.email ?? entry.subject ?? 'Unknown' },
    { title: 'From', dataIndex: 'clientAddress', key: 'clientAddress' },
    { title: 'What', dataIndex: 'action', key: 'action', render: (action: AuditEntryView['action']) => auditActionText(action) },
    { title: 'Detail', dataIndex: 'detail', key: 'detail', render: (detail: AuditEntryView['detail']) => <DetailList detail={detail} /> },
    { title: 'Records', dataIndex: 'records', key: 'records', render: (records: string[]) => (records.length > 0 ? records.join(', ') : 'None') },
  ];

  const loading = audit.status === 'loading' || audit.status === 'idle';
  const applyFilter = (next: AuditFilter) => navigate({ search: auditFilterSearch(next) });
  const clearFilter = () => navigate({ search: '' });

  if (audit.status === 'forbidden') {
    return (
      <div className="staff-page">
        <PageHeading>Audit trail</PageHeading>
        <Alert className="staff-alert" type="warning" showIcon title={AUDIT_FORBIDDEN_TEXT} description="An admin of the console can read the audit trail." />
      </div>
    );
  }

  return (
    <div className="staff-page">
      <PageHeading>Audit trail</PageHeading>
      <AuditFilterForm filter={filter} onApply={applyFilter} onClear={clearFilter} />
      {audit.status === 'failed' && audit.failure && entries.length === 0 ? (
        <LoadFailure what="Loading the audit trail failed" failure={audit.failure} onRetry={() => dispatch(auditActions.retried())} />
      ) : (
        <div ref={tableRef}>
          <Table<AuditEntryView>
            className="staff-table"
            rowKey="id"
            columns={columns}
            dataSource={entries}
            loading={loading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: loading ? 'Loading the audit trail…' : AUDIT_EMPTY_TEXT }}
          />
          {audit.status === 'failed' && audit.failure ? (
            <LoadFailure what="Loading more entries failed" failure={audit.failure} onRetry={() => dispatch(auditActions.retried())} />
          ) : (
            <LoadMore
              count={entries.length}
              one="entry"
              many="entries"
              loading={loading}
              loadingMore={audit.status === 'loadingMore'}
              hasMore={audit.next !== null}
              onLoadMore={() => dispatch(auditActions.moreRequested())}
            />
          )}
        </div>
      )}
    </div>
  );
}
