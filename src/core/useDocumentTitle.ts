// Gives each screen its own document title, so tabs, history and screen readers name the page.
import { useEffect } from 'react';
import { selectPlanName } from './appSlice';
import { useAppSelector } from './hooks';

/** GOV.UK's pattern: while a page shows errors its title says so first, the first thing a screen reader reads. */
export const ERROR_TITLE_PREFIX = 'Error: ';

export function useDocumentTitle(pageTitle: string, { hasErrors = false }: { hasErrors?: boolean } = {}): void {
  const planName = useAppSelector(selectPlanName);
  useEffect(() => {
    document.title = `${hasErrors ? ERROR_TITLE_PREFIX : ''}${pageTitle} | ${planName}`;
  }, [pageTitle, planName, hasErrors]);
}
