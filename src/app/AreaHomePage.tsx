// The long-term-care and behavioral-health home pages (docs/screens.md routes /ltchome and /bhhome).
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { AREA_TITLES, type CareArea } from '../domain/routeTable';
import { useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function AreaHomePage({ area }: { area: CareArea }) {
  const title = AREA_TITLES[area];
  const tr = useTranslate();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={tr(title)}>
        <p>{tr('The forms you can fill in and send online.')}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
