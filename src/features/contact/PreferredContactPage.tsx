// The preferred contact screen (docs/screens.md): heading and intro, the form in its one-step stepper, the plan's contact block.
import { useEffect } from 'react';
import { PlanContactBlock } from '../../components/PlanContactBlock';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { FormScreen } from '../../forms/FormScreen';
import {
  CONTACT_REOPEN_LABEL,
  CONTACT_STEP_TITLE,
  CONTACT_THANKS,
  CONTACT_TITLE,
  contactIntro,
  contactNext,
  contactReceiptEmailed,
  contactSentSummary,
  contactStepsToFinish,
} from './contactMessages';
import { contactActions, CONTACT_FORM, selectContactAwaiting, selectContactFlow } from './contactSlice';
import { contactAlert } from './contactValidation';
import { CONTACT_SUMMARY_ORDER, PreferredContactForm } from './PreferredContactForm';
import { planTexts } from '../../domain/portalConfig';
// This form's slice and saga join the store with this chunk.
import './contactModule';

export default function PreferredContactPage() {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector(selectContactFlow);
  const awaiting = useAppSelector(selectContactAwaiting);
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  useEffect(() => () => void dispatch(contactActions.left()), [dispatch]);
  return (
    <>
      <FormScreen
        form={CONTACT_FORM}
        summaryOrder={CONTACT_SUMMARY_ORDER}
        title={CONTACT_TITLE}
        intro={<p>{contactIntro(config.planName, tr)}</p>}
        stepTitle={tr(CONTACT_STEP_TITLE)}
        flow={flow}
        alert={contactAlert}
        supportPhone={config.contact.supportPhone}
        firstField="firstName"
        thanks={{
          message: tr(CONTACT_THANKS),
          documentTitle: CONTACT_THANKS,
          // Issue 36: a new email address or mobile number to confirm first, said before how to change or stop.
          toFinish: flow.sent ? contactStepsToFinish(awaiting, flow.sent, tr) : [],
          next: contactNext(config.planName, config.contact.supportPhone, config.contact.ttyPhone, tr),
          receiptEmailed: flow.sent ? contactReceiptEmailed(flow.sent, tr) : undefined,
          actionLabel: tr(CONTACT_REOPEN_LABEL),
          onAction: (focusFirstField) => {
            dispatch(contactActions.formReopened());
            focusFirstField();
          },
          summary: flow.sent ? contactSentSummary(flow.sent, tr) : [],
        }}
      >
        <PreferredContactForm />
      </FormScreen>
      {/* The plan's hours in the page's language when the plan gave them in it. */}
      <PlanContactBlock contact={{ ...config.contact, hours: planTexts(config, tr.language).hours }} />
    </>
  );
}
