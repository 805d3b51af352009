// The index of the forms at `/` (DESIGN §5).
import { PageHeader } from '../components/PageHeader';
import { selectPlanName } from './appSlice';
import { FormIndex } from './FormIndex';
import { useAppSelector } from './hooks';
import { useDocumentTitle } from './useDocumentTitle';

export default function HomePage() {
  const planName = useAppSelector(selectPlanName);
  useDocumentTitle('Forms');
  return (
    <>
      <PageHeader title={`${planName} forms`}>
        <p>Fill in and send these forms online. No account is needed.</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
