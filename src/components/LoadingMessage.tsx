// A small "Loading…" line with a spinner, announced politely to screen readers.
import { Spin, theme } from 'antd';

export interface LoadingMessageProps {
  text?: string;
}

export const DEFAULT_LOADING_TEXT = 'Loading…';

export function LoadingMessage({ text = DEFAULT_LOADING_TEXT }: LoadingMessageProps) {
  const { token } = theme.useToken();
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, color: token.colorTextSecondary }}>
      {/* The spinner is decoration; the text is what gets announced. */}
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        <Spin size="small" />
      </span>
      <span>{text}</span>
    </div>
  );
}
