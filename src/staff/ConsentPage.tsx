// A member's consent (issue 38): found by the member ID typed here (kept in the slice, never in the address), their
// choices now, every consent and withdrawal, and, for managers and admins, a withdrawal recorded by hand.
import { useEffect, type ReactNode } from 'react';
import { roleIncludes } from '../domain/staffConsole';
import type { MemberConsentView } from '../domain/staffConsent';
import { ConsentHistory } from './ConsentHistory';
import { consentActions, selectConsent } from './consentSlice';
import { CurrentChoices } from './CurrentChoices';
import { Exact } from './Exact';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { MemberSearchForm } from './MemberSearchForm';
import { PageHeading, useStaffTitle } from './PageHeading';
import { RecordWithdrawal } from './RecordWithdrawal';
import { selectSessionView, selectTimeZone } from './sessionSlice';

/** What the look-up found, in one status region: said as it changes, wherever focus is (on Find, usually). */
function LookupStatus({ loading, member }: { loading: boolean; member: MemberConsentView | null }) {
  let text: ReactNode = null;
  if (loading) text = 'Looking up the member…';
  else if (member && member.history.length === 0)
    text = (
      <>
        No consent or withdrawal is on record for member ID <Exact>{member.memberId}</Exact>. Check the ID on the member&apos;s card.
      </>
    );
  else if (member)
    text = (
      <>
        Member ID <Exact>{member.memberId}</Exact>
      </>
    );
  return (
    <p role="status" className="staff-lookup-status">
      {text}
    </p>
  );
}

export function ConsentPage() {
  const dispatch = useStaffDispatch();
  const consent = useStaffSelector(selectConsent);
  const view = useStaffSelector(selectSessionView);
  const timeZone = useStaffSelector(selectTimeZone);
  const mayChange = view !== null && roleIncludes(view.role, 'manager');
  const { member, lookup, lookupFailure } = consent;

  useStaffTitle('Member consent');
  useEffect(() => () => void dispatch(consentActions.left()), [dispatch]);

  return (
    <div className="staff-page">
      <PageHeading>Member consent</PageHeading>
      <MemberSearchForm memberId={consent.memberId} searching={lookup === 'loading'} onFind={(memberId) => dispatch(consentActions.searched({ memberId }))} />
      <LookupStatus loading={lookup === 'loading'} member={lookup === 'loaded' ? member : null} />
      {lookup === 'failed' && lookupFailure ? (
        <LoadFailure what="Looking up the member failed" failure={lookupFailure} onRetry={() => dispatch(consentActions.lookupRetried())} />
      ) : null}
      {lookup === 'loaded' && member ? (
        <>
          {member.history.length > 0 ? <CurrentChoices current={member.current} timeZone={timeZone} /> : null}
          {mayChange ? <RecordWithdrawal memberId={member.memberId} timeZone={timeZone} /> : null}
          {member.history.length > 0 ? <ConsentHistory history={member.history} timeZone={timeZone} /> : null}
        </>
      ) : null}
    </div>
  );
}
