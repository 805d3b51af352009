// The index of the forms at `/` (docs/readings.md).
import { t } from '@lingui/core/macro';
import { PageHeader } from '../components/PageHeader';
import { routeForPath, routeHeading } from '../domain/routeTable';
import { en } from '../domain/text';
import { selectPlanName } from '../core/appSlice';
import { FormIndex } from './FormIndex';
import { useAppSelector, useI18n, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function HomePage() {
  const planName = useAppSelector(selectPlanName);
  const i18n = useI18n();
  const tr = useTranslate();
  useDocumentTitle(en('Forms'));
  return (
    <>
      <PageHeader title={routeHeading(routeForPath('/'), planName, tr)}>
        <p>{t(i18n)`Fill in and send these forms online. No account is needed.`}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
