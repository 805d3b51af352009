// Connects the confirm dialog's state to the ConfirmDialog component; its buttons answer the waiting saga.
// The dialog (antd Modal) is loaded the first time one is asked for, if the NPI check has not already started loading
// it (src/components/loadConfirmDialog.ts), keeping it out of every page's first load.
// The state holds the saga's English texts (the spec's, as NPI_NOT_FOUND_CONFIRM): they are said here in the active
// language, so a dialog left open while the language changes changes with it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmAccepted, confirmCancelled, selectConfirm } from '../core/appSlice';
import { useAppDispatch, useAppSelector, useTranslate } from '../core/hooks';
import { loadConfirmDialog } from '../components/loadConfirmDialog';

const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

export function ConfirmDialogHost() {
  const confirm = useAppSelector(selectConfirm);
  const dispatch = useAppDispatch();
  const tr = useTranslate();
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
        title={tr(confirm.title)}
        message={tr(confirm.message)}
        okLabel={tr(confirm.okLabel)}
        cancelLabel={tr(confirm.cancelLabel)}
        onOk={() => dispatch(confirmAccepted())}
        onCancel={() => dispatch(confirmCancelled())}
      />
    </Suspense>
  );
}
