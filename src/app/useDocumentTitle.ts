// Gives each screen its own document title, so tabs, history and screen readers name the page.
import { useEffect } from 'react';
import { selectPlanName } from './appSlice';
import { useAppSelector } from './hooks';

export function useDocumentTitle(pageTitle: string): void {
  const planName = useAppSelector(selectPlanName);
  useEffect(() => {
    document.title = `${pageTitle} | ${planName}`;
  }, [pageTitle, planName]);
}
