// Issue 22: a survey whose background save failed keeps a way to be sent again on the survey's page, after its sticky
// toast was closed (×) or on a later visit, when the survey kept on the device failed again. Drawn before the page's
// heading, where a person on a phone sees it first: the answers of the page, not the form below, are what it is about.
import { useId, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Button } from '../../components/Button';
import { SvgIcon } from '../../components/SvgIcon';
import { useFocusOnNewKey } from '../../components/useFocusOnNewKey';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { TGI_DELIVERY, TGI_NOT_RECEIVED } from './tgiMessages';
import { tgiRetryRequested, type TgiState } from './tgiSlice';

/** The keys of the surveys whose save failed, oldest first: each waits for a Try again. */
export function selectTgiNotReceived(state: { tgi: TgiState }): string[] {
  return state.tgi.deliveries.filter(({ status }) => status === 'failed').map(({ idempotencyKey }) => idempotencyKey);
}

/** Of the surveys sent again from here, those still on their way; none once the server has them all. */
function selectStillSending(state: { tgi: TgiState }, keys: readonly string[]): string[] {
  return keys.filter((key) => state.tgi.deliveries.some(({ idempotencyKey, status }) => idempotencyKey === key && status === 'sending'));
}

/**
 * The notice, and what became of the surveys sent again from it: being sent, then received (until the page is left).
 * Send again puts the keyboard's focus on the place the notice holds, which says what is happening instead of the
 * button it replaces, so focus is never lost on the page's body; the toasts say each step too. It is not a live
 * region: the failure that brings it is announced by its toast already.
 */
export function TgiNotReceivedNotice() {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const titleId = useId();
  const placeRef = useRef<HTMLDivElement>(null);
  const [sentAgain, setSentAgain] = useState<{ keys: readonly string[]; count: number }>({ keys: [], count: 0 });
  useFocusOnNewKey(placeRef, sentAgain.count);
  const notReceived = useAppSelector(selectTgiNotReceived, shallowEqual);
  const stillSending = useAppSelector((state) => selectStillSending(state, sentAgain.keys), shallowEqual);

  const sendAgain = () => {
    setSentAgain(({ count }) => ({ keys: notReceived, count: count + 1 }));
    for (const idempotencyKey of notReceived) dispatch(tgiRetryRequested({ idempotencyKey }));
  };

  let content: JSX.Element | null = null;
  if (notReceived.length > 0) {
    content = (
      <section aria-labelledby={titleId} className="not-received-notice">
        <h2 id={titleId} className="not-received-notice__title">
          {tr(TGI_NOT_RECEIVED.title)}
        </h2>
        <p className="not-received-notice__text">
          {notReceived.length === 1 ? tr(TGI_NOT_RECEIVED.one) : tr(TGI_NOT_RECEIVED.several, { count: String(notReceived.length) })}
        </p>
        <Button onClick={sendAgain}>{tr(TGI_NOT_RECEIVED.sendAgain)}</Button>
      </section>
    );
  } else if (stillSending.length > 0) {
    content = <p className="not-received-notice not-received-notice--sending">{tr(TGI_DELIVERY.retryingMessage)}</p>;
  } else if (sentAgain.keys.length > 0) {
    content = (
      <p className="sent-notice">
        <SvgIcon icon={CheckCircleFilled} className="sent-notice__icon" />
        <span>{tr(TGI_DELIVERY.deliveredMessage)}</span>
      </p>
    );
  }
  // The place stays while the page does, so that it keeps the focus Send again gave it whatever it says next.
  return (
    <div ref={placeRef} tabIndex={-1} className="not-received-place">
      {content}
    </div>
  );
}
