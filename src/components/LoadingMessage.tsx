// A small "Loading…" line with a spinner, announced politely to screen readers.
// The spinner is CSS, not antd Spin: this shows on every route's first load, so it must weigh nothing.
import { useEffect, useState } from 'react';
import { useTranslate } from '../core/hooks';
import './LoadingMessage.css';

export interface LoadingMessageProps {
  text?: string;
  /** False when it is placed inside a live region that is always on the page (announced more reliably). */
  live?: boolean;
  /**
   * Shows nothing until this many milliseconds have passed (docs/constants.md: a loading message appears only after
   * 1 s of loading), so what loads faster never flashes it. Shown at once when absent.
   */
  afterMs?: number;
}

export function LoadingMessage({ text, live = true, afterMs }: LoadingMessageProps) {
  const tr = useTranslate();
  const [due, setDue] = useState(afterMs === undefined);
  useEffect(() => {
    if (afterMs === undefined) return undefined;
    const timer = setTimeout(() => setDue(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  if (!due) return null;
  return (
    <div role={live ? 'status' : undefined} className="portal-loading">
      {/* The spinner is decoration; the text is what gets announced. */}
      <span aria-hidden="true" className="portal-loading-spinner" />
      {/* The spec's text. */}
      <span>{text ?? tr('Loading…')}</span>
    </div>
  );
}
