// An endpoint's signing secret, shown this once after it was added or given a new one: a status that takes focus, the
// `whsec_` value to copy, and "Done", which takes it out of the page and the state. It is never put in an address or
// logged; the receiving team gets it through the plan's secrets store (docs/operations.md#delivery-to-the-plans-systems).
import { useEffect, useId, useRef } from 'react';
import { Button, Input } from 'antd';
import type { ShownSecret } from './endpointsSlice';
import { Exact } from './Exact';

export const SECRET_ONCE_TEXT = 'Copy this secret now: it is shown only this once.';

const COPY_TEXT: Record<ShownSecret['copy'], string> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  failed: 'Copying did not work here: select the secret and copy it with the keyboard (Ctrl+C, or Cmd+C on a Mac).',
};

export interface SecretPanelProps {
  secret: ShownSecret;
  onCopy: () => void;
  onDone: () => void;
}

export function SecretPanel({ secret, onCopy, onDone }: SecretPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inputId = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="staff-secret staff-notice">
      <p className="staff-secret__title">{SECRET_ONCE_TEXT}</p>
      {secret.warning ? (
        <p className="staff-secret__warning">
          <strong>Warning:</strong> {secret.warning}
        </p>
      ) : null}
      <label htmlFor={inputId} className="staff-secret__label">
        Signing secret for <Exact>{secret.url}</Exact>
      </label>
      <Input id={inputId} readOnly value={secret.secret} autoComplete="off" spellCheck={false} className="staff-secret__value" onFocus={(event) => event.target.select()} />
      <div className="staff-form__buttons staff-secret__buttons">
        <Button type="primary" onClick={onCopy} loading={secret.copy === 'copying'}>
          Copy
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
      <p className="staff-secret__copied">{COPY_TEXT[secret.copy]}</p>
    </div>
  );
}
