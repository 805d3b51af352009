// The portal's accessibility statement, laid out like GOV.UK's model statement. It says only what the project's own
// tests show, names what they do not cover, and tells people how to reach the plan; plain markup, no antd.
// Each paragraph, list item and heading is one message (a sentence with a link or a date in it too, through <Trans>),
// so a translator can reorder it.
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../components/PageHeader';
import { PhoneLink } from '../components/PhoneLink';
import { PlanContactList } from '../components/PlanContactList';
import { TransScope } from '../components/TransScope';
import { isPlanLinkTarget, planTexts } from '../domain/portalConfig';
import { TOAST_SHELL_SETTINGS } from '../domain/constants';
import { ACCESSIBILITY_PATH, ACCESSIBILITY_TITLE, routeForPath, routeHeading } from '../domain/routeTable';
import { selectConfig } from '../core/appSlice';
import { useAppSelector, useI18n, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

/**
 * The day the statement was last checked against the tests it describes (ISO date). Change it, and only it, whenever
 * the statement is reviewed: the page shows it twice, as the test date and the date the statement was prepared.
 */
export const ACCESSIBILITY_LAST_TESTED_ON = '2026-11-24';

/** The standard the portal aims at: health plans must meet WCAG 2.1 AA, and 2.2 adds what helps on phones. */
const ACCESSIBILITY_STANDARD = msg`WCAG 2.2 level AA`;

/**
 * The long form of the language ("November 24, 2026" in English), read in UTC so the day never shifts with the
 * reader's time zone.
 */
export function formatStatementDate(isoDate: string, language = 'en-US'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

function StatementDate() {
  const i18n = useI18n();
  return <time dateTime={ACCESSIBILITY_LAST_TESTED_ON}>{formatStatementDate(ACCESSIBILITY_LAST_TESTED_ON, i18n.locale)}</time>;
}

const TOAST_SECONDS = TOAST_SHELL_SETTINGS.timeoutMs / 1000;

function languageListIn(locale: string, languages: readonly string[]): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(languages.map((language) => names.of(language) ?? language));
}

export default function AccessibilityPage() {
  const config = useAppSelector(selectConfig);
  const { planName, contact, links } = config;
  const i18n = useI18n();
  const tr = useTranslate();
  // The plan's own words for its hours, in the language when the plan gave them in it.
  const { hours } = planTexts(config, i18n.locale);
  // The languages the plan offers, named in the page's language ("English and Spanish", "inglés y español").
  const languageList = languageListIn(i18n.locale, config.languages);
  useDocumentTitle(ACCESSIBILITY_TITLE);
  const nondiscriminationNotice =
    links.nondiscriminationNotice && isPlanLinkTarget(links.nondiscriminationNotice) ? links.nondiscriminationNotice : undefined;
  const languageAssistance = links.languageAssistance && isPlanLinkTarget(links.languageAssistance) ? links.languageAssistance : undefined;
  // The values of the messages, named for the translator.
  const standard = i18n._(ACCESSIBILITY_STANDARD);
  const seconds = TOAST_SECONDS;
  const supportPhone = <PhoneLink phone={contact.supportPhone} />;
  const statementDate = <StatementDate />;

  return (
    <TransScope>
      <article className="accessibility-statement">
        <PageHeader title={routeHeading(routeForPath(ACCESSIBILITY_PATH), planName, tr)}>
          <p>
            <Trans>
              This statement applies to the {planName} forms website, where members and providers fill in and send the
              plan&apos;s forms online. It is run by {planName}. We want as many people as possible to be able to use it.
            </Trans>
          </p>
        </PageHeader>

        <p>{t(i18n)`On this website you should be able to:`}</p>
        <ul>
          <li>{t(i18n)`fill in and send every form using a keyboard alone`}</li>
          <li>{t(i18n)`read text against its background: text colors meet the WCAG contrast minimum (4.5 to 1 for normal text)`}</li>
          <li>
            <Trans>
              find what needs correcting in a form: a list of the problems appears at the top of the form, each linking to
              its field
            </Trans>
          </li>
        </ul>

        <h2>{t(i18n)`How accessible this website is`}</h2>
        <p>{t(i18n)`We know some parts of this website may be harder to use:`}</p>
        <ul>
          <li>
            <Trans>
              The Confirm dialog, which asks whether to send a form with an NPI we could not find, is built on a third-party
              component (Ant Design) whose keyboard focus handling we have changed: focus starts on No, Tab moves between No
              and Yes, and Escape answers No. We have tested this with the keyboard but not yet with screen readers.
            </Trans>
          </li>
          <li>
            <Trans>
              On the preferred contact form, the Submit button stays off until you have scrolled to the end of the texting
              terms, as the plan requires. A line under the terms says so. You can scroll the terms with the keyboard: press
              Tab until you reach them, then press End.
            </Trans>
          </li>
          <li>
            <Trans>
              Some alert titles and messages are the plan&apos;s own wording and are kept as they are, for example
              &ldquo;Select atleast one contact me option&rdquo;. The list of problems under them says in plain words what
              to do.
            </Trans>
          </li>
          <li>
            <Trans>
              Short messages that confirm something worked disappear after {seconds} seconds. Messages about a problem stay
              until you close them.
            </Trans>
          </li>
          <li>
            <Trans>
              When the plan posts many notices at once, the list at the top of each page scrolls in its own box, so you may
              need to scroll it to read them all.
            </Trans>
          </li>
          <li>{t(i18n)`The website is in ${languageList} only.`}</li>
        </ul>

        <h2>{t(i18n)`Feedback and contact information`}</h2>
        <p>
          <Trans>
            If you need information on this website in a different format, like large print, audio recording or braille, or
            you need help filling in a form, call us:
          </Trans>
        </p>
        <PlanContactList contact={{ ...contact, hours }} />
        <p>{t(i18n)`Or write to us at:`}</p>
        <address className="accessibility-statement__address">{contact.address}</address>
        {languageAssistance && (
          <p>
            <Trans>
              For help in another language, see <a href={languageAssistance}>language assistance</a>.
            </Trans>
          </p>
        )}

        <h2>{t(i18n)`Reporting accessibility problems with this website`}</h2>
        <p>
          <Trans>
            We are always looking to improve the accessibility of this website. If you find a problem that is not listed on
            this page, or think we are not meeting accessibility requirements, call us on {supportPhone} and tell us the
            address of the page and what went wrong.
          </Trans>
        </p>
        {nondiscriminationNotice && (
          <p>
            <Trans>
              If you are not happy with how we respond, our <a href={nondiscriminationNotice}>nondiscrimination notice</a>{' '}
              explains how to file a complaint.
            </Trans>
          </p>
        )}

        <h2>{t(i18n)`Technical information about this website's accessibility`}</h2>
        <p>
          <Trans>
            {planName} is committed to making this website accessible. We aim to meet the Web Content Accessibility
            Guidelines (WCAG) version 2.2 at level AA.
          </Trans>
        </p>
        <h3>{t(i18n)`Compliance status`}</h3>
        <p>
          <Trans>
            Our automated checks find no failures against {standard}. Automated checks find only some kinds of problem, and
            this website has not yet been checked by hand by an accessibility specialist or by people who use assistive
            technology. Until it has, we do not claim that it fully meets the standard.
          </Trans>
        </p>
        <h3>{t(i18n)`Content that is not within the scope of this statement`}</h3>
        <p>
          <Trans>
            The privacy, nondiscrimination and language assistance notices linked at the bottom of each page are published
            by the plan separately. This statement covers only the forms website.
          </Trans>
        </p>

        <h2>{t(i18n)`How we tested this website`}</h2>
        <p>
          <Trans>
            This website was last tested on {statementDate}. These checks are part of the website&apos;s automated tests:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Every page is opened in the Chromium browser at a phone width (360 pixels) and a desktop width (1280 pixels)
              and checked with axe, an automated accessibility checker, against {standard}, color contrast included. The
              forms are also checked with their list of problems showing, with the Confirm dialog open and after they have
              been sent.
            </Trans>
          </li>
          <li>
            <Trans>
              Every state of every part of the website in our component library is checked with axe in our unit tests.
              These run without a real browser, so color contrast is checked in the browser runs above, and a test measures
              the contrast of the colors of the website&apos;s theme.
            </Trans>
          </li>
          <li>
            <Trans>
              Each kind of form (preferred contact, TGI survey and training attestation) is filled in and sent using only
              the keyboard, answering the Confirm dialog with the keyboard where the form has one.
            </Trans>
          </li>
        </ul>

        <h2>{t(i18n)`What we have not tested yet`}</h2>
        <p>{t(i18n)`We have not yet tested this website:`}</p>
        <ul>
          <li>{t(i18n)`with screen readers, screen magnifiers or speech recognition software`}</li>
          <li>{t(i18n)`in browsers other than Chromium, such as Safari and Firefox`}</li>
          <li>{t(i18n)`zoomed in, or with larger text or different colors set in the browser or device`}</li>
          <li>{t(i18n)`with people who have disabilities`}</li>
        </ul>

        <h2>{t(i18n)`Preparation of this accessibility statement`}</h2>
        <p>
          <Trans>This statement was prepared on {statementDate}.</Trans>
        </p>
      </article>
    </TransScope>
  );
}
