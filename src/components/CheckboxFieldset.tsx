// A group of checkboxes under one question (e.g. the ways a member may be contacted), on ChoiceFieldset.
import type { ReactNode } from 'react';
import { ChoiceFieldset } from './ChoiceFieldset';

export interface CheckboxFieldsetProps {
  legend: string;
  hint?: string;
  /** Already visible (e.g. after a failed submit); announced with the group through aria-describedby. */
  error?: string;
  /** Ids for the hint and error, so the group's description can point at them. */
  idBase: string;
  required?: boolean;
  children: ReactNode;
}

export function CheckboxFieldset({ idBase, ...props }: CheckboxFieldsetProps) {
  return <ChoiceFieldset {...props} hintId={`${idBase}-hint`} errorId={`${idBase}-error`} />;
}
