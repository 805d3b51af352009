// The TGI survey screen (docs/screens.md): the law and its definition, the provider services contact, the survey, the thanks.
import { AntdTheme } from '../../components/AntdTheme';
import { useEffect } from 'react';
import { getFormValues } from 'redux-form';
import { ErrorSummary } from '../../components/ErrorSummary';
import { FailureNotice } from '../../components/FailureNotice';
import { FormStepper } from '../../components/FormStepper';
import { PageHeader } from '../../components/PageHeader';
import { PhoneLink } from '../../components/PhoneLink';
import { ThanksPanel, receivedAtTexts } from '../../components/ThanksPanel';
import { fieldInputId } from '../../components/fieldIds';
import { useFocusFieldOnReopen } from '../../components/useFocusFieldOnReopen';
import { useFormErrorSummary } from '../../components/useFormErrorSummary';
import { selectConfig } from '../../core/appSlice';
import { TGI_SURVEY_TITLE } from '../../domain/routeTable';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/useDocumentTitle';
import { TGI_CLOSE_LABEL, TGI_CONTACT_INTRO, TGI_RECEIPT_PENDING, TGI_STEP_TITLE, TGI_THANKS, tgiIntro, tgiSentSummary } from './tgiMessages';
import { TGI_FORM } from './tgiSlice';
import { selectTgiFlow, tgiCloseRequested, tgiLeft, type TgiFormValues } from './tgiSlice';
import { tgiAlert } from './tgiValidation';
import { TGI_SUMMARY_ORDER, TgiSurveyForm } from './TgiSurveyForm';

const selectTgiValues = getFormValues(TGI_FORM);

function TgiSurveyPageContent() {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector(selectTgiFlow);
  const values = (useAppSelector(selectTgiValues) ?? {}) as TgiFormValues;
  const dispatch = useAppDispatch();
  const summaryErrors = useFormErrorSummary(TGI_FORM, TGI_SUMMARY_ORDER);
  const alert = tgiAlert(values);
  const saved = flow.status === 'saved';
  const { providerServices } = config;
  useDocumentTitle(TGI_SURVEY_TITLE, { hasErrors: !saved && (summaryErrors.length > 0 || flow.failure !== null) });
  useEffect(() => () => void dispatch(tgiLeft()), [dispatch]);
  const focusFirstFieldOnReopen = useFocusFieldOnReopen(fieldInputId(TGI_FORM, 'providerLastName'), !saved);
  return (
    <>
      <PageHeader title={TGI_SURVEY_TITLE}>
        {tgiIntro(config.planName).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          {TGI_CONTACT_INTRO} {providerServices.department} at <PhoneLink phone={providerServices.phone} /> or{' '}
          <a href={`mailto:${providerServices.email}`}>{providerServices.email}</a>.
        </p>
      </PageHeader>
      {saved ? (
        <ThanksPanel
          message={TGI_THANKS}
          actionLabel={TGI_CLOSE_LABEL}
          onAction={() => {
            dispatch(tgiCloseRequested());
            focusFirstFieldOnReopen();
          }}
          reference={flow.reference ?? undefined}
          receivedAt={receivedAtTexts(flow.receivedAt)}
          // docs/states.md: the thanks comes before the server's answer; its reference and time follow when it does.
          receiptPending={TGI_RECEIPT_PENDING}
          planName={config.planName}
          formTitle={TGI_SURVEY_TITLE}
          summary={flow.sent ? tgiSentSummary(flow.sent) : []}
        />
      ) : (
        <FormStepper stepTitle={TGI_STEP_TITLE}>
          <ErrorSummary title={alert.title} message={alert.message} errors={summaryErrors} focusKey={flow.failedSubmitCount} />
          {flow.failure && (
            <FailureNotice title={flow.failure.title} message={flow.failure.message} supportPhone={providerServices.phone} focusKey={flow.failureCount} />
          )}
          <TgiSurveyForm />
        </FormStepper>
      )}
    </>
  );
}

/** The page in the portal's antd theme, which loads with this chunk rather than with the shell. */
export default function TgiSurveyPage() {
  return (
    <AntdTheme>
      <TgiSurveyPageContent />
    </AntdTheme>
  );
}
