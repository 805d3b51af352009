// Stable DOM ids for a form field, its hint and its error, so labels, descriptions and ErrorSummary links can target them.

/** The input's id: ErrorSummary links use `#${fieldInputId(form, name)}` to move focus to the field. */
export function fieldInputId(form: string, name: string): string {
  return `${form}-${name}`;
}

export function fieldLabelId(form: string, name: string): string {
  return `${fieldInputId(form, name)}-label`;
}

export function fieldHintId(form: string, name: string): string {
  return `${fieldInputId(form, name)}-hint`;
}

export function fieldErrorId(form: string, name: string): string {
  return `${fieldInputId(form, name)}-error`;
}
