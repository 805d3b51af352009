// Gives each screen its own document title, so tabs, history and screen readers name the page, in the page's language.
import { createContext, useContext, useEffect } from 'react';
import { selectPlanName } from './appSlice';
import { useAppSelector, useTranslate } from './hooks';

/** Where a page drawn on the server leaves its title (effects do not run there), for the server to put in `<title>`. */
export interface DocumentHead {
  title?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | undefined>(undefined);

/**
 * `pageTitle` is English (an en() text; `{planName}` where it names the plan), said in the active language and again
 * when the language changes. GOV.UK's pattern: while a page shows errors its title says so first, the first thing a
 * screen reader reads.
 */
export function useDocumentTitle(pageTitle: string, { hasErrors = false }: { hasErrors?: boolean } = {}): void {
  const planName = useAppSelector(selectPlanName);
  const tr = useTranslate();
  const title = tr(pageTitle, { planName });
  // One whole message: another language may put its word for "Error" elsewhere, or without a colon.
  const documentTitle = `${hasErrors ? tr('Error: {title}', { title }) : title} | ${planName}`;
  const head = useContext(DocumentHeadContext);
  if (head) head.title = documentTitle;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
