// The long-term-care and behavioral-health home pages (spec §2 routes /ltchome and /bhhome).
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { useDocumentTitle } from './useDocumentTitle';

export type CareArea = 'longTermCare' | 'behavioralHealth';

export const AREA_TITLES: Record<CareArea, string> = {
  longTermCare: 'Long-term care',
  behavioralHealth: 'Behavioral health',
};

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
