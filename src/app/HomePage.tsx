// The index of the forms at `/` (docs/readings.md).
import { PageHeader } from '../components/PageHeader';
import { routeForPath, routeHeading } from '../domain/routeTable';
import { en } from '../domain/text';
import { selectPlanName } from '../core/appSlice';
import { FormIndex } from './FormIndex';
import { useAppSelector, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function HomePage() {
  const planName = useAppSelector(selectPlanName);
  const tr = useTranslate();
  useDocumentTitle(en('Forms'));
  return (
    <>
      <PageHeader title={routeHeading(routeForPath('/'), planName, tr)}>
        <p>{tr('Fill in and send these forms online. No account is needed.')}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
