// The top banner of docs/screens.md: the plan's logo (75 px high), the empty header title, and the area home link.
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { SvgIcon } from '../components/SvgIcon';
import { Link } from 'react-router-dom';
import { BANNER_LOGO_HEIGHT_PX } from '../domain/constants';
import { useAppSelector } from '../core/hooks';
import { selectConfig } from '../core/appSlice';

export function Banner() {
  const config = useAppSelector(selectConfig);
  // docs/screens.md: the home icon shows only in the long-term-care or behavioral-health context.
  const areaHome = config.flags.longTermCare
    ? { path: '/ltchome', label: 'Long-term care home' }
    : config.flags.behavioralHealth
      ? { path: '/bhhome', label: 'Behavioral health home' }
      : null;
  return (
    <header className="portal-banner">
      {/* The inner box is the content column's, so the logo lines up with the page below it. */}
      <div className="portal-banner__inner">
        <Link to="/" className="portal-banner__logo-link" aria-label={`${config.planName} forms home`}>
          {/* Width and height reserve the logo's box before it loads: the page below does not jump (no layout shift). */}
          <img src={config.logoUrl} alt={config.logoAlt} width={config.logoWidth} height={BANNER_LOGO_HEIGHT_PX} className="portal-banner__logo" />
        </Link>
        {/* The spec's header title is empty; the element keeps the banner's layout and stays silent. */}
        <span className="portal-banner__title" aria-hidden="true" />
        {areaHome && (
          <Link to={areaHome.path} className="portal-banner__home" aria-label={areaHome.label}>
            <SvgIcon icon={HomeOutlined} />
          </Link>
        )}
      </div>
    </header>
  );
}
