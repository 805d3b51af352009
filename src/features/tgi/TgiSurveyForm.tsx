// The TGI survey form of docs/screens.md and docs/records.md and docs/validation.md: the provider, their NPI, who completes it, how to reach them, and the answer.
import { Field, type InjectedFormProps } from 'redux-form';
import { CheckboxField, type CheckboxFieldConfig } from '../../components/CheckboxField';
import { useFocusOnNewKey } from '../../components/useFocusOnNewKey';
import { fieldInputId } from '../../components/fieldIds';
import { MaskedPhoneField, type MaskedPhoneFieldConfig } from '../../components/MaskedPhoneField';
import { RadioGroupField, type RadioGroupFieldConfig } from '../../components/RadioGroupField';
import { normalizeNpi } from '../../domain/npi';
import { isFlowWorking } from '../../forms/formFlow';
// redux-form's reducer joins the store with this chunk (docs/architecture.md#the-store).
import '../../forms/formReducer';
// This form's slice and saga join the store with this chunk.
import './tgiModule';
import { PortalForm, portalReduxForm, RecordTextField } from '../../forms/PortalForm';
import { submitEvents } from '../../forms/submitEvents';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { validateInLanguage, type LanguageProps } from '../../forms/validateInLanguage';
import {
  COMPLETER_HINT,
  NPI_HINT,
  TGI_FIELD_LABELS,
  TGI_FORM_NAME,
  TGI_TEXT_FIELDS,
  TGI_OFFERED_LEGEND,
  TGI_OFFERED_OPTIONS,
  TGI_RECEIPT_HINT,
  TGI_SUBMIT_LABEL,
} from './tgiMessages';
import { TGI_FORM } from './tgiSlice';
import { tgiActions, selectTgiFlow, selectTgiSubmitDisabled, type TgiFormValues } from './tgiSlice';
import { validateTgiForm } from './tgiValidation';
import { useReceiptsOffered } from '../../forms/useReceiptsOffered';

/** The fields in page order, for the error summary. */
export const TGI_SUMMARY_ORDER = [...TGI_TEXT_FIELDS, 'isGenderAffirmingServicesOffered'] as const;

const focusNpi = () => document.getElementById(fieldInputId(TGI_FORM, 'individualNPI'));

function TgiFields({ handleSubmit }: InjectedFormProps<TgiFormValues, LanguageProps>) {
  const tr = useTranslate();
  const flow = useAppSelector(selectTgiFlow);
  const submitDisabled = useAppSelector(selectTgiSubmitDisabled);
  const receiptsOffered = useReceiptsOffered();
  // After No in the Confirm dialog the cursor goes back to the NPI the person may want to correct.
  useFocusOnNewKey(focusNpi, flow.cancelledCount);
  const labels = TGI_FIELD_LABELS;
  return (
    <PortalForm name={tr(TGI_FORM_NAME)} onSubmit={handleSubmit} submit={{ label: tr(TGI_SUBMIT_LABEL), disabled: submitDisabled, busy: isFlowWorking(flow) }}>
      <RecordTextField labels={labels} name="providerLastName" autoComplete="off" />
      <RecordTextField labels={labels} name="providerFirstName" autoComplete="off" />
      {/* What people paste ('123 456 7893') is forgiven before any rule applies. */}
      <RecordTextField labels={labels} name="individualNPI" hint={tr(NPI_HINT)} inputMode="numeric" autoComplete="off" sizedFor="npi" normalize={normalizeNpi} />
      <RecordTextField labels={labels} name="fullNameOfPersonCompletingSurvey" hint={tr(COMPLETER_HINT)} autoComplete="name" />
      <RecordTextField labels={labels} name="titleOfPersonCompletingSurvey" autoComplete="organization-title" />
      <RecordTextField labels={labels} name="email" type="email" inputMode="email" autoComplete="email" />
      <Field<MaskedPhoneFieldConfig> name="phoneNumber" component={MaskedPhoneField} label={tr(labels.phoneNumber)} required autoComplete="tel-national" />
      {/* The values stay the record's Yes and No; each choice says its answer in the page's language. */}
      <Field<RadioGroupFieldConfig>
        name="isGenderAffirmingServicesOffered"
        component={RadioGroupField}
        legend={tr(TGI_OFFERED_LEGEND)}
        options={TGI_OFFERED_OPTIONS}
        optionLabel={tr}
        required
      />
      {receiptsOffered && <Field<CheckboxFieldConfig> name="wantsReceipt" component={CheckboxField} label={tr(labels.wantsReceipt)} hint={tr(TGI_RECEIPT_HINT)} />}
    </PortalForm>
  );
}

const ConnectedTgiForm = portalReduxForm<TgiFormValues, LanguageProps>({ form: TGI_FORM, validate: validateInLanguage(validateTgiForm) })(TgiFields);

/** onSubmit only reports the event; the saga does the rest (docs/conventions.md). */
export function TgiSurveyForm() {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  return (
    <ConnectedTgiForm
      tr={tr}
      {...submitEvents<TgiFormValues>(dispatch, (values) => tgiActions.submitted({ values }), () => tgiActions.validationFailed())}
    />
  );
}
