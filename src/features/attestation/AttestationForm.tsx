// The attestation form of docs/screens.md and docs/records.md: names, Individual NPI with N/A, title, organization and DONE.
import { Field, Fields, reduxForm, type InjectedFormProps } from 'redux-form';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { NpiField } from '../../components/NpiField';
import { ATTESTATION_INITIAL_VALUES } from '../../domain/formValues';
import { isFlowWorking } from '../../forms/formFlow';
// redux-form's reducer joins the store with this chunk (docs/architecture.md#the-store).
import '../../forms/formReducer';
// This form's slice and saga join the store with this chunk.
import './attestationModule';
import { FormPostFields, useFormAction } from '../../forms/FormPostFields';
import { submitEvents } from '../../forms/submitEvents';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { shouldValidateInLanguage, validateInLanguage, type LanguageProps } from '../../forms/validateInLanguage';
import { ATTESTATION_FORM } from './attestationSlice';
import { ATTESTATION_FIELD_LABELS, ATTESTATION_FORM_NAME, ATTESTATION_SUBMIT_LABEL, NPI_HINT } from './attestationMessages';
import {
  attestationSubmitted,
  attestationValidationFailed,
  selectAttestationFlow,
  selectAttestationSubmitDisabled,
  type AttestationFormKey,
  type AttestationFormValues,
} from './attestationSlice';
import { validateAttestationForm } from './attestationValidation';

export interface AttestationFormProps {
  formKey: AttestationFormKey;
}

/** The fields in page order, for the error summary. */
export const ATTESTATION_SUMMARY_ORDER = ['firstName', 'lastName', 'individualNPI', 'title', 'organization'] as const;

type AttestationFieldsProps = AttestationFormProps & LanguageProps;

function AttestationFields({ formKey, handleSubmit }: AttestationFieldsProps & InjectedFormProps<AttestationFormValues, AttestationFieldsProps>) {
  const tr = useTranslate();
  const action = useFormAction();
  const flow = useAppSelector((state) => selectAttestationFlow(state, formKey));
  const submitDisabled = useAppSelector((state) => selectAttestationSubmitDisabled(state, formKey));
  return (
    <form onSubmit={handleSubmit} method="post" action={action} noValidate aria-label={tr(ATTESTATION_FORM_NAME)} className="portal-form">
      {/* Sent by the browser itself when the app has not taken the page over (issue 34). */}
      <FormPostFields />
      <Field name="firstName" component={TextField} label={tr(ATTESTATION_FIELD_LABELS.firstName)} required autoComplete="given-name" />
      <Field name="lastName" component={TextField} label={tr(ATTESTATION_FIELD_LABELS.lastName)} required autoComplete="family-name" />
      <Fields
        names={['individualNPI', 'npiApplicable']}
        component={NpiField}
        label={tr(ATTESTATION_FIELD_LABELS.individualNPI)}
        notApplicableLabel={tr(ATTESTATION_FIELD_LABELS.npiApplicable)}
        hint={tr(NPI_HINT)}
        focusKey={flow.cancelledCount}
      />
      <Field name="title" component={TextField} label={tr(ATTESTATION_FIELD_LABELS.title)} required autoComplete="organization-title" />
      <Field name="organization" component={TextField} label={tr(ATTESTATION_FIELD_LABELS.organization)} required autoComplete="organization" />
      <SubmitButton disabled={submitDisabled} busy={isFlowWorking(flow)}>
        {tr(ATTESTATION_SUBMIT_LABEL)}
      </SubmitButton>
    </form>
  );
}

const ConnectedAttestationForm = reduxForm<AttestationFormValues, AttestationFieldsProps>({
  form: ATTESTATION_FORM,
  // The messages in the language of the tr the form is given, made again when it changes (the values are kept).
  validate: validateInLanguage(validateAttestationForm),
  shouldError: shouldValidateInLanguage,
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
        (values) => attestationSubmitted({ formKey, values }),
        () => attestationValidationFailed({ formKey }),
      )}
    />
  );
}
