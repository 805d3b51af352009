// A small "Loading…" line with a spinner, announced politely to screen readers.
// The spinner is CSS, not antd Spin: this shows on every route's first load, so it must weigh nothing.
import './LoadingMessage.css';

export interface LoadingMessageProps {
  text?: string;
  /** False when it is placed inside a live region that is always on the page (announced more reliably). */
  live?: boolean;
}

export const DEFAULT_LOADING_TEXT = 'Loading…';

export function LoadingMessage({ text = DEFAULT_LOADING_TEXT, live = true }: LoadingMessageProps) {
  return (
    <div role={live ? 'status' : undefined} className="portal-loading">
      {/* The spinner is decoration; the text is what gets announced. */}
      <span aria-hidden="true" className="portal-loading-spinner" />
      <span>{text}</span>
    </div>
  );
}
