// The preferred contact screen (docs/screens.md): heading and intro, the form in its one-step stepper, the plan's contact block.
import { AntdTheme } from '../../components/AntdTheme';
import { useEffect } from 'react';
import { getFormValues } from 'redux-form';
import { PlanContactBlock } from '../../components/PlanContactBlock';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { FormScreen } from '../../forms/FormScreen';
import { CONTACT_REOPEN_LABEL, CONTACT_STEP_TITLE, CONTACT_THANKS, CONTACT_TITLE, contactIntro, contactSentSummary } from './contactMessages';
import { CONTACT_FORM, contactFormReopened, contactLeft, selectContactFlow, type ContactFormValues } from './contactSlice';
import { contactAlert } from './contactValidation';
import { CONTACT_SUMMARY_ORDER, PreferredContactForm } from './PreferredContactForm';

const selectContactValues = getFormValues(CONTACT_FORM);

function PreferredContactPageContent() {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector(selectContactFlow);
  const values = (useAppSelector(selectContactValues) ?? {}) as ContactFormValues;
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(contactLeft()), [dispatch]);
  return (
    <>
      <FormScreen
        form={CONTACT_FORM}
        summaryOrder={CONTACT_SUMMARY_ORDER}
        title={CONTACT_TITLE}
        intro={<p>{contactIntro(config.planName)}</p>}
        stepTitle={CONTACT_STEP_TITLE}
        flow={flow}
        alert={contactAlert(values)}
        supportPhone={config.contact.supportPhone}
        firstField="firstName"
        thanks={{
          message: CONTACT_THANKS,
          actionLabel: CONTACT_REOPEN_LABEL,
          onAction: (focusFirstField) => {
            dispatch(contactFormReopened());
            focusFirstField();
          },
          summary: flow.sent ? contactSentSummary(flow.sent) : [],
        }}
      >
        <PreferredContactForm />
      </FormScreen>
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
