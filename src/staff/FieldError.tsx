// A field's error as the console's forms show it (a rule's message under its field), in a live region of its own: a
// screen reader says it as it appears, wherever focus is, as well as when the field it describes takes focus.
export function FieldError({ children }: { children: string }) {
  return <span role="alert">{children}</span>;
}

/**
 * Focus on the first field in error after a refused submit, by the id antd's Form gives each control
 * (`{form name}_{field name}`): its label and its error are read out together. A group (a fieldset of checkboxes) hands
 * focus to its first control.
 */
export function focusFieldInError(formName: string, fieldName: readonly (string | number)[] | undefined): void {
  if (!fieldName || fieldName.length === 0) return;
  const element = document.getElementById(`${formName}_${fieldName.join('_')}`);
  const control = element?.matches('input, textarea, select, button') ? element : element?.querySelector<HTMLElement>('input, textarea, select, button');
  control?.focus();
}
