// One submission as staff read it: when and how it came, every field under its label, its deliveries, a consent's evidence.
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Alert, Descriptions, Table, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import type { SubmissionDelivery, SubmissionView } from '../domain/staffConsole';
import { DELIVERY_TEXT, formatDateTime, languageName, SUBMITTED_VIA_TEXT } from './display';
import { inboxFilterFromSearch, inboxFilterSearch, withQuery } from './filters';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { PageHeading, useStaffTitle } from './PageHeading';
import { inboxPath } from './paths';
import { selectForm, selectForms, selectTimeZone } from './sessionSlice';
import { selectSubmission, submissionActions } from './submissionSlice';
import { UnknownPage } from './UnknownPage';

/** One column on a phone, two from a tablet up (the theme's breakpoints). */
const DESCRIPTION_COLUMNS: DescriptionsProps['column'] = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

export function SubmissionPage() {
  const { kind = '', reference = '' } = useParams();
  const form = useStaffSelector((state) => selectForm(state, kind));
  if (!form) return <UnknownPage title="Form not found" text={`The plan has no form called “${kind}”. Choose one of the forms above.`} />;
  return <Submission key={`${kind}/${reference}`} kind={kind} reference={reference} formTitle={form.title} />;
}

function Submission({ kind, reference, formTitle }: { kind: string; reference: string; formTitle: string }) {
  const dispatch = useStaffDispatch();
  const { search } = useLocation();
  const submission = useStaffSelector(selectSubmission);
  const forms = useStaffSelector(selectForms);
  const timeZone = useStaffSelector(selectTimeZone);

  useStaffTitle(submission.status === 'notFound' ? `Submission not found: ${formTitle}` : `Submission ${reference}: ${formTitle}`);

  useEffect(() => {
    dispatch(submissionActions.shown({ kind, reference }));
    return () => void dispatch(submissionActions.left());
  }, [dispatch, kind, reference]);

  // The inbox's filter came along in the address: the way back keeps it.
  const backTo = withQuery(inboxPath(kind), inboxFilterSearch(inboxFilterFromSearch(search)));
  const back = (
    <p className="staff-back">
      <Link to={backTo}>Back to the inbox</Link>
    </p>
  );

  if (submission.status === 'notFound') {
    return (
      <div className="staff-page">
        {back}
        <PageHeading>Submission not found</PageHeading>
        <p>
          {formTitle} has no submission with the reference {reference}. Check the reference, or find the submission in the inbox.
        </p>
      </div>
    );
  }

  const view = submission.status === 'loaded' ? submission.view : null;
  return (
    <div className="staff-page">
      {back}
      <PageHeading>Submission {reference}</PageHeading>
      <p className="staff-page__lead">{formTitle}</p>
      {submission.status === 'failed' && submission.failure ? (
        <LoadFailure what="Loading the submission failed" failure={submission.failure} onRetry={() => dispatch(submissionActions.retried())} />
      ) : null}
      {submission.status === 'loading' || submission.status === 'idle' ? (
        <p role="status" className="staff-loading">
          Loading the submission…
        </p>
      ) : null}
      {view ? <SubmissionDetails view={view} languageOf={(code) => languageName(code, forms)} timeZone={timeZone} /> : null}
    </div>
  );
}

function SubmissionDetails({ view, languageOf, timeZone }: { view: SubmissionView; languageOf: (code: string) => string; timeZone: string }) {
  const items: DescriptionsProps['items'] = [
    { key: 'reference', label: 'Reference', children: view.reference },
    { key: 'receivedAt', label: 'Received', children: formatDateTime(view.receivedAt, timeZone) },
    { key: 'language', label: 'Language', children: languageOf(view.language) },
    { key: 'submittedVia', label: 'Sent as', children: SUBMITTED_VIA_TEXT[view.submittedVia] ?? view.submittedVia },
    ...view.fields.map((field) => ({ key: `field-${field.name}`, label: field.label, children: field.value === '' ? '(empty)' : field.value })),
  ];
  const deliveryColumns: TableColumnsType<SubmissionDelivery> = [
    { title: 'Endpoint', dataIndex: 'endpoint', key: 'endpoint' },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: SubmissionDelivery['status']) => DELIVERY_TEXT[status] },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    { title: 'Delivered', dataIndex: 'deliveredAt', key: 'deliveredAt', render: (at: string | null) => (at ? formatDateTime(at, timeZone) : 'Not yet') },
    // Only the status: what a receiver answered is never shown (src/domain/staffConsole.ts).
    { title: 'Last answer', dataIndex: 'lastStatus', key: 'lastStatus', render: (status: number | null) => (status === null ? 'None' : `HTTP ${status}`) },
  ];
  const evidence = view.evidence;
  return (
    <>
      <section aria-labelledby="staff-submission-record" className="staff-section">
        <h2 id="staff-submission-record">What was sent</h2>
        <Descriptions bordered column={DESCRIPTION_COLUMNS} items={items} />
      </section>
      <section aria-labelledby="staff-submission-delivery" className="staff-section">
        <h2 id="staff-submission-delivery">Delivery</h2>
        {view.deliveries.length === 0 ? (
          <p>No endpoint of the plan takes this form: nothing is delivered.</p>
        ) : (
          <Table<SubmissionDelivery>
            className="staff-table"
            rowKey="endpoint"
            columns={deliveryColumns}
            dataSource={view.deliveries}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </section>
      {evidence ? (
        <section aria-labelledby="staff-submission-evidence" className="staff-section">
          <h2 id="staff-submission-evidence">Evidence</h2>
          <Descriptions
            bordered
            column={1}
            items={[
              { key: 'termsVersion', label: 'Terms version', children: evidence.termsVersion ?? 'Not recorded' },
              {
                key: 'termsSha256',
                label: 'Terms SHA-256',
                children: evidence.termsSha256 ? <Typography.Text className="staff-hash" code>{evidence.termsSha256}</Typography.Text> : 'Not recorded',
              },
              { key: 'pageUrl', label: 'Page address', children: evidence.pageUrl ?? 'Not recorded' },
            ]}
          />
        </section>
      ) : null}
      {view.fields.length === 0 ? <Alert type="warning" showIcon title="This submission has no fields to show." /> : null}
    </>
  );
}
