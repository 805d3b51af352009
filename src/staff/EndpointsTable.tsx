// The plan's endpoints as a table: where each posts, which forms it receives, its state and backlog (a late one said in
// words, its tag's colour only adding to them), and an admin's actions on it, with its test's answer said in the row.
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { StaffFormView } from '../domain/staffConsole';
import type { EndpointView } from '../domain/staffDeliveries';
import { endpointStateText, formsText, isWaitingTooLong, testResultText, WAITING_TOO_LONG_TEXT } from './deliveriesDisplay';
import { formatDateTime } from './display';
import type { EndpointChange, EndpointTestState } from './endpointsSlice';
import { Exact } from './Exact';

function Address({ endpoint }: { endpoint: EndpointView }) {
  return (
    <div className="staff-endpoint__cell">
      <div>
        <Exact>{endpoint.url}</Exact>
      </div>
      {endpoint.allowPrivateNetwork ? <div className="staff-secondary">May lead inside the plan&apos;s own network</div> : null}
    </div>
  );
}

function State({ endpoint, timeZone }: { endpoint: EndpointView; timeZone: string }) {
  return (
    <div className="staff-endpoint__cell">
      <div>{endpointStateText(endpoint)}</div>
      {endpoint.previousSecretUntil ? <div className="staff-secondary">The previous secret also signs until {formatDateTime(endpoint.previousSecretUntil, timeZone)}</div> : null}
    </div>
  );
}

function Waiting({ endpoint, timeZone }: { endpoint: EndpointView; timeZone: string }) {
  return (
    <div className="staff-endpoint__cell">
      <div>{endpoint.waiting}</div>
      {endpoint.oldestWaitingSince ? <div className="staff-secondary">oldest waiting since {formatDateTime(endpoint.oldestWaitingSince, timeZone)}</div> : null}
      {isWaitingTooLong(endpoint) ? <Tag color="warning">{WAITING_TOO_LONG_TEXT}</Tag> : null}
    </div>
  );
}

export interface EndpointsTableProps {
  endpoints: EndpointView[];
  forms: readonly StaffFormView[];
  timeZone: string;
  loading: boolean;
  tests: Record<number, EndpointTestState>;
  onTest: (endpointId: number) => void;
  onChange: (action: EndpointChange['action'], endpointId: number) => void;
}

export function EndpointsTable({ endpoints, forms, timeZone, loading, tests, onTest, onChange }: EndpointsTableProps) {
  const columns: TableColumnsType<EndpointView> = [
    { title: 'Address', key: 'url', render: (_value: unknown, endpoint) => <Address endpoint={endpoint} /> },
    { title: 'Forms', dataIndex: 'forms', key: 'forms', render: (kinds: string[]) => <div className="staff-endpoint__cell">{formsText(kinds, forms)}</div> },
    { title: 'State', key: 'state', render: (_value: unknown, endpoint) => <State endpoint={endpoint} timeZone={timeZone} /> },
    { title: 'Last delivered', dataIndex: 'lastSuccessAt', key: 'lastSuccessAt', render: (at: string | null) => (at ? formatDateTime(at, timeZone) : 'Never') },
    { title: 'Failed', dataIndex: 'failed', key: 'failed' },
    { title: 'Waiting', key: 'waiting', render: (_value: unknown, endpoint) => <Waiting endpoint={endpoint} timeZone={timeZone} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value: unknown, endpoint) => (
        <>
          <div className="staff-row-actions">
            <Button onClick={() => onTest(endpoint.id)} loading={tests[endpoint.id]?.status === 'sending'}>
              Send a test<span className="staff-visually-hidden"> to {endpoint.url}</span>
            </Button>
            <Button onClick={() => onChange('rotate', endpoint.id)} data-rotate={endpoint.id}>
              New secret<span className="staff-visually-hidden"> for {endpoint.url}</span>
            </Button>
            <Button danger onClick={() => onChange('remove', endpoint.id)} data-remove={endpoint.id}>
              Remove<span className="staff-visually-hidden"> {endpoint.url}</span>
            </Button>
          </div>
          {/* Always there, so that a screen reader says the test's answer when it comes. */}
          <p role="status" className="staff-row-actions__status">
            {testResultText(tests[endpoint.id])}
          </p>
        </>
      ),
    },
  ];
  return (
    <Table<EndpointView>
      className="staff-table"
      caption={<span className="staff-visually-hidden">The plan&apos;s endpoints</span>}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={endpoints}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? 'Loading the endpoints…' : 'No endpoint is set up: submissions are kept in the portal only.' }}
    />
  );
}
