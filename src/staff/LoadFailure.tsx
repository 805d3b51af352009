// A call that failed: what failed, what the server said, and "Try again", which reports the event; the saga asks again.
import { Alert, Button } from 'antd';
import type { StaffFailure } from './api';
import { failureText } from './display';

export function LoadFailure({ what, failure, onRetry }: { what: string; failure: StaffFailure; onRetry: () => void }) {
  return (
    <Alert
      className="staff-alert"
      type="error"
      showIcon
      title={what}
      description={failureText(failure)}
      action={
        <Button onClick={onRetry}>Try again</Button>
      }
    />
  );
}
