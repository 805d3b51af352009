// The attestation form of spec §2/§3: names, Individual NPI with N/A, title, organization and DONE.
import { createSelector } from '@reduxjs/toolkit';
import { Button } from 'antd';
import { Field, Fields, getFormSyncErrors, getFormSubmitErrors, reduxForm, type InjectedFormProps } from 'redux-form';
import { TextField } from '../../components/TextField';
import { NpiField } from '../../components/NpiField';
import { ErrorSummary } from '../../components/ErrorSummary';
import { fieldInputId } from '../../components/fieldIds';
import { TEXT_FIELD_MAX_LENGTH } from '../../domain/constants';
import { MISSING_INFORMATION } from '../../domain/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { ATTESTATION_FORM } from './attestationSaga';
import { ATTESTATION_FIELD_LABELS, ATTESTATION_SUBMIT_LABEL, NPI_HINT } from './attestationMessages';
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

const FIELD_ORDER = ['firstName', 'lastName', 'individualNPI', 'title', 'organization'] as const;

/** The browser's and the server's field errors together, for the error summary. */
const selectErrors = createSelector(
  [getFormSyncErrors(ATTESTATION_FORM), getFormSubmitErrors(ATTESTATION_FORM)],
  (syncErrors, submitErrors): Record<string, unknown> => ({ ...syncErrors, ...submitErrors }),
);

function AttestationFields({ formKey, handleSubmit, submitFailed }: AttestationFormProps & InjectedFormProps<AttestationFormValues, AttestationFormProps>) {
  const disabled = useAppSelector((state) => selectAttestationSubmitDisabled(state, formKey));
  const flow = useAppSelector((state) => selectAttestationFlow(state, formKey));
  const errors = useAppSelector((state: RootState) => selectErrors(state));
  const summaryErrors = submitFailed
    ? FIELD_ORDER.flatMap((name) => {
        const message = errors[name];
        return typeof message === 'string' ? [{ fieldId: fieldInputId(ATTESTATION_FORM, name), message }] : [];
      })
    : [];
  const busy = flow.status === 'checkingNpi' || flow.status === 'saving';
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Attestation" className="portal-form">
      <ErrorSummary
        title={MISSING_INFORMATION.title}
        message={MISSING_INFORMATION.message}
        errors={summaryErrors}
        focusKey={flow.failedSubmitCount}
      />
      <Field name="firstName" component={TextField} label={ATTESTATION_FIELD_LABELS.firstName} required maxLength={TEXT_FIELD_MAX_LENGTH} autoComplete="given-name" />
      <Field name="lastName" component={TextField} label={ATTESTATION_FIELD_LABELS.lastName} required maxLength={TEXT_FIELD_MAX_LENGTH} autoComplete="family-name" />
      <Fields
        names={['individualNPI', 'npiApplicable']}
        component={NpiField}
        label={ATTESTATION_FIELD_LABELS.individualNPI}
        notApplicableLabel={ATTESTATION_FIELD_LABELS.npiApplicable}
        hint={NPI_HINT}
      />
      <Field name="title" component={TextField} label={ATTESTATION_FIELD_LABELS.title} required maxLength={TEXT_FIELD_MAX_LENGTH} autoComplete="organization-title" />
      <Field name="organization" component={TextField} label={ATTESTATION_FIELD_LABELS.organization} required maxLength={TEXT_FIELD_MAX_LENGTH} autoComplete="organization" />
      <Button type="primary" htmlType="submit" size="large" disabled={disabled} loading={busy}>
        {ATTESTATION_SUBMIT_LABEL}
      </Button>
    </form>
  );
}

const ConnectedAttestationForm = reduxForm<AttestationFormValues, AttestationFormProps>({
  form: ATTESTATION_FORM,
  validate: validateAttestationForm,
  initialValues: { npiApplicable: false },
})(AttestationFields);

/** onSubmit only reports the event; the saga does the rest (DESIGN §4.8). */
export function AttestationForm({ formKey }: AttestationFormProps) {
  const dispatch = useAppDispatch();
  return (
    <ConnectedAttestationForm
      formKey={formKey}
      onSubmit={(values: AttestationFormValues) => {
        dispatch(attestationSubmitted({ formKey, values }));
      }}
      onSubmitFail={(_errors, _dispatch, submitError) => {
        // redux-form also calls this when onSubmit throws; only refused validation is reported here.
        if (!submitError) dispatch(attestationValidationFailed({ formKey }));
      }}
    />
  );
}
