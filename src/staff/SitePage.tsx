// The site (issue 38, managers and admins): maintenance switched on or off, and the notices of the strip on every page,
// removed or posted in every language with a preview. Each switch and removal is confirmed in a dialog that says what
// visitors will see; focus goes to the change's notice, or back to its button when the dialog is cancelled.
import { useEffect, useRef } from 'react';
import { Alert, Button } from 'antd';
import { roleIncludes } from '../domain/staffConsole';
import { AUDIT_FORBIDDEN_TEXT } from './AuditPage';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { NoticeForm } from './NoticeForm';
import { PageHeading, useStaffTitle } from './PageHeading';
import { selectSessionView, selectTimeZone } from './sessionSlice';
import { SiteDialogs } from './SiteDialogs';
import { SiteNotices } from './SiteNotices';
import { selectSite, siteActions, type SiteChangeDone } from './siteSlice';
import { SuccessNotice } from './SuccessNotice';

export const OPEN_TEXT = 'The portal is open.';
export const MAINTENANCE_TEXT = 'The portal is in maintenance: visitors see the maintenance page instead of the forms.';

const DONE_TEXT: Record<SiteChangeDone, string> = {
  'maintenance-on': 'Maintenance is on.',
  'maintenance-off': 'Maintenance is off.',
  posted: 'The notice is on every page now.',
  removed: 'The notice was removed from every page.',
};

export function SitePage() {
  const dispatch = useStaffDispatch();
  const view = useStaffSelector(selectSessionView);
  const site = useStaffSelector(selectSite);
  const timeZone = useStaffSelector(selectTimeZone);
  const pageRef = useRef<HTMLDivElement>(null);
  const mayChange = view !== null && roleIncludes(view.role, 'manager');
  const { maintenance, removing, done, changes } = site;

  useStaffTitle('Site');

  useEffect(() => {
    if (!mayChange) return undefined;
    dispatch(siteActions.shown());
    return () => void dispatch(siteActions.left());
  }, [dispatch, mayChange]);

  // A dialog closed with nothing changed (Cancel, Escape): focus back on the button that opened it.
  const asked = maintenance ? '[data-maintenance]' : removing ? `[data-remove-notice="${removing.subject}"]` : null;
  const lastAsked = useRef<string | null>(asked);
  useEffect(() => {
    const before = lastAsked.current;
    lastAsked.current = asked;
    if (before && !asked && done === null) pageRef.current?.querySelector<HTMLElement>(before)?.focus();
  }, [asked, done]);

  if (!mayChange || site.status === 'forbidden') {
    return (
      <div className="staff-page">
        <PageHeading>Site</PageHeading>
        <Alert className="staff-alert" type="warning" showIcon title={AUDIT_FORBIDDEN_TEXT} description="A manager or an admin of the console runs the site's maintenance and notices." />
      </div>
    );
  }

  const notice = (kinds: SiteChangeDone[]) => (done && kinds.includes(done) ? <SuccessNotice key={changes}>{DONE_TEXT[done]}</SuccessNotice> : null);
  const siteView = site.view;

  return (
    <div ref={pageRef} className="staff-page">
      <PageHeading>Site</PageHeading>
      {site.status === 'failed' && site.failure ? <LoadFailure what="Loading the site failed" failure={site.failure} onRetry={() => dispatch(siteActions.retried())} /> : null}
      {site.status === 'loading' ? (
        <p role="status" className="staff-loading">
          Loading the site…
        </p>
      ) : null}
      {siteView ? (
        <>
          <section aria-labelledby="staff-maintenance" className="staff-section">
            <h2 id="staff-maintenance">Maintenance</h2>
            {notice(['maintenance-on', 'maintenance-off'])}
            <p className="staff-site__state">{siteView.maintenance ? MAINTENANCE_TEXT : OPEN_TEXT}</p>
            <Button data-maintenance danger={!siteView.maintenance} onClick={() => dispatch(siteActions.maintenanceAsked({ on: !siteView.maintenance }))}>
              {siteView.maintenance ? 'Turn maintenance off' : 'Turn maintenance on'}
            </Button>
          </section>
          <section aria-labelledby="staff-notices" className="staff-section">
            <h2 id="staff-notices">Notices</h2>
            {notice(['posted', 'removed'])}
            <SiteNotices site={siteView} timeZone={timeZone} onRemove={(id) => dispatch(siteActions.removeAsked({ id }))} />
            <div className="staff-panel staff-section">
              <h3 className="staff-panel__title">Add a notice</h3>
              {/* A new form after each notice posted: it starts blank. */}
              <NoticeForm key={site.posted} site={siteView} state={site.noticeForm} onSubmit={(request) => dispatch(siteActions.noticeSubmitted({ request }))} />
            </div>
          </section>
          <SiteDialogs site={siteView} state={site} />
        </>
      ) : null}
    </div>
  );
}
