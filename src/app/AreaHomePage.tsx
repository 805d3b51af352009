// The long-term-care and behavioral-health home pages (docs/screens.md routes /ltchome and /bhhome).
import { FormIndexPage } from './FormIndexPage';
import { AREA_TITLES, type CareArea } from '../domain/routeTable';
import { en } from '../domain/text';

export default function AreaHomePage({ area }: { area: CareArea }) {
  return <FormIndexPage title={AREA_TITLES[area]} lead={en('The forms you can fill in and send online.')} />;
}
