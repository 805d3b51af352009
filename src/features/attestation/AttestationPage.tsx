// One attestation screen (docs/screens.md): the generic trainings and the state children-and-teens training.
import { AntdTheme } from '../../components/AntdTheme';
import { useEffect } from 'react';
import { ErrorSummary } from '../../components/ErrorSummary';
import { FailureNotice } from '../../components/FailureNotice';
import { FormStepper } from '../../components/FormStepper';
import { PageHeader } from '../../components/PageHeader';
import { ThanksPanel, receivedAtTexts } from '../../components/ThanksPanel';
import { fieldInputId } from '../../components/fieldIds';
import { useFocusFieldOnReopen } from '../../components/useFocusFieldOnReopen';
import { useFormErrorSummary } from '../../components/useFormErrorSummary';
import { MISSING_INFORMATION } from '../../domain/messages';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/useDocumentTitle';
import { ATTESTATION_SUMMARY_ORDER, AttestationForm } from './AttestationForm';
import {
  ATTESTATION_CLOSE_LABEL,
  ATTESTATION_SIGN_ANOTHER_LABEL,
  ATTESTATION_STEP_TITLE,
  ATTESTATION_TAB_KEPT_OPEN_NOTE,
  attestationScreenTexts,
  attestationSentSummary,
} from './attestationMessages';
import { ATTESTATION_FORM } from './attestationSlice';
import {
  attestationCloseRequested,
  attestationFormReopened,
  attestationLeft,
  selectAttestationFlow,
  type AttestationFormKey,
} from './attestationSlice';

function AttestationPageContent({ formKey }: { formKey: AttestationFormKey }) {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector((state) => selectAttestationFlow(state, formKey));
  const dispatch = useAppDispatch();
  const summaryErrors = useFormErrorSummary(ATTESTATION_FORM, ATTESTATION_SUMMARY_ORDER);
  const texts = attestationScreenTexts(formKey, config.planName);
  const saved = flow.status === 'saved';
  useDocumentTitle(texts.title, { hasErrors: !saved && (summaryErrors.length > 0 || flow.failure !== null) });
  useEffect(() => () => void dispatch(attestationLeft({ formKey })), [dispatch, formKey]);
  // Sign another attestation brings the blank form back with the cursor in it.
  const focusFirstFieldOnReopen = useFocusFieldOnReopen(fieldInputId(ATTESTATION_FORM, 'firstName'), !saved);
  const signAnother = () => {
    dispatch(attestationFormReopened({ formKey }));
    focusFirstFieldOnReopen();
  };
  return (
    <>
      <PageHeader title={texts.title} />
      {saved ? (
        <ThanksPanel
          message={texts.thanksText}
          actionLabel={ATTESTATION_CLOSE_LABEL}
          onAction={() => dispatch(attestationCloseRequested({ formKey }))}
          reference={flow.reference ?? undefined}
          receivedAt={receivedAtTexts(flow.receivedAt)}
          planName={config.planName}
          formTitle={texts.title}
          summary={flow.sent ? attestationSentSummary(flow.sent) : []}
          // docs/readings.md: the browser kept the tab, so the thanks stays, says so, and offers a blank form.
          note={flow.windowKeptOpen ? ATTESTATION_TAB_KEPT_OPEN_NOTE : undefined}
          secondaryAction={flow.windowKeptOpen ? { label: ATTESTATION_SIGN_ANOTHER_LABEL, onAction: signAnother } : undefined}
        />
      ) : (
        <FormStepper stepTitle={ATTESTATION_STEP_TITLE}>
          <ErrorSummary
            title={MISSING_INFORMATION.title}
            message={MISSING_INFORMATION.message}
            errors={summaryErrors}
            focusKey={flow.failedSubmitCount}
          />
          {flow.failure && (
            <FailureNotice
              title={flow.failure.title}
              message={flow.failure.message}
              supportPhone={config.providerServices.phone}
              focusKey={flow.failureCount}
            />
          )}
          <p className="attestation-text">{texts.attestationText}</p>
          <AttestationForm formKey={formKey} />
        </FormStepper>
      )}
    </>
  );
}

/** The page in the portal's antd theme, which loads with this chunk rather than with the shell. */
export default function AttestationPage({ formKey }: { formKey: AttestationFormKey }) {
  return (
    <AntdTheme>
      <AttestationPageContent formKey={formKey} />
    </AntdTheme>
  );
}
