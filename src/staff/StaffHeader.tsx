// The console's header: its name, the plan's forms, the consent and changed-answer pages (the site for managers, the
// deliveries and the audit trail for admins) as navigation, who is signed in, and "Sign out", which reports the event;
// the saga posts it and the browser follows the server's answer.
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button } from 'antd';
import { roleIncludes } from '../domain/staffConsole';
import { failureText, ROLE_TEXT } from './display';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { CONSOLE_NAME } from './PageHeading';
import { inboxPath, STAFF_PAGES } from './paths';
import { selectSession, sessionActions } from './sessionSlice';

export function StaffHeader() {
  const dispatch = useStaffDispatch();
  const { pathname } = useLocation();
  const { view, forms, signingOut, signOutFailure } = useStaffSelector(selectSession);
  const links = [
    ...(forms?.forms ?? []).map((form) => ({ to: inboxPath(form.kind), text: form.title })),
    ...(view
      ? [
          { to: STAFF_PAGES.consent, text: 'Member consent' },
          { to: STAFF_PAGES.withdrawals, text: 'Withdrawals to honour' },
          { to: STAFF_PAGES.answerChanges, text: 'Changed survey answers' },
        ]
      : []),
    // A page of changes only: a role that may change nothing there is not led to it.
    ...(view && roleIncludes(view.role, 'manager') ? [{ to: STAFF_PAGES.site, text: 'Site' }] : []),
    ...(view && roleIncludes(view.role, 'admin')
      ? [
          { to: STAFF_PAGES.deliveries, text: 'Deliveries' },
          { to: STAFF_PAGES.audit, text: 'Audit trail' },
        ]
      : []),
  ];
  return (
    <header className="staff-header">
      <div className="staff-header__bar">
        <Link to={STAFF_PAGES.home} className="staff-header__name">
          {CONSOLE_NAME}
        </Link>
        {view ? (
          <div className="staff-header__person">
            <span>
              Signed in as <strong>{view.email ?? view.name ?? view.subject}</strong> ({ROLE_TEXT[view.role]})
            </span>
            <Button onClick={() => dispatch(sessionActions.signOutChosen())} loading={signingOut}>
              Sign out
            </Button>
          </div>
        ) : null}
      </div>
      {links.length > 0 ? (
        <nav aria-label="Console" className="staff-nav">
          <ul className="staff-nav__list">
            {links.map(({ to, text }) => (
              <li key={to}>
                <Link to={to} className="staff-nav__link" aria-current={pathname === to ? 'page' : undefined}>
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {signOutFailure ? <Alert className="staff-alert" type="error" showIcon title="Signing out failed" description={`${failureText(signOutFailure)} Try again.`} /> : null}
    </header>
  );
}
