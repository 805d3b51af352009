// Each console page's h1 and document title: the title names the page first, then the console, for tabs and history.
import { useEffect, type ReactNode } from 'react';

export const CONSOLE_NAME = 'Staff console';

export function useStaffTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} – ${CONSOLE_NAME}`;
  }, [pageTitle]);
}

/** Focusable from script (tabIndex -1): focus moves here after the console moves to another page (StaffRoutes). */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="staff-page__title" tabIndex={-1}>
      {children}
    </h1>
  );
}
