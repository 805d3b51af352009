// The boxed notice at the top of a form (error summary, failure notice): a region named by its heading that can
// take focus, so a screen reader reads it once and a phone scrolls it into view.
import { forwardRef, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

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

/**
 * Moves focus to `target` each time `focusKey` takes a new positive value while `enabled`. 0 or undefined never
 * moves focus, and a key already used never does again, so an element that is simply on screen does not steal it.
 * Call it where the component lives on while the notice comes and goes, so the used key is remembered.
 */
export function useFocusOnNewKey(target: RefObject<HTMLElement> | (() => HTMLElement | null), focusKey: number | undefined, enabled = true): void {
  const focusedKeyRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!enabled || focusKey === undefined || focusKey <= 0 || focusKey === focusedKeyRef.current) return;
    focusedKeyRef.current = focusKey;
    (typeof target === 'function' ? target() : target.current)?.focus();
  }, [target, focusKey, enabled]);
}
