// The preferred contact screen (docs/screens.md): heading and intro, the form in its one-step stepper, the plan's contact block.
import { AntdTheme } from '../../components/AntdTheme';
import { useEffect } from 'react';
import { getFormValues } from 'redux-form';
import { ErrorSummary } from '../../components/ErrorSummary';
import { FailureNotice } from '../../components/FailureNotice';
import { FormStepper } from '../../components/FormStepper';
import { PageHeader } from '../../components/PageHeader';
import { PlanContactBlock } from '../../components/PlanContactBlock';
import { ThanksPanel, receivedAtTexts } from '../../components/ThanksPanel';
import { fieldInputId } from '../../components/fieldIds';
import { useFocusFieldOnReopen } from '../../components/useFocusFieldOnReopen';
import { useFormErrorSummary } from '../../components/useFormErrorSummary';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/useDocumentTitle';
import { CONTACT_REOPEN_LABEL, CONTACT_STEP_TITLE, CONTACT_THANKS, CONTACT_TITLE, contactIntro, contactSentSummary } from './contactMessages';
import { CONTACT_FORM } from './contactSlice';
import { contactFormReopened, contactLeft, selectContactFlow, type ContactFormValues } from './contactSlice';
import { contactAlert } from './contactValidation';
import { CONTACT_SUMMARY_ORDER, PreferredContactForm } from './PreferredContactForm';

const selectContactValues = getFormValues(CONTACT_FORM);

function PreferredContactPageContent() {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector(selectContactFlow);
  const values = (useAppSelector(selectContactValues) ?? {}) as ContactFormValues;
  const dispatch = useAppDispatch();
  const summaryErrors = useFormErrorSummary(CONTACT_FORM, CONTACT_SUMMARY_ORDER);
  const alert = contactAlert(values);
  const saved = flow.status === 'saved';
  useDocumentTitle(CONTACT_TITLE, { hasErrors: !saved && (summaryErrors.length > 0 || flow.failure !== null) });
  useEffect(() => () => void dispatch(contactLeft()), [dispatch]);
  const focusFirstFieldOnReopen = useFocusFieldOnReopen(fieldInputId(CONTACT_FORM, 'firstName'), !saved);
  return (
    <>
      <PageHeader title={CONTACT_TITLE}>
        <p>{contactIntro(config.planName)}</p>
      </PageHeader>
      {saved ? (
        <ThanksPanel
          message={CONTACT_THANKS}
          actionLabel={CONTACT_REOPEN_LABEL}
          onAction={() => {
            dispatch(contactFormReopened());
            focusFirstFieldOnReopen();
          }}
          reference={flow.reference ?? undefined}
          receivedAt={receivedAtTexts(flow.receivedAt)}
          planName={config.planName}
          formTitle={CONTACT_TITLE}
          summary={flow.sent ? contactSentSummary(flow.sent) : []}
        />
      ) : (
        <FormStepper stepTitle={CONTACT_STEP_TITLE}>
          <ErrorSummary title={alert.title} message={alert.message} errors={summaryErrors} focusKey={flow.failedSubmitCount} />
          {flow.failure && (
            <FailureNotice title={flow.failure.title} message={flow.failure.message} supportPhone={config.contact.supportPhone} focusKey={flow.failureCount} />
          )}
          <PreferredContactForm />
        </FormStepper>
      )}
      <PlanContactBlock contact={config.contact} />
    </>
  );
}

/** The page in the portal's antd theme, which loads with this chunk rather than with the shell. */
export default function PreferredContactPage() {
  return (
    <AntdTheme>
      <PreferredContactPageContent />
    </AntdTheme>
  );
}
