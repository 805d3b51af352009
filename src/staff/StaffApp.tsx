// The console's shell: skip link, header, the page (once the session and the forms are in), the idle warning, and the
// redirects that follow the session's end.
import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { IdleWarningDialog } from './IdleWarningDialog';
import { LoadFailure } from './LoadFailure';
import { CONSOLE_NAME, PageHeading, useStaffTitle } from './PageHeading';
import { SESSION_ENDED_TEXT, SessionRedirects } from './SessionRedirects';
import { selectSession, sessionActions } from './sessionSlice';
import { StaffHeader } from './StaffHeader';
import { StaffRoutes } from './StaffRoutes';

/** The console before (or instead of) its pages: its name as the heading, and the state as the title's first words. */
function ConsoleUnavailable({ title, children }: { title: string; children: ReactNode }) {
  useStaffTitle(title);
  return (
    <div className="staff-page">
      <PageHeading>{CONSOLE_NAME}</PageHeading>
      {children}
    </div>
  );
}

function SessionGate() {
  const dispatch = useStaffDispatch();
  const { status, failure } = useStaffSelector(selectSession);
  switch (status) {
    case 'ready':
      return <StaffRoutes />;
    case 'loading':
      return (
        <ConsoleUnavailable title="Loading">
          <div role="status" className="staff-loading">
            <Spin /> Loading the console…
          </div>
        </ConsoleUnavailable>
      );
    case 'failed':
      return (
        <ConsoleUnavailable title="Not loaded">
          {failure ? <LoadFailure what="Loading the console failed" failure={failure} onRetry={() => dispatch(sessionActions.retried())} /> : null}
        </ConsoleUnavailable>
      );
    case 'ended':
      return (
        <ConsoleUnavailable title="Session ended">
          <p role="status">{SESSION_ENDED_TEXT}</p>
        </ConsoleUnavailable>
      );
  }
}

export function StaffApp() {
  const dispatch = useStaffDispatch();
  useEffect(() => {
    dispatch(sessionActions.started());
  }, [dispatch]);
  return (
    <>
      <a className="staff-skip-link" href="#main">
        Skip to main content
      </a>
      <StaffHeader />
      <main id="main" tabIndex={-1} className="staff-main">
        <SessionGate />
      </main>
      <IdleWarningDialog />
      <SessionRedirects />
    </>
  );
}
