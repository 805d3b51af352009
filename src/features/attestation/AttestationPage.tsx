// One attestation screen (spec §2): the generic trainings and the state children-and-teens training.
import { FormStepper } from '../../components/FormStepper';
import { PageHeader } from '../../components/PageHeader';
import { ThanksPanel } from '../../components/ThanksPanel';
import { selectPlanName } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AttestationForm } from './AttestationForm';
import { ATTESTATION_CLOSE_LABEL, ATTESTATION_STEP_TITLE, attestationScreenTexts } from './attestationMessages';
import { attestationCloseRequested, selectAttestationFlow, type AttestationFormKey } from './attestationSlice';

export default function AttestationPage({ formKey }: { formKey: AttestationFormKey }) {
  const planName = useAppSelector(selectPlanName);
  const flow = useAppSelector((state) => selectAttestationFlow(state, formKey));
  const dispatch = useAppDispatch();
  const texts = attestationScreenTexts(formKey, planName);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} />
      {flow.status === 'saved' ? (
        <ThanksPanel
          message={texts.thanksText}
          actionLabel={ATTESTATION_CLOSE_LABEL}
          onAction={() => dispatch(attestationCloseRequested({ formKey }))}
          {...(flow.reference ? { reference: flow.reference } : {})}
        />
      ) : (
        <FormStepper stepTitle={ATTESTATION_STEP_TITLE}>
          <p className="attestation-text">{texts.attestationText}</p>
          <AttestationForm formKey={formKey} />
        </FormStepper>
      )}
    </>
  );
}
