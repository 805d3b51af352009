// The failed deliveries as a table, newest first: a box to tick each, where it was going, what it carries (the event in
// words and its code, and the record's reference), how often it was tried, and each attempt (a status, or why no
// answer came: never a record's content or an answer's body).
import { Checkbox, Table, type TableColumnsType } from 'antd';
import type { DeliveryAttemptView, FailedDeliveryView } from '../domain/staffDeliveries';
import { eventText, lastAttemptText } from './deliveriesDisplay';
import { formatDateTime } from './display';
import { Exact } from './Exact';

export const NO_FAILED_TEXT = 'No delivery has failed.';

function What({ row }: { row: FailedDeliveryView }) {
  return (
    <div className="staff-failed__cell">
      <div>
        {eventText(row.event)} (<Exact>{row.event}</Exact>)
      </div>
      {row.reference ? (
        <div>
          <Exact>{row.reference}</Exact>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Each attempt kept, oldest first (a status, or why no answer came); the last one alone for a job whose attempts were
 * made before they were kept.
 */
function AttemptsMade({ row, timeZone }: { row: FailedDeliveryView; timeZone: string }) {
  const attempts: DeliveryAttemptView[] = row.history && row.history.length > 0 ? row.history : [row.last];
  if (attempts.length === 1) return <div className="staff-failed__cell">{lastAttemptText(attempts[0]!, timeZone)}</div>;
  return (
    <ol className="staff-failed__cell staff-attempts">
      {attempts.map((attempt, index) => (
        <li key={`${attempt.at}-${index}`}>{lastAttemptText(attempt, timeZone)}</li>
      ))}
    </ol>
  );
}

export interface FailedDeliveriesTableProps {
  rows: FailedDeliveryView[];
  selected: number[];
  timeZone: string;
  loading: boolean;
  onSelect: (id: number, selected: boolean) => void;
}

export function FailedDeliveriesTable({ rows, selected, timeZone, loading, onSelect }: FailedDeliveriesTableProps) {
  const columns: TableColumnsType<FailedDeliveryView> = [
    {
      title: 'Select',
      key: 'select',
      // data-row: "Load more" hands focus to the first new row's box.
      render: (_value: unknown, row) => (
        <Checkbox checked={selected.includes(row.id)} onChange={(event) => onSelect(row.id, event.target.checked)} data-row={row.id}>
          <span className="staff-visually-hidden">Select delivery {row.id}</span>
        </Checkbox>
      ),
    },
    {
      title: 'Endpoint',
      dataIndex: 'endpoint',
      key: 'endpoint',
      render: (endpoint: string) => (
        <div className="staff-failed__cell">
          <Exact>{endpoint}</Exact>
        </div>
      ),
    },
    { title: 'What', key: 'what', render: (_value: unknown, row) => <What row={row} /> },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    { title: 'First queued', dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => formatDateTime(at, timeZone) },
    { title: 'Attempts made', key: 'history', render: (_value: unknown, row) => <AttemptsMade row={row} timeZone={timeZone} /> },
  ];
  return (
    <Table<FailedDeliveryView>
      className="staff-table"
      caption={<span className="staff-visually-hidden">Failed deliveries, newest first</span>}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? 'Loading the failed deliveries…' : NO_FAILED_TEXT }}
    />
  );
}
