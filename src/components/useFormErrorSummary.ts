// The error summary's entries for a redux-form form: its browser and server errors together, in the page's
// field order, once a submit has failed (GOV.UK's pattern: nothing is listed before the person submits).
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { getFormError, getFormSubmitErrors, getFormSyncErrors, hasSubmitFailed } from 'redux-form';
import { useAppSelector } from '../core/hooks';
import type { ErrorSummaryEntry } from './ErrorSummary';
import { fieldInputId } from './fieldIds';

export interface SummaryField {
  /** The key of the error in redux-form's errors (a field name, or `_error` for the form as a whole). */
  error: string;
  /** The field its summary link moves focus to; the error's own field when left out. */
  focus?: string;
}

/** The fields in the order they appear on the page; plain names for the common case. */
export type SummaryFieldOrder = readonly (string | SummaryField)[];

export function useFormErrorSummary(form: string, fieldOrder: SummaryFieldOrder): ErrorSummaryEntry[] {
  // redux-form's selectors read only `state.form`.
  const submitFailed = useAppSelector((state) => hasSubmitFailed(form)(state));
  const syncErrors = useAppSelector((state) => getFormSyncErrors(form)(state), shallowEqual) as Record<string, unknown>;
  const submitErrors = useAppSelector((state) => getFormSubmitErrors(form)(state), shallowEqual) as Record<string, unknown>;
  // redux-form keeps the form-wide error (`_error`, from validate or the server) apart from the field errors.
  const formError: unknown = useAppSelector((state) => getFormError(form)(state));
  return useMemo(() => {
    if (!submitFailed) return [];
    const errors: Record<string, unknown> = { ...syncErrors, ...submitErrors, _error: formError };
    return fieldOrder.flatMap((entry) => {
      const { error, focus } = typeof entry === 'string' ? { error: entry, focus: entry } : entry;
      const message = errors[error];
      return typeof message === 'string' ? [{ fieldId: fieldInputId(form, focus ?? error), message }] : [];
    });
  }, [form, fieldOrder, submitFailed, syncErrors, submitErrors, formError]);
}
