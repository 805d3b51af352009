// The long-term-care and behavioral-health home pages (docs/screens.md routes /ltchome and /bhhome).
import { t } from '@lingui/core/macro';
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { AREA_TITLES, type CareArea } from '../domain/routeTable';
import { useI18n, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function AreaHomePage({ area }: { area: CareArea }) {
  const title = AREA_TITLES[area];
  const i18n = useI18n();
  const tr = useTranslate();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={tr(title)}>
        <p>{t(i18n)`The forms you can fill in and send online.`}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
