// The portal's accessibility statement, laid out like GOV.UK's model statement. It says only what the project's own
// tests show, names what they do not cover, and tells people how to reach the plan; plain markup, no antd.
// Each paragraph, list item and heading is one text (a sentence with a link or a date in it too, through
// TextWithElements), so a translator can reorder it.
import { PageHeader } from '../components/PageHeader';
import { PhoneLink } from '../components/PhoneLink';
import { PlanContactList } from '../components/PlanContactList';
import { TextWithElements } from '../components/TextWithElements';
import { isPlanLinkTarget, planTexts } from '../domain/portalConfig';
import { TOAST_SHELL_SETTINGS } from '../domain/constants';
import { ACCESSIBILITY_PATH, ACCESSIBILITY_TITLE, routeForPath, routeHeading } from '../domain/routeTable';
import { en } from '../domain/text';
import { selectConfig } from '../core/appSlice';
import { useAppSelector, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

/**
 * The day the statement was last checked against the tests it describes (ISO date). Change it, and only it, whenever
 * the statement is reviewed: the page shows it twice, as the test date and the date the statement was prepared.
 */
export const ACCESSIBILITY_LAST_TESTED_ON = '2026-11-24';

/** The standard the portal aims at: health plans must meet WCAG 2.1 AA, and 2.2 adds what helps on phones. */
const ACCESSIBILITY_STANDARD = en('WCAG 2.2 level AA');

/**
 * The long form of the language ("November 24, 2026" in English), read in UTC so the day never shifts with the
 * reader's time zone.
 */
export function formatStatementDate(isoDate: string, language = 'en-US'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

function StatementDate() {
  const tr = useTranslate();
  return <time dateTime={ACCESSIBILITY_LAST_TESTED_ON}>{formatStatementDate(ACCESSIBILITY_LAST_TESTED_ON, tr.language)}</time>;
}

/** A paragraph whose `<link>…</link>` words link to one of the plan's notices; none when the plan gave no address. */
function LinkedSentence({ text, href }: { text: string; href: string | undefined }) {
  if (!href) return null;
  return (
    <p>
      <TextWithElements text={text} elements={{ link: (inner) => <a href={href}>{inner}</a> }} />
    </p>
  );
}

const TOAST_SECONDS = TOAST_SHELL_SETTINGS.timeoutMs / 1000;

function languageListIn(locale: string, languages: readonly string[]): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(languages.map((language) => names.of(language) ?? language));
}

export default function AccessibilityPage() {
  const config = useAppSelector(selectConfig);
  const { planName, contact, links } = config;
  const tr = useTranslate();
  // The plan's own words for its hours, in the language when the plan gave them in it.
  const { hours } = planTexts(config, tr.language);
  // The languages the plan offers, named in the page's language ("English and Spanish", "inglés y español").
  const languageList = languageListIn(tr.language, config.languages);
  useDocumentTitle(ACCESSIBILITY_TITLE);
  const nondiscriminationNotice =
    links.nondiscriminationNotice && isPlanLinkTarget(links.nondiscriminationNotice) ? links.nondiscriminationNotice : undefined;
  const languageAssistance = links.languageAssistance && isPlanLinkTarget(links.languageAssistance) ? links.languageAssistance : undefined;
  // The values of the texts, named for the translator.
  const standard = tr(ACCESSIBILITY_STANDARD);
  const seconds = TOAST_SECONDS;
  const supportPhone = <PhoneLink phone={contact.supportPhone} />;
  const statementDate = <StatementDate />;

  return (
    <article className="accessibility-statement">
      <PageHeader title={routeHeading(routeForPath(ACCESSIBILITY_PATH), planName, tr)}>
        <p>
          {tr(
            "This statement applies to the {planName} forms website, where members and providers fill in and send the plan's forms online. It is run by {planName}. We want as many people as possible to be able to use it.",
            { planName },
          )}
        </p>
      </PageHeader>

      <p>{tr('On this website you should be able to:')}</p>
      <ul>
        <li>{tr('fill in and send every form using a keyboard alone')}</li>
        <li>{tr('read text against its background: text colors meet the WCAG contrast minimum (4.5 to 1 for normal text)')}</li>
        <li>{tr('find what needs correcting in a form: a list of the problems appears at the top of the form, each linking to its field')}</li>
      </ul>

      <h2>{tr('How accessible this website is')}</h2>
      <p>{tr('We know some parts of this website may be harder to use:')}</p>
      <ul>
        <li>
          {tr(
            'The Confirm dialog, which asks whether to send a form with an NPI we could not find, is built on a third-party component (Ant Design) whose keyboard focus handling we have changed: focus starts on No, Tab moves between No and Yes, and Escape answers No. We have tested this with the keyboard but not yet with screen readers.',
          )}
        </li>
        <li>
          {tr(
            'On the preferred contact form, the Submit button stays off until you have scrolled to the end of the texting terms, as the plan requires. A line under the terms says so. You can scroll the terms with the keyboard: press Tab until you reach them, then press End.',
          )}
        </li>
        <li>
          {tr(
            "Some alert titles and messages are the plan's own wording and are kept as they are, for example “Select atleast one contact me option”. The list of problems under them says in plain words what to do.",
          )}
        </li>
        <li>
          {tr('Short messages that confirm something worked disappear after {seconds} seconds. Messages about a problem stay until you close them.', {
            seconds,
          })}
        </li>
        <li>
          {tr(
            'When the plan posts many notices at once, the list at the top of each page scrolls in its own box, so you may need to scroll it to read them all.',
          )}
        </li>
        <li>{tr('The website is in {languageList} only.', { languageList })}</li>
      </ul>

      <h2>{tr('Feedback and contact information')}</h2>
      <p>
        {tr(
          'If you need information on this website in a different format, like large print, audio recording or braille, or you need help filling in a form, call us:',
        )}
      </p>
      <PlanContactList contact={{ ...contact, hours }} />
      <p>{tr('Or write to us at:')}</p>
      <address className="accessibility-statement__address">{contact.address}</address>
      <LinkedSentence text={tr('For help in another language, see <link>language assistance</link>.')} href={languageAssistance} />

      <h2>{tr('Reporting accessibility problems with this website')}</h2>
      <p>
        <TextWithElements
          text={tr(
            'We are always looking to improve the accessibility of this website. If you find a problem that is not listed on this page, or think we are not meeting accessibility requirements, call us on {supportPhone} and tell us the address of the page and what went wrong.',
          )}
          elements={{ supportPhone }}
        />
      </p>
      <LinkedSentence
        text={tr('If you are not happy with how we respond, our <link>nondiscrimination notice</link> explains how to file a complaint.')}
        href={nondiscriminationNotice}
      />

      <h2>{tr("Technical information about this website's accessibility")}</h2>
      <p>
        {tr(
          '{planName} is committed to making this website accessible. We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA.',
          { planName },
        )}
      </p>
      <h3>{tr('Compliance status')}</h3>
      <p>
        {tr(
          'Our automated checks find no failures against {standard}. Automated checks find only some kinds of problem, and this website has not yet been checked by hand by an accessibility specialist or by people who use assistive technology. Until it has, we do not claim that it fully meets the standard.',
          { standard },
        )}
      </p>
      <h3>{tr('Content that is not within the scope of this statement')}</h3>
      <p>
        {tr(
          'The privacy, nondiscrimination and language assistance notices linked at the bottom of each page are published by the plan separately. This statement covers only the forms website.',
        )}
      </p>

      <h2>{tr('How we tested this website')}</h2>
      <p>
        <TextWithElements
          text={tr("This website was last tested on {statementDate}. These checks are part of the website's automated tests:")}
          elements={{ statementDate }}
        />
      </p>
      <ul>
        <li>
          {tr(
            'Every page is opened in the Chromium browser at a phone width (360 pixels) and a desktop width (1280 pixels) and checked with axe, an automated accessibility checker, against {standard}, color contrast included. The forms are also checked with their list of problems showing, with the Confirm dialog open and after they have been sent.',
            { standard },
          )}
        </li>
        <li>
          {tr(
            "Every state of every part of the website in our component library is checked with axe in our unit tests. These run without a real browser, so color contrast is checked in the browser runs above, and a test measures the contrast of the colors of the website's theme.",
          )}
        </li>
        <li>
          {tr(
            'Each kind of form (preferred contact, TGI survey and training attestation) is filled in and sent using only the keyboard, answering the Confirm dialog with the keyboard where the form has one.',
          )}
        </li>
      </ul>

      <h2>{tr('What we have not tested yet')}</h2>
      <p>{tr('We have not yet tested this website:')}</p>
      <ul>
        <li>{tr('with screen readers, screen magnifiers or speech recognition software')}</li>
        <li>{tr('in browsers other than Chromium, such as Safari and Firefox')}</li>
        <li>{tr('zoomed in, or with larger text or different colors set in the browser or device')}</li>
        <li>{tr('with people who have disabilities')}</li>
      </ul>

      <h2>{tr('Preparation of this accessibility statement')}</h2>
      <p>
        <TextWithElements text={tr('This statement was prepared on {statementDate}.')} elements={{ statementDate }} />
      </p>
    </article>
  );
}
