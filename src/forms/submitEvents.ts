// The redux-form submit handlers every form passes: onSubmit only reports the event, the saga does the rest
// (docs/conventions.md); a submit refused by validation is reported too, so the error summary takes focus.
import type { Action } from '@reduxjs/toolkit';

export interface SubmitEventHandlers<Values> {
  onSubmit: (values: Values) => void;
  onSubmitFail: (errors: unknown, dispatch: unknown, submitError: unknown) => void;
}

export function submitEvents<Values>(
  dispatch: (action: Action) => unknown,
  submitted: (values: Values) => Action,
  refused: () => Action,
): SubmitEventHandlers<Values> {
  return {
    onSubmit: (values) => {
      dispatch(submitted(values));
    },
    onSubmitFail: (_errors, _dispatch, submitError) => {
      // redux-form also calls this when onSubmit throws; only refused validation is reported here.
      if (!submitError) dispatch(refused());
    },
  };
}
