// A scrollable box of text that must be read to its end (docs/screens.md: the texting terms unlock Submit once scrolled
// to within 2 px of the bottom). Focusable, so the keyboard scrolls it; reaching the end is announced.
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { TERMS_SCROLL_TOLERANCE_PX } from '../domain/constants';

export interface ScrollToEndBoxProps {
  /** The box's heading, which also names it for screen readers. */
  title: string;
  /** True once the end has been reached; the box then only reports it. */
  reached: boolean;
  onReachedEnd: () => void;
  /** Said under the box until the end is reached, e.g. why a button is off. */
  pendingText: string;
  /** Said (and announced) once the end is reached. */
  reachedText: string;
  /** The id of the line under the box, so a button can point at it with aria-describedby. */
  statusId?: string;
  children: ReactNode;
}

/** How far from the end the box is scrolled; undefined when it has no layout yet (hidden, or no rendering engine). */
export function distanceFromEnd(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): number | undefined {
  if (element.clientHeight <= 0) return undefined;
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

export function ScrollToEndBox({ title, reached, onReachedEnd, pendingText, reachedText, statusId, children }: ScrollToEndBoxProps) {
  const headingId = useId();
  const ownStatusId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  const check = useCallback(
    (scrolled: boolean) => {
      const box = boxRef.current;
      if (!box || reached) return;
      const distance = distanceFromEnd(box);
      // A scroll event is proof of a rendered box even where layout reads as zero.
      const atEnd = distance === undefined ? scrolled : distance <= TERMS_SCROLL_TOLERANCE_PX;
      if (atEnd) onReachedEnd();
    },
    [reached, onReachedEnd],
  );

  // Text that fits without scrolling (a tall screen, zoomed out) has nothing left to read; re-checked on resize.
  useEffect(() => {
    check(false);
    const box = boxRef.current;
    if (!box || reached || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => check(false));
    observer.observe(box);
    return () => observer.disconnect();
  }, [check, reached]);

  return (
    <div className="scroll-box">
      <h3 id={headingId} className="scroll-box__title">
        {title}
      </h3>
      {/* Focusable so that arrow keys, Page Down and End scroll it (WCAG 2.1.1); named by its heading. */}
      <div
        ref={boxRef}
        role="region"
        aria-labelledby={headingId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        onScroll={() => check(true)}
        className="scroll-box__text"
      >
        {children}
      </div>
      <p id={statusId ?? ownStatusId} role="status" className={`scroll-box__status${reached ? ' scroll-box__status--reached' : ''}`}>
        {reached ? reachedText : pendingText}
      </p>
    </div>
  );
}
