// The GOV.UK timeout warning: two minutes before the session ends, a dialog says so and offers to stay signed in (the
// idle end) or to continue (the absolute end, which nothing extends). Its buttons only report the choice; the saga acts.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Alert, Button, Modal } from 'antd';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_IDLE_WARNING_MS } from '../domain/staffConsole';
import { failureText, formatClock } from './display';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { selectIdleWarning, selectSession, selectTimeZone, sessionActions } from './sessionSlice';
// The one thing of the portal's components the console shares: a hook of the browser's, no portal state.
import { useBodyScrollLock } from '../components/useBodyScrollLock';

export const IDLE_WARNING_TITLE = 'You will be signed out soon';

/** How often the visible clock moves: the seconds, for the eye only (the live region says the minutes). */
const CLOCK_TICK_MS = 1000;

const MINUTE_MS = 60 * 1000;

/** Whole minutes, rounded up: "2 minutes" until the last minute starts, then "1 minute". */
function minutesText(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE_MS));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "1:59" */
function clockText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left until `endsAt`, drawn again every second while there is an end: for the drawing, not for any decision
 * (the saga's timers decide). Read from the clock at each drawing, so a late tick (a tab in the background) still shows
 * the true time left.
 */
function useRemainingMs(endsAt: string | null): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!endsAt) return undefined;
    const timer = window.setTimeout(() => setTick((count) => count + 1), CLOCK_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [endsAt, tick]);
  return endsAt ? Math.max(0, Date.parse(endsAt) - Date.now()) : 0;
}

export const INACTIVE_MINUTES = Math.round((STAFF_IDLE_TIMEOUT_MS - STAFF_IDLE_WARNING_MS) / MINUTE_MS);

export function IdleWarningDialog() {
  const dispatch = useStaffDispatch();
  const warning = useStaffSelector(selectIdleWarning);
  const { signingOut } = useStaffSelector(selectSession);
  const timeZone = useStaffSelector(selectTimeZone);
  const remainingMs = useRemainingMs(warning?.endsAt ?? null);
  const messageId = useId();
  const firstRef = useRef<HTMLButtonElement>(null);
  const lastRef = useRef<HTMLButtonElement>(null);
  const open = warning !== null;
  const idle = warning?.reason !== 'absolute';

  useBodyScrollLock(open);

  // antd names the dialog by its title but has no prop for a description: the message finds its dialog.
  const describeDialog = useCallback(
    (element: HTMLParagraphElement | null) => {
      element?.closest('[role="dialog"]')?.setAttribute('aria-describedby', messageId);
    },
    [messageId],
  );

  // antd's focus lock lets Tab past the last button reach the page's body for one press: the buttons hand focus round.
  const wrapTab = (to: RefObject<HTMLButtonElement>, shift: boolean) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Tab' || event.shiftKey !== shift) return;
    event.preventDefault();
    to.current?.focus();
  };

  const stay = () => dispatch(sessionActions.stayChosen());
  const carryOn = () => dispatch(sessionActions.continueChosen());
  const signOut = () => dispatch(sessionActions.signOutChosen());

  const sentence = idle
    ? `You have been inactive for ${INACTIVE_MINUTES} minutes. To protect the records you can see, you will be signed out in ${minutesText(remainingMs)}.`
    : `Your session ends at ${warning ? formatClock(warning.endsAt, timeZone) : ''}; you will need to sign in again.`;

  return (
    <Modal
      open={open}
      title={IDLE_WARNING_TITLE}
      centered
      // Escape is the safe answer: stay signed in (or carry on, when only the absolute end is near).
      keyboard
      onCancel={idle ? stay : carryOn}
      closable={false}
      mask={{ closable: false }}
      // antd's own lock writes a <style> without the nonce, which the CSP refuses: useBodyScrollLock does it instead.
      scrollLock={false}
      footer={
        idle
          ? [
              <Button key="stay" ref={firstRef} type="primary" loading={warning?.keeping} onClick={stay} onKeyDown={wrapTab(lastRef, true)}>
                Stay signed in
              </Button>,
              <Button key="signOut" ref={lastRef} loading={signingOut} onClick={signOut} onKeyDown={wrapTab(firstRef, false)}>
                Sign out
              </Button>,
            ]
          : [
              <Button key="signOut" ref={firstRef} loading={signingOut} onClick={signOut} onKeyDown={wrapTab(lastRef, true)}>
                Sign out
              </Button>,
              <Button key="continue" ref={lastRef} type="primary" onClick={carryOn} onKeyDown={wrapTab(firstRef, false)}>
                Continue
              </Button>,
            ]
      }
    >
      {/* Said when the dialog opens and again only when the minutes change, never every second. */}
      <p id={messageId} ref={describeDialog} aria-live="polite" aria-atomic="true" className="staff-idle__message">
        {sentence}
      </p>
      {/* The seconds, for the eye: a screen reader would be interrupted by each one. */}
      <p aria-hidden="true" className="staff-idle__clock">
        {clockText(remainingMs)}
      </p>
      {warning?.keepFailure ? <Alert type="error" showIcon title="You could not be kept signed in" description={failureText(warning.keepFailure)} /> : null}
    </Modal>
  );
}
