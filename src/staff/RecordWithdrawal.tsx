// The way to record a withdrawal for the member shown (managers and admins): a button that opens the form in place, focus
// on its heading; Cancel closes it and hands focus back to the button; a saved withdrawal says so in a status that takes focus.
import { useEffect, useRef } from 'react';
import { Alert, Button } from 'antd';
import { channelList, formatLongDay, planDay } from './consentDisplay';
import { consentActions, selectConsent, type RecordedWithdrawal } from './consentSlice';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { WithdrawalForm } from './WithdrawalForm';

export function recordedText({ reference, channels, honourBy }: RecordedWithdrawal): string {
  return `Withdrawal ${reference} recorded for ${channelList(channels)}. It must be honoured by ${formatLongDay(honourBy)}.`;
}

/** Focusable from script only: the person's focus lands on what just happened. */
function RecordedNotice({ recorded }: { recorded: RecordedWithdrawal }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="staff-notice">
      <Alert className="staff-alert" type="success" showIcon role="status" title={recordedText(recorded)} />
    </div>
  );
}

export function RecordWithdrawal({ memberId, timeZone }: { memberId: string; timeZone: string }) {
  const dispatch = useStaffDispatch();
  const { withdrawalForm, recorded } = useStaffSelector(selectConsent);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const open = withdrawalForm !== null;
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    // Closed without a save (Cancel): back where the person opened it. A save hands focus to its notice instead.
    if (!open && wasOpen.current && !recorded) openButtonRef.current?.focus();
    wasOpen.current = open;
  }, [open, recorded]);

  return (
    <>
      {recorded ? <RecordedNotice key={recorded.reference} recorded={recorded} /> : null}
      {withdrawalForm ? (
        <section aria-labelledby="staff-record-withdrawal" className="staff-section staff-panel">
          <h2 id="staff-record-withdrawal" ref={headingRef} tabIndex={-1} className="staff-panel__title">
            Record a withdrawal
          </h2>
          <WithdrawalForm
            memberId={memberId}
            // The plan's today by this computer's clock: the server checks it again by its own.
            today={planDay(Date.now(), timeZone)}
            state={withdrawalForm}
            onSubmit={(request) => dispatch(consentActions.withdrawalSubmitted({ request }))}
            onCancel={() => dispatch(consentActions.withdrawalFormCancelled())}
          />
        </section>
      ) : (
        <p className="staff-actions">
          <Button ref={openButtonRef} onClick={() => dispatch(consentActions.withdrawalFormOpened())}>
            Record a withdrawal
          </Button>
        </p>
      )}
    </>
  );
}
