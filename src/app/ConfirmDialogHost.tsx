// Connects the confirm dialog's state to the ConfirmDialog component; its buttons answer the waiting saga.
// The dialog (antd Modal) is loaded the first time one is asked for, keeping it out of every page's first load.
import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmAccepted, confirmCancelled, selectConfirm } from '../core/appSlice';
import { useAppDispatch, useAppSelector } from '../core/hooks';

const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-dialog" */ '../components/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function ConfirmDialogHost() {
  const confirm = useAppSelector(selectConfirm);
  const dispatch = useAppDispatch();
  // Once mounted, the dialog stays mounted so that antd can animate it closed and return focus.
  const [needed, setNeeded] = useState(confirm.open);
  useEffect(() => {
    if (confirm.open) setNeeded(true);
  }, [confirm.open]);
  if (!needed && !confirm.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={confirm.open}
        title={confirm.title}
        message={confirm.message}
        okLabel={confirm.okLabel}
        cancelLabel={confirm.cancelLabel}
        onOk={() => dispatch(confirmAccepted())}
        onCancel={() => dispatch(confirmCancelled())}
      />
    </Suspense>
  );
}
