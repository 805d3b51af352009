// What a change just did, said in a status region that takes focus (from script only): the person's focus lands on
// what happened, and a screen reader says it. Keyed by the change, so a second one is a new notice.
import { useEffect, useRef } from 'react';
import { Alert } from 'antd';

export function SuccessNotice({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="staff-notice">
      <Alert className="staff-alert" type="success" showIcon role="status" title={children} />
    </div>
  );
}
