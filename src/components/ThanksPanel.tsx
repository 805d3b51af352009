// The confirmation that replaces a form after saving: its message takes focus so a screen reader announces it; it
// gives the server's reference, when the answer came and what was sent, and prints as a copy worth keeping.
import { useEffect, useRef } from 'react';
import { useTranslate } from '../core/hooks';
import { Button } from './Button';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { SvgIcon } from './SvgIcon';
import { formatFriendlyDateTime, formatLongDateTime } from '../domain/display';
import { en, inEnglish, type Translate } from '../domain/text';

/** One submitted value as the person typed or chose it, under its field's label. */
export interface ThanksSummaryItem {
  label: string;
  value: string;
}

/** When the server's answer came, written for the screen and for paper. */
export interface ThanksReceivedAt {
  /** ISO 8601, for the `<time>` element. */
  dateTime: string;
  /** The spec's friendly form: 'Today at 2:05 PM'. */
  text: string;
  /** The full date ('Tuesday, 24th November 2026 at 2:05 PM'): on a copy kept for later, 'Today' says nothing. */
  printText: string;
}

export interface ThanksPanelProps {
  message: string;
  /**
   * What the person must still do before what they sent takes effect (issue 36: confirm a new email address or mobile
   * number), one paragraph each, said before `next`: on the screen and on the printed copy.
   */
  toFinish?: readonly string[];
  /** What happens now that the form is sent, said under the message (issue 18: a confirmation says what comes next). */
  next?: string;
  actionLabel: string;
  onAction: () => void;
  /** The server's submission reference, when it gave one, so the person can quote it later. */
  reference?: string;
  receivedAt?: ThanksReceivedAt;
  /** Said where the reference will be while the server's answer is still to come (a save that goes on in the background). */
  receiptPending?: string;
  /**
   * Where the server emails its confirmation of the form (issue 36, "Email me a confirmation" ticked), one sentence said
   * after the reference: only once the server's answer is there, since the server sends it when it has stored the form.
   */
  receiptEmailed?: string;
  /** Printed above the copy: the page's banner and heading are not printed. */
  planName?: string;
  formTitle?: string;
  /** What was sent, in the form's order. */
  summary?: readonly ThanksSummaryItem[];
  /** A word after an action that left the page as it was (a tab the browser would not close); announced when it appears. */
  note?: string;
  /** A second way on, beside the main action. */
  secondaryAction?: { label: string; onAction: () => void };
}

const THANKS_PANEL_TEXTS = {
  reference: en('Your reference:'),
  received: en('Received:'),
  summaryTitle: en('What you sent'),
  print: en('Print or save a copy'),
};

/**
 * The texts of a receipt time kept in state as an ISO string, in tr's language; undefined while there is none, and
 * for a string that is not a date (a hand-seeded state), rather than 'NaN' on the page.
 */
export function receivedAtTexts(isoDateTime: string | null, now: Date = new Date(), tr: Translate = inEnglish): ThanksReceivedAt | undefined {
  if (isoDateTime === null) return undefined;
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return undefined;
  return { dateTime: isoDateTime, text: formatFriendlyDateTime(date, now, tr), printText: formatLongDateTime(date, tr) };
}

/** The browser's print dialog, which also offers "Save as PDF": run from the click itself, a user gesture. */
function printCopy(): void {
  window.print();
}

export function ThanksPanel({
  message,
  actionLabel,
  onAction,
  reference,
  receivedAt,
  receiptPending,
  receiptEmailed,
  planName,
  formTitle,
  summary = [],
  note,
  secondaryAction,
  toFinish = [],
  next,
}: ThanksPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tr = useTranslate();

  useEffect(() => {
    // The form that had focus is gone; without this, focus falls back to the page body and nothing is announced.
    headingRef.current?.focus();
  }, []);

  const hasReceipt = Boolean(reference) || receivedAt !== undefined;
  return (
    <section className="thanks-panel">
      {(planName || formTitle) && (
        <div className="thanks-panel__print-header">
          {planName && <p className="thanks-panel__plan">{planName}</p>}
          {formTitle && <p className="thanks-panel__form-title">{formTitle}</p>}
        </div>
      )}
      <SvgIcon icon={CheckCircleFilled} className="thanks-panel__icon" />
      {/* autoFocus too: a confirmation page that arrives without scripts opens on its message. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation is the page's news */}
      <h2 ref={headingRef} tabIndex={-1} autoFocus className="thanks-panel__message">
        {message}
      </h2>
      {toFinish.map((step) => (
        <p key={step} className="thanks-panel__to-finish">
          {step}
        </p>
      ))}
      {next && <p className="thanks-panel__next">{next}</p>}
      {/* Polite: a reference that arrives after the thanks (TGI) is read out without taking focus. */}
      <div className="thanks-panel__receipt" aria-live="polite">
        {reference && (
          <p>
            {tr(THANKS_PANEL_TEXTS.reference)} <strong>{reference}</strong>
          </p>
        )}
        {receivedAt && (
          <p>
            {tr(THANKS_PANEL_TEXTS.received)}{' '}
            <time dateTime={receivedAt.dateTime}>
              <span className="thanks-panel__screen-only">{receivedAt.text}</span>
              <span className="thanks-panel__print-only">{receivedAt.printText}</span>
            </time>
          </p>
        )}
        {!hasReceipt && receiptPending && <p>{receiptPending}</p>}
        {hasReceipt && receiptEmailed && <p>{receiptEmailed}</p>}
      </div>
      {summary.length > 0 && (
        <div className="thanks-panel__summary">
          <h3 className="thanks-panel__summary-title">{tr(THANKS_PANEL_TEXTS.summaryTitle)}</h3>
          <dl className="thanks-panel__values">
            {summary.map(({ label, value }) => (
              <div key={label} className="thanks-panel__value">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {/* Always in the page, so the note is announced when it appears (a live region added with its text often is not). */}
      <div role="status" className="thanks-panel__status">
        {note && <p className="thanks-panel__note">{note}</p>}
      </div>
      {/* Each action is the app's: a page opened without scripts hides them (public/index.html's noscript style). */}
      <div className="thanks-panel__actions needs-app">
        <Button variant="primary" onClick={onAction}>
          {actionLabel}
        </Button>
        {secondaryAction && (
          <Button onClick={secondaryAction.onAction}>
            {secondaryAction.label}
          </Button>
        )}
        <Button icon={<SvgIcon icon={PrinterOutlined} />} onClick={printCopy}>
          {tr(THANKS_PANEL_TEXTS.print)}
        </Button>
      </div>
    </section>
  );
}
