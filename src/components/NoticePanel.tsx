// The boxed notice at the top of a form (error summary, failure notice): a region named by its heading that can
// take focus, so a screen reader reads it once and a phone scrolls it into view.
import { forwardRef, useId, type ReactNode } from 'react';

export interface NoticePanelProps {
  title: string;
  /** Decorative: hidden from screen readers, the title says it all. */
  icon: ReactNode;
  children: ReactNode;
  /**
   * The page arrives with this notice as its news (a form the server refused, issue 34): the browser focuses it and
   * scrolls to it as the page loads, scripts or not (the app's own focus moves come later, in its effects).
   */
  focusOnLoad?: boolean;
  /** `error` (the default) for what went wrong or cannot be done; `success` for news that something worked. */
  tone?: 'error' | 'success';
}

export const NoticePanel = forwardRef<HTMLElement, NoticePanelProps>(function NoticePanel({ title, icon, children, focusOnLoad = false, tone = 'error' }, ref) {
  const headingId = useId();
  const className = tone === 'success' ? 'notice-panel notice-panel--success' : 'notice-panel';
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a page whose news this notice is, where focus belongs
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className={className} autoFocus={focusOnLoad || undefined}>
      <h2 id={headingId} className="notice-panel__title">
        <span aria-hidden="true" className="notice-panel__icon">
          {icon}
        </span>
        <span>{title}</span>
      </h2>
      {children}
    </section>
  );
});
