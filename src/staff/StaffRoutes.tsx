// The console's pages, by full path under /staff, and focus on the new page's h1 after the console moves to another page.
import { useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AnswerChangesPage } from './AnswerChangesPage';
import { AuditPage } from './AuditPage';
import { ConsentPage } from './ConsentPage';
import { ConsentProofPage } from './ConsentProofPage';
import { DeliveriesPage } from './DeliveriesPage';
import { InboxPage } from './InboxPage';
import { inboxPath, STAFF_HOME_FORM, STAFF_PAGES } from './paths';
import { SitePage } from './SitePage';
import { SubmissionPage } from './SubmissionPage';
import { UnknownPage } from './UnknownPage';
import { WithdrawalsPage } from './WithdrawalsPage';

/**
 * Keyed by the path: a new page is a new arrival and takes focus to its h1, so a screen reader says where the person is;
 * a new filter in the query is not one (focus stays on Apply). Not on the page as loaded, nor after /staff's redirect.
 */
function FocusOnArrival({ moved }: { moved: boolean }) {
  useEffect(() => {
    if (moved) document.querySelector<HTMLElement>('#main h1')?.focus();
    // Once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function StaffRoutes() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const loadedWith = useRef(key);
  const moved = key !== loadedWith.current && navigationType !== 'REPLACE';
  return (
    <>
      <Routes>
        <Route path={STAFF_PAGES.home} element={<Navigate to={inboxPath(STAFF_HOME_FORM)} replace />} />
        <Route path={STAFF_PAGES.inbox} element={<InboxPage />} />
        <Route path={STAFF_PAGES.submission} element={<SubmissionPage />} />
        <Route path={STAFF_PAGES.consent} element={<ConsentPage />} />
        <Route path={STAFF_PAGES.consentProof} element={<ConsentProofPage />} />
        <Route path={STAFF_PAGES.withdrawals} element={<WithdrawalsPage />} />
        <Route path={STAFF_PAGES.answerChanges} element={<AnswerChangesPage />} />
        <Route path={STAFF_PAGES.site} element={<SitePage />} />
        <Route path={STAFF_PAGES.deliveries} element={<DeliveriesPage />} />
        <Route path={STAFF_PAGES.audit} element={<AuditPage />} />
        <Route path="*" element={<UnknownPage title="Page not found" text="The console has no page at this address. Choose a form above." />} />
      </Routes>
      <FocusOnArrival key={pathname} moved={moved} />
    </>
  );
}
