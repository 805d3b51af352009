// The TGI survey screen (docs/screens.md): the law and its definition, the provider services contact, the survey, the thanks.
import { AntdTheme } from '../../components/AntdTheme';
import { useEffect } from 'react';
import { getFormValues } from 'redux-form';
import { PhoneLink } from '../../components/PhoneLink';
import { selectConfig } from '../../core/appSlice';
import { TGI_SURVEY_TITLE } from '../../domain/routeTable';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { FormScreen } from '../../forms/FormScreen';
import { TGI_CLOSE_LABEL, TGI_CONTACT_INTRO, TGI_RECEIPT_PENDING, TGI_STEP_TITLE, TGI_THANKS, tgiIntro, tgiSentSummary } from './tgiMessages';
import { TGI_FORM, selectTgiFlow, tgiCloseRequested, tgiLeft, type TgiFormValues } from './tgiSlice';
import { tgiAlert } from './tgiValidation';
import { TGI_SUMMARY_ORDER, TgiSurveyForm } from './TgiSurveyForm';

const selectTgiValues = getFormValues(TGI_FORM);

function TgiSurveyPageContent() {
  const config = useAppSelector(selectConfig);
  const flow = useAppSelector(selectTgiFlow);
  const values = (useAppSelector(selectTgiValues) ?? {}) as TgiFormValues;
  const dispatch = useAppDispatch();
  const { providerServices } = config;
  useEffect(() => () => void dispatch(tgiLeft()), [dispatch]);
  const intro = (
    <>
      {tgiIntro(config.planName).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        {TGI_CONTACT_INTRO} {providerServices.department} at <PhoneLink phone={providerServices.phone} /> or{' '}
        <a href={`mailto:${providerServices.email}`}>{providerServices.email}</a>.
      </p>
    </>
  );
  return (
    <FormScreen
      form={TGI_FORM}
      summaryOrder={TGI_SUMMARY_ORDER}
      title={TGI_SURVEY_TITLE}
      intro={intro}
      stepTitle={TGI_STEP_TITLE}
      flow={flow}
      alert={tgiAlert(values)}
      supportPhone={providerServices.phone}
      firstField="providerLastName"
      thanks={{
        message: TGI_THANKS,
        actionLabel: TGI_CLOSE_LABEL,
        onAction: (focusFirstField) => {
          dispatch(tgiCloseRequested());
          focusFirstField();
        },
        // docs/states.md: the thanks comes before the server's answer; its reference and time follow when it does.
        receiptPending: TGI_RECEIPT_PENDING,
        summary: flow.sent ? tgiSentSummary(flow.sent) : [],
      }}
    >
      <TgiSurveyForm />
    </FormScreen>
  );
}

/** The page in the portal's antd theme, which loads with this chunk rather than with the shell. */
export default function TgiSurveyPage() {
  return (
    <AntdTheme>
      <TgiSurveyPageContent />
    </AntdTheme>
  );
}
