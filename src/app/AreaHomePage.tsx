// The long-term-care and behavioral-health home pages (docs/screens.md routes /ltchome and /bhhome).
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { AREA_TITLES, type CareArea } from '../domain/routeTable';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function AreaHomePage({ area }: { area: CareArea }) {
  const title = AREA_TITLES[area];
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title}>
        <p>The forms you can fill in and send online.</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
