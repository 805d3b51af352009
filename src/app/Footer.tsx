// The footer of every page: the plan's phones, TTY line and hours, the notices the plan publishes (each shown only
// when configured) and the accessibility statement, so help is one scroll away wherever a person is stuck.
import { Link } from 'react-router-dom';
import { PlanContactList } from '../components/PlanContactList';
import { isPlanLinkTarget, type PlanLinks } from '../domain/portalConfig';
import { selectConfig } from '../core/appSlice';
import { useAppSelector } from '../core/hooks';
import { ACCESSIBILITY_PATH } from './routes';

export const FOOTER_LABELS = {
  contactTitle: (planName: string) => `Contact ${planName}`,
  /** Visually hidden, as on GOV.UK: the list still gets a heading to jump to. */
  linksTitle: 'Support links',
  accessibility: 'Accessibility statement',
} as const;

/** The plan's notices in the order health plans usually list them, each with the name its link reads as. */
export const PLAN_NOTICE_LINKS: ReadonlyArray<{ key: keyof PlanLinks; label: string }> = [
  { key: 'privacyNotice', label: 'Privacy notice' },
  { key: 'nondiscriminationNotice', label: 'Nondiscrimination notice' },
  { key: 'languageAssistance', label: 'Language assistance' },
];

export function Footer() {
  const { planName, contact, links } = useAppSelector(selectConfig);
  const notices = PLAN_NOTICE_LINKS.flatMap(({ key, label }) => {
    const href = links[key];
    // The server refuses a bad link at start; a page configured by hand gets the same rule here.
    return href && isPlanLinkTarget(href) ? [{ key, label, href }] : [];
  });
  return (
    <footer className="portal-footer">
      <div className="portal-footer__inner">
        <div className="portal-footer__contact">
          <h2 className="portal-footer__title">{FOOTER_LABELS.contactTitle(planName)}</h2>
          <PlanContactList contact={contact} className="plan-contact__list portal-footer__phones" />
        </div>
        <div className="portal-footer__support">
          <h2 className="visually-hidden">{FOOTER_LABELS.linksTitle}</h2>
          <ul className="portal-footer__links">
            {notices.map(({ key, label, href }) => (
              <li key={key}>
                {/* A plain link, not the router's: a notice may be a document the server serves, or another site. */}
                <a href={href}>{label}</a>
              </li>
            ))}
            <li>
              <Link to={ACCESSIBILITY_PATH}>{FOOTER_LABELS.accessibility}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
