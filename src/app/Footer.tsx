// The footer of every page: the plan's phones, TTY line and hours, the notices the plan publishes (each shown only
// when configured) and the accessibility statement, so help is one scroll away wherever a person is stuck.
import { Link } from 'react-router-dom';
import { PlanContactList } from '../components/PlanContactList';
import { isPlanLinkTarget, planTexts, type PlanLinks } from '../domain/portalConfig';
import { en } from '../domain/text';
import { selectConfig } from '../core/appSlice';
import { useAppSelector, useTranslate } from '../core/hooks';
import { ACCESSIBILITY_PATH } from './routes';

/** The plan's notices in the order health plans usually list them, each with the name its link reads as. */
export const PLAN_NOTICE_LINKS: ReadonlyArray<{ key: keyof PlanLinks; label: string }> = [
  { key: 'privacyNotice', label: en('Privacy notice') },
  { key: 'nondiscriminationNotice', label: en('Nondiscrimination notice') },
  { key: 'languageAssistance', label: en('Language assistance') },
];

export function Footer() {
  const config = useAppSelector(selectConfig);
  const { planName, contact, links } = config;
  const tr = useTranslate();
  // The hours are the plan's own words: in the language when the plan gave them in it (docs/languages.md).
  const { hours } = planTexts(config, tr.language);
  const notices = PLAN_NOTICE_LINKS.flatMap(({ key, label }) => {
    const href = links[key];
    // The server refuses a bad link at start; a page configured by hand gets the same rule here.
    return href && isPlanLinkTarget(href) ? [{ key, label: tr(label), href }] : [];
  });
  return (
    <footer className="portal-footer">
      <div className="portal-footer__inner">
        <div className="portal-footer__contact">
          <h2 className="portal-footer__title">{tr('Contact {planName}', { planName })}</h2>
          <PlanContactList contact={{ ...contact, hours }} className="plan-contact__list portal-footer__phones" />
        </div>
        <div className="portal-footer__support">
          {/* Visually hidden, as on GOV.UK: the list still gets a heading to jump to. */}
          <h2 className="visually-hidden">{tr('Support links')}</h2>
          <ul className="portal-footer__links">
            {notices.map(({ key, label, href }) => (
              <li key={key}>
                {/* A plain link, not the router's: a notice may be a document the server serves, or another site. */}
                <a href={href}>{label}</a>
              </li>
            ))}
            <li>
              <Link to={ACCESSIBILITY_PATH}>{tr('Accessibility statement')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
