// The boxed notice at the top of a form (error summary, failure notice): a region named by its heading that can
// take focus, so a screen reader reads it once and a phone scrolls it into view.
import { forwardRef, useId, type ReactNode } from 'react';

export interface NoticePanelProps {
  title: string;
  /** Decorative: hidden from screen readers, the title says it all. */
  icon: ReactNode;
  children: ReactNode;
}

export const NoticePanel = forwardRef<HTMLElement, NoticePanelProps>(function NoticePanel({ title, icon, children }, ref) {
  const headingId = useId();
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className="notice-panel">
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
