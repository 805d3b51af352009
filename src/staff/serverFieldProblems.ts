// What a console form does with a refusal that names its fields (a 400's `fields`, StaffProblemAnswer): each problem
// under its field, as a rule's message would be, and focus to the first of them. What it names that the form has not
// is for the form's alert (`problemsElsewhere`).
import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import type { StaffFailure } from './api';
import { focusFieldInError } from './FieldError';

/** The problems of a 400 about this form's own fields, by field. */
function problemsOf(failure: StaffFailure | null, fields: readonly string[]): [string, string][] {
  if (failure?.status !== 400 || !failure.fields) return [];
  return Object.entries(failure.fields).filter((entry): entry is [string, string] => fields.includes(entry[0]) && typeof entry[1] === 'string');
}

/** The problems of a 400 about fields the form has not, in its order. */
export function problemsElsewhere(failure: StaffFailure | null, fields: readonly string[]): string[] {
  return Object.entries(failure?.fields ?? {})
    .filter(([name, message]) => !fields.includes(name) && typeof message === 'string')
    .map(([, message]) => message as string);
}

export function useServerFieldProblems<Values>(form: FormInstance<Values>, formName: string, failure: StaffFailure | null, fields: readonly string[]): void {
  useEffect(() => {
    const refused = problemsOf(failure, fields);
    if (refused.length === 0) return;
    form.setFields(refused.map(([name, message]) => ({ name: name as never, errors: [message] })));
    focusFieldInError(formName, [refused[0]![0]]);
    // The fields a form has do not change; a new refusal is a new failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, formName, failure]);
}
