// The confirmation of a new secret or of a removal, saying what the endpoint's receiver (or the plan) will see.
import type { EndpointView } from '../domain/staffDeliveries';
import { ConfirmDialog } from './ConfirmDialog';
import type { EndpointChange } from './endpointsSlice';

export const ROTATE_TEXT = "The endpoint's receiver must switch to the new secret within 24 hours; until then both sign each message.";

export function removeQuestion(url: string): string {
  return `Stop delivering to ${url}? Its deliveries not yet made are cancelled. This cannot be undone.`;
}

export interface EndpointChangeDialogProps {
  change: EndpointChange;
  endpoint: EndpointView;
  onConfirm: () => void;
  onCancel: () => void;
}

export function EndpointChangeDialog({ change, endpoint, onConfirm, onCancel }: EndpointChangeDialogProps) {
  const working = change.status === 'working';
  if (change.action === 'rotate') {
    return (
      <ConfirmDialog
        title="Make a new secret?"
        confirmText="Make a new secret"
        working={working}
        failure={change.failure}
        failedText="Making a new secret failed."
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>For {endpoint.url}.</p>
        <p>{ROTATE_TEXT}</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Remove the endpoint?"
      confirmText="Remove endpoint"
      danger
      working={working}
      failure={change.failure}
      failedText="Removing the endpoint failed."
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{removeQuestion(endpoint.url)}</p>
    </ConfirmDialog>
  );
}
