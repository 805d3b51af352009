// The failed deliveries as a table, newest first: a box to tick each, where it was going, what it carries (the event in
// words and its code, and the record's reference), how often it was tried, and its last attempt (a status, or why no
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
    { title: 'Last attempt', dataIndex: 'last', key: 'last', render: (last: DeliveryAttemptView) => <div className="staff-failed__cell">{lastAttemptText(last, timeZone)}</div> },
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
