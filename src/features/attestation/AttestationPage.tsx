// One attestation screen (docs/screens.md): the generic trainings and the state children-and-teens training.
import { useEffect } from 'react';
import { MISSING_INFORMATION } from '../../domain/messages';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { FormScreen } from '../../forms/FormScreen';
import { ATTESTATION_SUMMARY_ORDER, AttestationForm } from './AttestationForm';
import {
  ATTESTATION_CLOSE_LABEL,
  ATTESTATION_NEXT,
  ATTESTATION_SAVED_TITLE,
  ATTESTATION_SIGN_ANOTHER_LABEL,
  ATTESTATION_STEP_TITLE,
  ATTESTATION_TAB_KEPT_OPEN_NOTE,
  attestationReceiptEmailed,
  attestationScreenTexts,
  attestationSentSummary,
} from './attestationMessages';
import {
  attestationActions,
  ATTESTATION_FORM,
  selectAttestationFlow,
  type AttestationFormKey,
} from './attestationSlice';
// This form's slice and saga join the store with this chunk.
import './attestationModule';

export default function AttestationPage({ formKey }: { formKey: AttestationFormKey }) {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector((state) => selectAttestationFlow(state, formKey));
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const texts = attestationScreenTexts(formKey, config.planName, tr);
  useEffect(() => () => void dispatch(attestationActions.left({ formKey })), [dispatch, formKey]);
  return (
    <FormScreen
      form={ATTESTATION_FORM}
      summaryOrder={ATTESTATION_SUMMARY_ORDER}
      title={texts.title}
      stepTitle={tr(ATTESTATION_STEP_TITLE)}
      flow={flow}
      alert={MISSING_INFORMATION}
      supportPhone={config.providerServices.phone}
      firstField="firstName"
      thanks={{
        message: texts.thanksText,
        documentTitle: ATTESTATION_SAVED_TITLE,
        next: tr(ATTESTATION_NEXT, { planName: config.planName }),
        actionLabel: tr(ATTESTATION_CLOSE_LABEL),
        onAction: () => dispatch(attestationActions.closeRequested({ formKey })),
        summary: flow.sent ? attestationSentSummary(flow.sent, tr) : [],
        receiptEmailed: flow.sent ? attestationReceiptEmailed(flow.sent, tr) : undefined,
        // docs/readings.md: the browser kept the tab, so the thanks stays, says so, and offers a blank form.
        note: flow.windowKeptOpen ? tr(ATTESTATION_TAB_KEPT_OPEN_NOTE) : undefined,
        secondaryAction: flow.windowKeptOpen
          ? {
              label: tr(ATTESTATION_SIGN_ANOTHER_LABEL),
              // Sign another attestation brings the blank form back with the cursor in it.
              onAction: (focusFirstField) => {
                dispatch(attestationActions.formReopened({ formKey }));
                focusFirstField();
              },
            }
          : undefined,
      }}
      beforeForm={<p className="attestation-text">{texts.attestationText}</p>}
    >
      <AttestationForm formKey={formKey} />
    </FormScreen>
  );
}
