// The withdrawals as a table, in the server's order (overdue and due soon first): how urgent each is in words (a tag's
// colour only adds to them), who and what, how it came, its delivery to the plan's systems, and its mark once honoured.
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { SOURCE_TITLES, type HonouredMarkView, type WithdrawalToHonour } from '../domain/staffConsent';
import type { SubmissionDelivery } from '../domain/staffConsole';
import { channelList, formatDay, honourByText } from './consentDisplay';
import { DeliveryList } from './DeliveryList';
import { formatDateTime } from './display';
import { Exact } from './Exact';
import type { WithdrawalsShown } from './paths';

export const NO_ENDPOINT_TEXT = 'No endpoint receives consents';

const URGENCY_TAGS: Partial<Record<WithdrawalToHonour['urgency'], { color: string; text: string }>> = {
  overdue: { color: 'error', text: 'Overdue' },
  soon: { color: 'warning', text: 'Due soon' },
};

function HonourBy({ row }: { row: WithdrawalToHonour }) {
  const tag = URGENCY_TAGS[row.urgency];
  return (
    <>
      <div className="staff-withdrawals__day">{formatDay(row.honourBy)}</div>
      {row.urgency === 'honoured' ? null : (
        <div className="staff-withdrawals__narrow">
          {tag ? <Tag color={tag.color} className="staff-urgency">{tag.text}</Tag> : null}
          {honourByText(row)}
        </div>
      )}
    </>
  );
}

function Honoured({ honoured }: { honoured: HonouredMarkView | null }) {
  if (!honoured) return <>Not yet</>;
  return (
    <>
      <div>
        Honoured on {formatDay(honoured.on)} by <Exact>{honoured.by}</Exact>
      </div>
      {honoured.note ? <div className="staff-withdrawals__note">{honoured.note}</div> : null}
    </>
  );
}

export interface WithdrawalsTableProps {
  show: WithdrawalsShown;
  rows: WithdrawalToHonour[];
  timeZone: string;
  loading: boolean;
  emptyText: string;
  /** Managers and admins on the open list: a "Mark honoured" button on each row. */
  onMark?: (reference: string) => void;
}

export function WithdrawalsTable({ show, rows, timeZone, loading, emptyText, onMark }: WithdrawalsTableProps) {
  const columns: TableColumnsType<WithdrawalToHonour> = [
    { title: 'Honour by', key: 'honourBy', render: (_value: unknown, row) => <HonourBy row={row} /> },
    {
      title: 'Withdrawal',
      dataIndex: 'reference',
      key: 'reference',
      // Focusable from script only, so that "Load more" can hand focus to the first new row.
      render: (reference: string) => (
        <span tabIndex={-1} data-row={reference}>
          <Exact>{reference}</Exact>
        </span>
      ),
    },
    { title: 'Member ID', dataIndex: 'memberId', key: 'memberId', render: (memberId: string) => <Exact>{memberId}</Exact> },
    { title: 'Channels', dataIndex: 'channels', key: 'channels', render: (channels: WithdrawalToHonour['channels']) => <div className="staff-withdrawals__narrow">{channelList(channels)}</div> },
    {
      title: 'Received',
      key: 'received',
      render: (_value: unknown, row) => (
        <>
          <div>{formatDateTime(row.receivedAt, timeZone)}</div>
          <div>{SOURCE_TITLES[row.source] ?? row.source}</div>
        </>
      ),
    },
    { title: "Sent to the plan's systems", dataIndex: 'deliveries', key: 'deliveries', render: (deliveries: SubmissionDelivery[]) => <DeliveryList deliveries={deliveries} timeZone={timeZone} emptyText={NO_ENDPOINT_TEXT} /> },
    ...(show === 'honoured'
      ? [{ title: 'Honoured', dataIndex: 'honoured', key: 'honoured', render: (honoured: HonouredMarkView | null) => <Honoured honoured={honoured} /> }]
      : []),
    ...(onMark
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_value: unknown, row: WithdrawalToHonour) => (
              <Button onClick={() => onMark(row.reference)} data-mark={row.reference}>
                Mark<span className="staff-visually-hidden"> {row.reference}</span> honoured
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<WithdrawalToHonour>
      className="staff-table"
      caption={<span className="staff-visually-hidden">{show === 'honoured' ? 'Withdrawals marked honoured' : 'Withdrawals to honour, the most urgent first'}</span>}
      rowKey="reference"
      // As the deliveries' tables: the row with a manager's button fits a desktop screen without scrolling.
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? 'Loading withdrawals…' : emptyText }}
    />
  );
}
