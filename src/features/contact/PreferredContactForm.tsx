// The preferred contact form of docs/screens.md and docs/records.md: who the member is, how to reach them, the texting terms and Submit.
import { useCallback, useId, useMemo } from 'react';
import { Field, formValueSelector, type InjectedFormProps } from 'redux-form';
import { CheckboxField, type CheckboxFieldConfig } from '../../components/CheckboxField';
import { CheckboxFieldset } from '../../components/CheckboxFieldset';
import { MaskedPhoneField, type MaskedPhoneFieldConfig } from '../../components/MaskedPhoneField';
import { ScrollToEndBox } from '../../components/ScrollToEndBox';
import { TextWithElements } from '../../components/TextWithElements';
import { fieldInputId } from '../../components/fieldIds';
import { CONTACT_CHOICES } from '../../domain/contact';
import { CONTACT_INITIAL_VALUES } from '../../domain/contact';
import { TEXTING_TERMS_TITLE, termsContext, textingAgreement, textingTerms, type TermsContext, type TermsParagraph } from '../../domain/textingTerms';
import { isFlowBusy, isFlowWorking } from '../../forms/formFlow';
// redux-form's reducer joins the store with this chunk (docs/architecture.md#the-store).
import '../../forms/formReducer';
// This form's slice and saga join the store with this chunk.
import './contactModule';
import { PortalForm, portalReduxForm, RecordTextField } from '../../forms/PortalForm';
import { submitEvents } from '../../forms/submitEvents';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import type { RootState } from '../../core/rootState';
import { DEFAULT_MEMBER_ID_CHARACTERS } from '../../domain/memberId';
import type { RecordSettings } from '../../domain/recordSchema';
import type { LanguageProps } from '../../forms/validateInLanguage';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_NAME,
  CONTACT_OPTIONS_HINT,
  CONTACT_OPTIONS_LEGEND,
  CONTACT_RECEIPT_HINT,
  CONTACT_SUBMIT_LABEL,
  MEMBER_ID_HINT,
  MOBILE_HINT,
  OPENS_IN_NEW_TAB,
  TERMS_PENDING_TEXT,
  TERMS_REACHED_TEXT,
  TERMS_TO_READ_TEXT,
} from './contactMessages';
import { CONTACT_FORM } from './contactSlice';
import {
  contactActions,
  selectContactFlow,
  selectContactSubmitDisabled,
  selectContactTermsRead,
  type ContactFormValues,
} from './contactSlice';
import { contactNeedsMobile, validateContactForm } from './contactValidation';
import { useReceiptsOffered } from '../../forms/useReceiptsOffered';

/** The fields in page order, for the error summary; the choices' error takes the person to the first box. */
export const CONTACT_SUMMARY_ORDER = [
  'firstName',
  'lastName',
  'memberId',
  'emailAddress',
  'mobileNumber',
  { error: '_error', focus: 'isEmail' },
] as const;

const contactValue = formValueSelector(CONTACT_FORM);

function selectNeedsMobile(state: RootState): boolean {
  return contactNeedsMobile({
    isText: contactValue(state, 'isText') as boolean | undefined,
    isPreRecordedCall: contactValue(state, 'isPreRecordedCall') as boolean | undefined,
    isPhone: contactValue(state, 'isPhone') as boolean | undefined,
  });
}

/** What the terms and the agreement are made from: the same details the server records them with. */
function useTermsContext(): TermsContext {
  const config = useAppSelector(selectConfig);
  return useMemo(() => termsContext(config), [config]);
}

/**
 * A paragraph's words, a link drawn as one: a plain link, not the router's, since the privacy notice may be a document
 * the server serves or another site. It opens in a new tab, and says so: a member who reads it halfway through the form
 * comes back to what they typed (a page left for another is not always restored by Back).
 */
function ParagraphText({ paragraph }: { paragraph: TermsParagraph }) {
  const tr = useTranslate();
  if (typeof paragraph === 'string') return <>{paragraph}</>;
  return (
    <TextWithElements
      text={paragraph.text}
      elements={{
        link: (inner) => (
          <a href={paragraph.href} target="_blank" rel="noopener noreferrer">
            {inner}
            <span className="visually-hidden"> {tr(OPENS_IN_NEW_TAB)}</span>
          </a>
        ),
      }}
    />
  );
}

