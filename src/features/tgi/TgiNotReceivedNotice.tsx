// Issue 22 and issue 35 (item 8): while a TGI survey has not reached the server, the survey's page says so above its
// heading, says where its answers are kept (this tab, or this device when the person chose so) and for how long, and
// lets the person send them again, keep them on this device, or delete them (docs/states.md#surveys-kept-on-the-device).
// Drawn before the page's heading, where a person on a phone sees it first: the answers of the page, not the form
// below, are what it is about.
import { useId, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { SvgIcon } from '../../components/SvgIcon';
import { useFocusOnNewKey } from '../../components/useFocusOnNewKey';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
// keptSurveys.ts's KEPT_SURVEY_MAX_AGE_HOURS is this constant; imported from there it would bring that chunk into this one.
import { DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS } from '../../domain/idempotencyKeys';
import { TGI_DISCARD, TGI_NOT_RECEIVED } from './keptSurveysMessages';
import { TGI_DELIVERY } from './tgiDeliveryMessages';
import { selectTgiKeptOn, tgiActions, tgiDiscardRequested, tgiRetryRequested, type TgiDelivery, type TgiState } from './tgiSlice';
import './TgiNotReceivedNotice.css';

type WithTgi = { tgi: TgiState };

function keysWithStatus(state: WithTgi, status: TgiDelivery['status']): string[] {
  return state.tgi.deliveries.filter((delivery) => delivery.status === status).map(({ idempotencyKey }) => idempotencyKey);
}

/** The keys of the surveys whose save failed in this visit, oldest first: each waits for Send again or Delete. */
export const selectTgiFailedKeys = (state: WithTgi): string[] => keysWithStatus(state, 'failed');
/** The keys of the surveys an earlier visit kept on this device: sent only when the person asks. */
export const selectTgiHeldKeys = (state: WithTgi): string[] => keysWithStatus(state, 'held');

/** Of the surveys sent again from here, those still on their way; none once the server has them all. */
function selectStillSending(state: WithTgi, keys: readonly string[]): string[] {
  return keys.filter((key) => state.tgi.deliveries.some(({ idempotencyKey, status }) => idempotencyKey === key && status === 'sending'));
}

/**
 * The notice, and what became of the surveys sent again or deleted from it: being sent, then received; or deleted
 * (until the page is left). Send again and a confirmed Delete put the keyboard's focus on the place the notice holds,
 * which says what is happening instead of the buttons, so focus is never lost on the page's body; Keep them (Delete's
 * question answered no) puts it back on Delete. The toasts say each step too. The notice is not a live region: the
 * failure that brings it is announced by its toast already, and so is a deletion.
 */
export function TgiNotReceivedNotice() {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const titleId = useId();
  const noteId = useId();
  const placeRef = useRef<HTMLDivElement>(null);
  const discardRef = useRef<HTMLButtonElement>(null);
  const failed = useAppSelector(selectTgiFailedKeys, shallowEqual);
  const held = useAppSelector(selectTgiHeldKeys, shallowEqual);
  const keptOn = useAppSelector(selectTgiKeptOn);
  const discardedCount = useAppSelector((state) => state.tgi.discardedCount);
  const discardCancelledCount = useAppSelector((state) => state.tgi.discardCancelledCount);
  // The counts are the store's, which outlives this page: only what happens while it is drawn moves the focus.
  const [atMount] = useState({ discarded: discardedCount, cancelled: discardCancelledCount });
  const discardedHere = discardedCount - atMount.discarded;
  const [sentAgain, setSentAgain] = useState<{ keys: readonly string[]; count: number; discardedBefore: number }>({ keys: [], count: 0, discardedBefore: 0 });
  const stillSending = useAppSelector((state) => selectStillSending(state, sentAgain.keys), shallowEqual);
  useFocusOnNewKey(placeRef, sentAgain.count);
  useFocusOnNewKey(placeRef, discardedHere);
  useFocusOnNewKey(discardRef, discardCancelledCount - atMount.cancelled);

  const listed = [...failed, ...held];
  const sendAgain = () => {
    setSentAgain(({ count }) => ({ keys: listed, count: count + 1, discardedBefore: discardedHere }));
    for (const idempotencyKey of listed) dispatch(tgiRetryRequested({ idempotencyKey }));
  };

  let content: JSX.Element | null = null;
  if (listed.length > 0) {
    const one = listed.length === 1;
    const hours = String(DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS);
    const sentences = [
      failed.length === 0 ? '' : failed.length === 1 ? tr(TGI_NOT_RECEIVED.thisVisitOne) : tr(TGI_NOT_RECEIVED.thisVisitSeveral, { count: String(failed.length) }),
      held.length === 0 ? '' : held.length === 1 ? tr(TGI_NOT_RECEIVED.earlierVisitOne) : tr(TGI_NOT_RECEIVED.earlierVisitSeveral, { count: String(held.length) }),
      keptOn === 'device'
        ? tr(one ? TGI_NOT_RECEIVED.onDeviceOne : TGI_NOT_RECEIVED.onDeviceSeveral, { hours })
        : tr(one ? TGI_NOT_RECEIVED.inTabOne : TGI_NOT_RECEIVED.inTabSeveral, { hours }),
    ];
    content = (
      <section aria-labelledby={titleId} className="not-received-notice">
        <h2 id={titleId} className="not-received-notice__title">
          {tr(TGI_NOT_RECEIVED.title)}
        </h2>
        {/* Whole sentences, each its own text: one paragraph to read. */}
        <p className="not-received-notice__text">{sentences.filter(Boolean).join(' ')}</p>
        <div className="not-received-notice__choice">
          <Checkbox
            checked={keptOn === 'device'}
            aria-describedby={noteId}
            onChange={(event) => dispatch(tgiActions.keptOnDeviceChosen({ onDevice: event.target.checked }))}
          >
            {tr(one ? TGI_NOT_RECEIVED.keepOnDeviceOne : TGI_NOT_RECEIVED.keepOnDeviceSeveral)}
          </Checkbox>
          <p id={noteId} className="not-received-notice__note">
            {tr(TGI_NOT_RECEIVED.keepOnDeviceNote)}
          </p>
        </div>
        <div className="not-received-notice__actions">
          <Button onClick={sendAgain}>{tr(TGI_NOT_RECEIVED.sendAgain)}</Button>
          <Button ref={discardRef} onClick={() => dispatch(tgiDiscardRequested())}>
            {tr(TGI_NOT_RECEIVED.discard)}
          </Button>
        </div>
      </section>
    );
  } else if (stillSending.length > 0) {
    content = <p className="not-received-notice not-received-notice--sending">{tr(TGI_DELIVERY.retryingMessage)}</p>;
  } else if (discardedHere > sentAgain.discardedBefore) {
    content = (
      <p className="sent-notice">
        <SvgIcon icon={CheckCircleFilled} className="sent-notice__icon" />
        <span>{tr(TGI_DISCARD.done)}</span>
      </p>
    );
  } else if (sentAgain.keys.length > 0) {
    content = (
      <p className="sent-notice">
        <SvgIcon icon={CheckCircleFilled} className="sent-notice__icon" />
        <span>{tr(TGI_DELIVERY.deliveredMessage)}</span>
      </p>
    );
  }
  // The place stays while the page does, so that it keeps the focus given to it whatever it says next.
  return (
    <div ref={placeRef} tabIndex={-1} className="not-received-place">
      {content}
    </div>
  );
}
