// What every form's screen does around its form (docs/screens.md): the heading, the document title that says when
// the page shows errors, the step with its error summary and failure notice, and the thanks once the form is saved,
// with the cursor back in the first field when the blank form returns. A page gives its form and its texts: its title
// in English, the others already in the active language.
import type { ReactNode } from 'react';
import { getFormValues } from 'redux-form';
import { ErrorSummary } from '../components/ErrorSummary';
import { FailureNotice } from '../components/FailureNotice';
import { FormStepper } from '../components/FormStepper';
import { PageHeader } from '../components/PageHeader';
import { ThanksPanel, receivedAtTexts, type ThanksPanelProps } from '../components/ThanksPanel';
import { fieldInputId } from '../components/fieldIds';
import { useFocusFieldOnReopen } from '../components/useFocusFieldOnReopen';
import { useFormErrorSummary, type SummaryFieldOrder } from '../components/useFormErrorSummary';
import { selectConfig, selectConfirm } from '../core/appSlice';
import { useAppSelector, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';
import type { FlowFailure, FormFlow } from './formFlow';
import { NpiConfirmStep } from './NpiConfirmStep';
import { useEarlyInput } from './useEarlyInput';
import type { Translate } from '../domain/text';

/** A failure's values are English texts too (a button's label): each said in the language of the moment. */
function translatedValues(values: FlowFailure['values'], tr: Translate): Record<string, string> | undefined {
  return values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, tr(value)]));
}

/** An action of the thanks view; `focusFirstField` puts the cursor in the blank form once it is back. */
export type ThanksAction = (focusFirstField: () => void) => void;

export interface FormScreenThanks
  extends Pick<ThanksPanelProps, 'message' | 'actionLabel' | 'receiptPending' | 'receiptEmailed' | 'summary' | 'note' | 'toFinish' | 'next'> {
  /** The tab's title once the form is sent, in English (an en() text): the confirmation is the page now. */
  documentTitle: string;
  onAction: ThanksAction;
  secondaryAction?: { label: string; onAction: ThanksAction };
}

/** An error summary's title and sentence, in English (en() texts): said here in the page's language. */
export interface FormAlertTexts {
  title: string;
  message: string;
}

export interface FormScreenProps<Values> {
  /** The redux-form name of the page's form. */
  form: string;
  /** The fields in page order, for the error summary. */
  summaryOrder: SummaryFieldOrder;
  /**
   * The page's h1 and the start of its document title, in English (an en() text): shown here in the active language,
   * and given to useDocumentTitle as it is, which says it in that language itself.
   */
  title: string;
  /** What the header says under the title. */
  intro?: ReactNode;
  stepTitle: string;
  flow: FormFlow;
  /** The error summary's title and sentence, or how the form chooses them from its values as they are now. */
  alert: FormAlertTexts | ((values: Values) => FormAlertTexts);
  /** The number a failure notice gives for help. */
  supportPhone: string;
  /** Where the cursor goes when the blank form comes back after the thanks. */
  firstField: string;
  /** The thanks view, once the form is saved. */
  thanks: FormScreenThanks;
  /** What the step shows between its notices and the form (the attestation's sentence). */
  beforeForm?: ReactNode;
  /** The form itself. */
  children: ReactNode;
}

export function FormScreen<Values>({
  form,
  summaryOrder,
  title,
  intro,
  stepTitle,
  flow,
  alert,
  supportPhone,
  firstField,
  thanks,
  beforeForm,
  children,
}: FormScreenProps<Values>) {
  const { planName } = useAppSelector(selectConfig);
  const tr = useTranslate();
  const values = (useAppSelector(getFormValues(form)) ?? {}) as Values;
  const alertTexts = typeof alert === 'function' ? alert(values) : alert;
  const summaryErrors = useFormErrorSummary(form, summaryOrder);
  // After the form's own fields have registered (their effects run before this screen's).
  useEarlyInput(form);
  const saved = flow.status === 'saved';
  // A page the server drew as the answer to a post whose NPI was not found asks its question on the page (issue 34); the
  // app asks in its dialog, so while the dialog is open (or the app's own flow waits for it) the form stays.
  const confirmDialogOpen = useAppSelector(selectConfirm).open;
  const confirmOnPage = flow.status === 'awaitingConfirm' && !confirmDialogOpen;
  // A page drawn by the server for any browser: a notice it arrives with is focused as it loads, scripts or not.
  const drawnForAnyBrowser = useAppSelector((state) => !state.app.interactive);
  useDocumentTitle(saved ? thanks.documentTitle : title, { hasErrors: !saved && (summaryErrors.length > 0 || flow.failure !== null) });
  const focusFirstField = useFocusFieldOnReopen(fieldInputId(form, firstField), !saved);
  const { secondaryAction } = thanks;
  return (
    <>
      {/* Once sent, the form's instructions ("…and select Submit") are over: the confirmation is the page's content. */}
      <PageHeader title={tr(title)}>{saved ? undefined : intro}</PageHeader>
      {saved ? (
        <ThanksPanel
          message={thanks.message}
          actionLabel={thanks.actionLabel}
          onAction={() => thanks.onAction(focusFirstField)}
          reference={flow.reference ?? undefined}
          receivedAt={receivedAtTexts(flow.receivedAt, new Date(), tr)}
          receiptPending={thanks.receiptPending}
          receiptEmailed={thanks.receiptEmailed}
          toFinish={thanks.toFinish}
          next={thanks.next}
          planName={planName}
          formTitle={tr(title)}
          summary={thanks.summary}
          note={thanks.note}
          secondaryAction={secondaryAction && { label: secondaryAction.label, onAction: () => secondaryAction.onAction(focusFirstField) }}
        />
      ) : (
        <FormStepper stepTitle={stepTitle}>
          <ErrorSummary
            title={tr(alertTexts.title)}
            message={tr(alertTexts.message)}
            errors={summaryErrors}
            focusKey={flow.failedSubmitCount}
            focusOnLoad={drawnForAnyBrowser}
          />
          {/* The failure is kept in state in English (the spec's texts), and said in the language of the moment. */}
          {flow.failure && (
            <FailureNotice
              title={tr(flow.failure.title)}
              message={tr(flow.failure.message, translatedValues(flow.failure.values, tr))}
              supportPhone={supportPhone}
              focusKey={flow.failureCount}
              focusOnLoad={drawnForAnyBrowser}
            />
          )}
          {confirmOnPage ? (
            <NpiConfirmStep form={form} />
          ) : (
            <>
              {beforeForm}
              {children}
            </>
          )}
        </FormStepper>
      )}
    </>
  );
}
