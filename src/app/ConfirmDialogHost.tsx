// Connects the confirm dialog's state to the ConfirmDialog component; its buttons answer the waiting saga.
import { ConfirmDialog } from '../components/ConfirmDialog';
import { confirmAccepted, confirmCancelled, selectConfirm } from './appSlice';
import { useAppDispatch, useAppSelector } from './hooks';

export function ConfirmDialogHost() {
  const confirm = useAppSelector(selectConfirm);
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      open={confirm.open}
      title={confirm.title}
      message={confirm.message}
      okLabel={confirm.okLabel}
      cancelLabel={confirm.cancelLabel}
      onOk={() => dispatch(confirmAccepted())}
      onCancel={() => dispatch(confirmCancelled())}
    />
  );
}
