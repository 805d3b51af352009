// The TGI survey form of docs/screens.md and docs/records.md and docs/validation.md: the provider, their NPI, who completes it, how to reach them, and the answer.
import { Field, reduxForm, type InjectedFormProps } from 'redux-form';
import { useFocusOnNewKey } from '../../components/useFocusOnNewKey';
import { fieldInputId } from '../../components/fieldIds';
import { MaskedPhoneField, type MaskedPhoneFieldConfig } from '../../components/MaskedPhoneField';
import { RadioGroupField, type RadioGroupFieldConfig } from '../../components/RadioGroupField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField, type TextFieldConfig } from '../../components/TextField';
import { normalizeNpi } from '../../domain/npi';
import { isFlowWorking } from '../../forms/formFlow';
// redux-form's reducer joins the store with this chunk (docs/architecture.md#the-store).
import '../../forms/formReducer';
// This form's slice and saga join the store with this chunk.
import './tgiModule';
import { FormPostFields, useFormAction } from '../../forms/FormPostFields';
import { submitEvents } from '../../forms/submitEvents';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { shouldValidateInLanguage, validateInLanguage, type LanguageProps } from '../../forms/validateInLanguage';
import {
  COMPLETER_HINT,
  NPI_HINT,
  TGI_FIELD_LABELS,
  TGI_FORM_NAME,
  TGI_TEXT_FIELDS,
  TGI_OFFERED_LEGEND,
  TGI_OFFERED_OPTIONS,
  TGI_SUBMIT_LABEL,
} from './tgiMessages';
import { TGI_FORM } from './tgiSlice';
import { selectTgiFlow, selectTgiSubmitDisabled, tgiSubmitted, tgiValidationFailed, type TgiFormValues } from './tgiSlice';
import { validateTgiForm } from './tgiValidation';

/** The fields in page order, for the error summary. */
export const TGI_SUMMARY_ORDER = [...TGI_TEXT_FIELDS, 'isGenderAffirmingServicesOffered'] as const;

const focusNpi = () => document.getElementById(fieldInputId(TGI_FORM, 'individualNPI'));

function TgiFields({ handleSubmit }: InjectedFormProps<TgiFormValues, LanguageProps>) {
  const tr = useTranslate();
  const action = useFormAction();
  const flow = useAppSelector(selectTgiFlow);
  const submitDisabled = useAppSelector(selectTgiSubmitDisabled);
  // After No in the Confirm dialog the cursor goes back to the NPI the person may want to correct.
  useFocusOnNewKey(focusNpi, flow.cancelledCount);
  return (
    <form onSubmit={handleSubmit} method="post" action={action} noValidate aria-label={tr(TGI_FORM_NAME)} className="portal-form">
      {/* Sent by the browser itself when the app has not taken the page over (issue 34). */}
      <FormPostFields />
      <Field<TextFieldConfig> name="providerLastName" component={TextField} label={tr(TGI_FIELD_LABELS.providerLastName)} required autoComplete="off" />
      <Field<TextFieldConfig> name="providerFirstName" component={TextField} label={tr(TGI_FIELD_LABELS.providerFirstName)} required autoComplete="off" />
      <Field<TextFieldConfig>
        name="individualNPI"
        component={TextField}
        label={tr(TGI_FIELD_LABELS.individualNPI)}
        required
        hint={tr(NPI_HINT)}
        inputMode="numeric"
        autoComplete="off"
        sizedFor="npi"
        // What people paste ('123 456 7893') is forgiven before any rule applies.
        normalize={normalizeNpi}
      />
      <Field<TextFieldConfig>
        name="fullNameOfPersonCompletingSurvey"
        component={TextField}
        label={tr(TGI_FIELD_LABELS.fullNameOfPersonCompletingSurvey)}
        required
        hint={tr(COMPLETER_HINT)}
        autoComplete="name"
      />
      <Field<TextFieldConfig>
        name="titleOfPersonCompletingSurvey"
        component={TextField}
        label={tr(TGI_FIELD_LABELS.titleOfPersonCompletingSurvey)}
        required
        autoComplete="organization-title"
      />
      <Field<TextFieldConfig> name="email" component={TextField} label={tr(TGI_FIELD_LABELS.email)} required type="email" inputMode="email" autoComplete="email" />
      <Field<MaskedPhoneFieldConfig> name="phoneNumber" component={MaskedPhoneField} label={tr(TGI_FIELD_LABELS.phoneNumber)} required autoComplete="tel-national" />
      {/* The values stay the record's Yes and No; each choice says its answer in the page's language. */}
      <Field<RadioGroupFieldConfig>
        name="isGenderAffirmingServicesOffered"
        component={RadioGroupField}
        legend={tr(TGI_OFFERED_LEGEND)}
        options={TGI_OFFERED_OPTIONS}
        optionLabel={tr}
        required
      />
      <SubmitButton disabled={submitDisabled} busy={isFlowWorking(flow)}>
        {tr(TGI_SUBMIT_LABEL)}
      </SubmitButton>
    </form>
  );
}

const ConnectedTgiForm = reduxForm<TgiFormValues, LanguageProps>({
  form: TGI_FORM,
  // The messages in the language of the tr the form is given, made again when it changes (the values are kept).
  validate: validateInLanguage(validateTgiForm),
  shouldError: shouldValidateInLanguage,
})(TgiFields);

/** onSubmit only reports the event; the saga does the rest (docs/conventions.md). */
export function TgiSurveyForm() {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  return (
    <ConnectedTgiForm
      tr={tr}
      {...submitEvents<TgiFormValues>(dispatch, (values) => tgiSubmitted({ values }), () => tgiValidationFailed())}
    />
  );
}