function TermsText() {
  const context = useTermsContext();
  const tr = useTranslate();
  const sections = useMemo(() => textingTerms(context, tr), [context, tr]);
  // Keyed by place, which is the same in every language: the terms stay where they are when the language changes.
  return (
    <>
      {sections.map((section, sectionIndex) => (
        <section key={sectionIndex}>
          <h4>{section.heading}</h4>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>
              <ParagraphText paragraph={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

/** The statement above Submit: the consent, what texts bring with them, and the privacy notice when there is one. */
function AgreementText() {
  const context = useTermsContext();
  const tr = useTranslate();
  return (
    <div className="contact-agreement">
      {textingAgreement(context, tr).map((paragraph, index) => (
        <p key={index}>
          <ParagraphText paragraph={paragraph} />
        </p>
      ))}
    </div>
  );
}

/** The form's props: the language, and the plan's settings its rules read (its member IDs' characters). */
interface ContactFormProps extends LanguageProps {
  recordSettings: RecordSettings;
}

function ContactFields({ handleSubmit, error, submitFailed }: InjectedFormProps<ContactFormValues, ContactFormProps>) {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const flow = useAppSelector(selectContactFlow);
  const termsRead = useAppSelector(selectContactTermsRead);
  const termsGateShut = useAppSelector(selectContactSubmitDisabled);
  const receiptsOffered = useReceiptsOffered();
  const needsMobile = useAppSelector(selectNeedsMobile);
  // Until the app runs the page, nothing can tell the terms were scrolled: Submit is on and the line says to read them.
  // Read here, not through a selector of appSlice.ts: every page's first load carries that module, and only forms read it.
  const interactive = useAppSelector((state) => state.app.interactive);
  const submitDisabled = interactive ? termsGateShut : isFlowBusy(flow);
  const termsStatusId = useId();
  // Stable, so the terms box keeps one resize observer rather than a new one on every keystroke.
  const markTermsRead = useCallback(() => dispatch(contactActions.termsReadToEnd()), [dispatch]);
  // The choices' error is the form's own (_error): shown, like every other, once a submit has failed.
  const optionsError = submitFailed && typeof error === 'string' ? error : undefined;
  const labels = CONTACT_FIELD_LABELS;
  return (
    <PortalForm
      name={tr(CONTACT_FORM_NAME)}
      onSubmit={handleSubmit}
      submit={{ label: tr(CONTACT_SUBMIT_LABEL), disabled: submitDisabled, busy: isFlowWorking(flow), describedBy: termsStatusId }}
    >
      <RecordTextField labels={labels} name="firstName" autoComplete="given-name" />
      <RecordTextField labels={labels} name="lastName" autoComplete="family-name" />
      <RecordTextField labels={labels} name="memberId" hint={tr(MEMBER_ID_HINT)} autoComplete="off" />
      <RecordTextField labels={labels} name="emailAddress" type="email" inputMode="email" autoComplete="email" />
      <Field<MaskedPhoneFieldConfig>
        name="mobileNumber"
        component={MaskedPhoneField}
        label={tr(labels.mobileNumber)}
        required={needsMobile}
        hint={tr(MOBILE_HINT)}
        autoComplete="tel-national"
      />
      <CheckboxFieldset
        legend={tr(CONTACT_OPTIONS_LEGEND)}
        hint={tr(CONTACT_OPTIONS_HINT)}
        error={optionsError}
        idBase={fieldInputId(CONTACT_FORM, 'options')}
        required
      >
        {CONTACT_CHOICES.map((name) => (
          <Field<CheckboxFieldConfig> key={name} name={name} component={CheckboxField} label={tr(labels[name])} />
        ))}
      </CheckboxFieldset>
      {/* Issue 36: before the terms, the agreement and Submit, which belong together (the agreement is what Submit means). */}
      {receiptsOffered && <Field<CheckboxFieldConfig> name="wantsReceipt" component={CheckboxField} label={tr(labels.wantsReceipt)} hint={tr(CONTACT_RECEIPT_HINT)} />}
      <ScrollToEndBox
        title={tr(TEXTING_TERMS_TITLE)}
        reached={termsRead}
        onReachedEnd={markTermsRead}
        pendingText={tr(interactive ? TERMS_PENDING_TEXT : TERMS_TO_READ_TEXT)}
        reachedText={tr(TERMS_REACHED_TEXT)}
        statusId={termsStatusId}
      >
        <TermsText />
      </ScrollToEndBox>
      <AgreementText />
    </PortalForm>
  );
}

const ConnectedContactForm = portalReduxForm<ContactFormValues, ContactFormProps>({
  form: CONTACT_FORM,
  validate: (values, props) => validateContactForm(values, props.tr, props.recordSettings),
  initialValues: CONTACT_INITIAL_VALUES,
})(ContactFields);

/** onSubmit only reports the event; the saga does the rest (docs/conventions.md). */
export function PreferredContactForm() {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const { memberIdCharacters = DEFAULT_MEMBER_ID_CHARACTERS } = useAppSelector(selectConfig);
  const recordSettings = useMemo(() => ({ memberIdCharacters }), [memberIdCharacters]);
  return (
    <ConnectedContactForm
      tr={tr}
      recordSettings={recordSettings}
      {...submitEvents<ContactFormValues>(dispatch, (values) => contactActions.submitted({ values }), () => contactActions.validationFailed())}
    />
  );
}
