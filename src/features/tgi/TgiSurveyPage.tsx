// The TGI survey screen (docs/screens.md): the law and its definition, the provider services contact, the survey, the thanks.
import { useEffect } from 'react';
import { PhoneLink } from '../../components/PhoneLink';
import { TextWithElements } from '../../components/TextWithElements';
import { selectConfig } from '../../core/appSlice';
import { TGI_SURVEY_TITLE } from '../../domain/routeTable';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { FormScreen } from '../../forms/FormScreen';
import {
  TGI_CLOSE_LABEL,
  TGI_NEXT,
  TGI_RECEIPT_PENDING,
  TGI_STEP_TITLE,
  TGI_THANKS,
  tgiContactSentence,
  tgiIntro,
  tgiReceiptEmailed,
  tgiSentSummary,
} from './tgiMessages';
import { tgiActions, TGI_FORM, selectTgiFlow } from './tgiSlice';
import { tgiAlert } from './tgiValidation';
import { TGI_SUMMARY_ORDER, TgiSurveyForm } from './TgiSurveyForm';
import { TgiClosedNotice } from './TgiClosedNotice';
import { TgiNotReceivedNotice } from './TgiNotReceivedNotice';
import { planTexts } from '../../domain/portalConfig';
// This form's slice and saga join the store with this chunk.
import './tgiModule';

export default function TgiSurveyPage() {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector(selectTgiFlow);
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const { providerServices } = config;
  useEffect(() => () => void dispatch(tgiActions.left()), [dispatch]);
  const intro = (
    <>
      {/* Keyed by place, which is the same in every language. */}
      {tgiIntro(config.planName, tr).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p>
        {/* The department's name is the plan's own words: in the page's language when the plan gave them in it. */}
        <TextWithElements
          text={tgiContactSentence(planTexts(config, tr.language).providerServicesDepartment, tr)}
          elements={{
            phone: <PhoneLink phone={providerServices.phone} />,
            email: <a href={`mailto:${providerServices.email}`}>{providerServices.email}</a>,
          }}
        />
      </p>
    </>
  );
  return (
    <>
      {/* Issue 22: a survey not yet received can be sent again from here, on the form and on the thanks alike. */}
      <TgiNotReceivedNotice />
      <FormScreen
        form={TGI_FORM}
        summaryOrder={TGI_SUMMARY_ORDER}
        title={TGI_SURVEY_TITLE}
        intro={intro}
        stepTitle={tr(TGI_STEP_TITLE)}
        flow={flow}
        alert={tgiAlert}
        supportPhone={providerServices.phone}
        firstField="providerLastName"
        beforeForm={<TgiClosedNotice />}
        thanks={{
          message: tr(TGI_THANKS),
          documentTitle: TGI_THANKS,
          next: tr(TGI_NEXT),
          actionLabel: tr(TGI_CLOSE_LABEL),
          onAction: (focusFirstField) => {
            dispatch(tgiActions.closeRequested());
            focusFirstField();
          },
          // docs/states.md: the thanks comes before the server's answer; its reference and time follow when it does.
          receiptPending: tr(TGI_RECEIPT_PENDING),
          receiptEmailed: flow.sent ? tgiReceiptEmailed(flow.sent, tr) : undefined,
          summary: flow.sent ? tgiSentSummary(flow.sent, tr) : [],
        }}
      >
        <TgiSurveyForm />
      </FormScreen>
    </>
  );
}
