// The attestation form of docs/screens.md and docs/records.md: names, Individual NPI with N/A, title, organization, the
// receipt (issue 36) and DONE.
import { Fields, type InjectedFormProps } from 'redux-form';
import { NpiField } from '../../components/NpiField';
import { ATTESTATION_INITIAL_VALUES } from '../../domain/attestation';
import { isFlowWorking } from '../../forms/formFlow';
// redux-form's reducer joins the store with this chunk (docs/architecture.md#the-store).
import '../../forms/formReducer';
// This form's slice and saga join the store with this chunk.
import './attestationModule';
import { PortalForm, portalReduxForm, RecordTextField } from '../../forms/PortalForm';
import { submitEvents } from '../../forms/submitEvents';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { validateInLanguage, type LanguageProps } from '../../forms/validateInLanguage';
import { ATTESTATION_FORM } from './attestationSlice';
import { ATTESTATION_FIELD_LABELS, ATTESTATION_FORM_NAME, ATTESTATION_SUBMIT_LABEL, NPI_HINT } from './attestationMessages';
import {
  attestationActions,
  selectAttestationFlow,
  selectAttestationSubmitDisabled,
  type AttestationFormKey,
  type AttestationFormValues,
} from './attestationSlice';
import { validateAttestationForm } from './attestationValidation';
import { AttestationReceiptFields } from './AttestationReceiptFields';

export interface AttestationFormProps {
  formKey: AttestationFormKey;
}

/** The fields in page order, for the error summary. */
export const ATTESTATION_SUMMARY_ORDER = ['firstName', 'lastName', 'individualNPI', 'title', 'organization', 'receiptEmail'] as const;

type AttestationFieldsProps = AttestationFormProps & LanguageProps;

function AttestationFields({ formKey, handleSubmit }: AttestationFieldsProps & InjectedFormProps<AttestationFormValues, AttestationFieldsProps>) {
  const tr = useTranslate();
  const flow = useAppSelector((state) => selectAttestationFlow(state, formKey));
  const submitDisabled = useAppSelector((state) => selectAttestationSubmitDisabled(state, formKey));
  const labels = ATTESTATION_FIELD_LABELS;
  return (
    <PortalForm
      name={tr(ATTESTATION_FORM_NAME)}
      onSubmit={handleSubmit}
      submit={{ label: tr(ATTESTATION_SUBMIT_LABEL), disabled: submitDisabled, busy: isFlowWorking(flow) }}
    >
      <RecordTextField labels={labels} name="firstName" autoComplete="given-name" />
      <RecordTextField labels={labels} name="lastName" autoComplete="family-name" />
      <Fields
        names={['individualNPI', 'npiApplicable']}
        component={NpiField}
        label={tr(labels.individualNPI)}
        notApplicableLabel={tr(labels.npiApplicable)}
        hint={tr(NPI_HINT)}
        focusKey={flow.cancelledCount}
      />
      <RecordTextField labels={labels} name="title" autoComplete="organization-title" />
      <RecordTextField labels={labels} name="organization" autoComplete="organization" />
      <AttestationReceiptFields />
    </PortalForm>
  );
}

const ConnectedAttestationForm = portalReduxForm<AttestationFormValues, AttestationFieldsProps>({
  form: ATTESTATION_FORM,
  validate: validateInLanguage(validateAttestationForm),
  initialValues: ATTESTATION_INITIAL_VALUES,
})(AttestationFields);

/** onSubmit only reports the event; the saga does the rest (docs/conventions.md). */
export function AttestationForm({ formKey }: AttestationFormProps) {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  return (
    <ConnectedAttestationForm
      formKey={formKey}
      tr={tr}
      {...submitEvents<AttestationFormValues>(
        dispatch,
        (values) => attestationActions.submitted({ formKey, values }),
        () => attestationActions.validationFailed({ formKey }),
      )}
    />
  );
}
