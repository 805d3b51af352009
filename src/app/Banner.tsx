// The top banner of docs/screens.md: the plan's logo (75 px high), the empty header title, the language link
// (docs/languages.md) and the area home link.
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { SvgIcon } from '../components/SvgIcon';
import { Link } from 'react-router-dom';
import { BANNER_LOGO_HEIGHT_PX } from '../domain/constants';
import { useAppDispatch, useAppSelector, useTranslate } from '../core/hooks';
import { languageChosen, selectConfig, selectLanguage, selectLanguages } from '../core/appSlice';
import { languageName } from '../core/i18n';

/**
 * USWDS's language selector for a site in two languages: one control, named in the other language and marked with
 * its `lang`, so "Español" is read in Spanish on an English page. A button, as the page switches in place: what was
 * typed stays, and focus stays on the button (the same element, its name now the other language's).
 */
function LanguageSwitch() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const languages = useAppSelector(selectLanguages);
  const others = languages.filter((candidate) => candidate !== language);
  if (others.length === 0) return null;
  return (
    <div className="portal-banner__languages">
      {others.map((other, index) => (
        <button
          // One key per position, not per language: the button the person pressed keeps their focus when it is renamed.
          key={index}
          type="button"
          lang={other}
          className="portal-banner__language"
          onClick={() => dispatch(languageChosen({ language: other }))}
        >
          {languageName(other)}
        </button>
      ))}
    </div>
  );
}

export function Banner() {
  const config = useAppSelector(selectConfig);
  const { planName } = config;
  const tr = useTranslate();
  // docs/screens.md: the home icon shows only in the long-term-care or behavioral-health context.
  const areaHome = config.flags.longTermCare
    ? { path: '/ltchome', label: tr('Long-term care home') }
    : config.flags.behavioralHealth
      ? { path: '/bhhome', label: tr('Behavioral health home') }
      : null;
  return (
    <header className="portal-banner">
      {/* The inner box is the content column's, so the logo lines up with the page below it. */}
      <div className="portal-banner__inner">
        <Link to="/" className="portal-banner__logo-link" aria-label={tr('{planName} forms home', { planName })}>
          {/* Width and height reserve the logo's box before it loads: the page below does not jump (no layout shift). */}
          <img src={config.logoUrl} alt={config.logoAlt} width={config.logoWidth} height={BANNER_LOGO_HEIGHT_PX} className="portal-banner__logo" />
        </Link>
        {/* The spec's header title is empty; the element keeps the banner's layout and stays silent. */}
        <span className="portal-banner__title" aria-hidden="true" />
        <LanguageSwitch />
        {areaHome && (
          <Link to={areaHome.path} className="portal-banner__home" aria-label={areaHome.label}>
            <SvgIcon icon={HomeOutlined} />
          </Link>
        )}
      </div>
    </header>
  );
}
