// Exact user-facing texts of the spec that several features share, kept verbatim (quirks included).

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  message: 'You have entered invalid or incomplete information. Please correct any errors and try again.',
} as const;

export const SYSTEM_ERROR = {
  title: 'System Error!',
  message: 'Sorry, we are unable to process your request at the moment. Please try again later.',
} as const;

export const INVALID_DATA_TITLE = 'Invalid Data!';

export const NPI_NOT_FOUND_CONFIRM = {
  title: 'Confirm',
  message: 'NPI you entered is not valid, do you still want to submit?',
  okLabel: 'Yes',
  cancelLabel: 'No',
} as const;

export const ATTESTATION_SAVED_MESSAGE = 'Attestation Form has been successfully saved';

/** The spec gives only the heading verbatim; the sentence follows its description. */
export const MAINTENANCE = {
  heading: "We'll be back soon!",
  message: 'We are performing scheduled maintenance at the moment. The site will be back online shortly.',
} as const;

/**
 * What a rule found: a code for the code that reacts to the kind of problem (the TGI survey's alerts, a plainer
 * sentence beside a field), and the exact message. Code compares codes, never message texts.
 */
export interface FieldProblem {
  code: 'required' | 'tooLong' | 'malformed';
  message: string;
}

/** Ours: the spec shows no text for an empty required field. */
export function requiredMessage(label: string): string {
  return `${label} is required.`;
}

/** Ours: the spec relies on input limits, but the server must still say why it refuses a longer value. */
export function maxLengthMessage(label: string, maxLength: number): string {
  return `${label} must be at most ${maxLength} characters.`;
}

/** Ours: a control or text-direction character would reach staff terminals and spreadsheets as it is. */
export function forbiddenCharacterMessage(label: string): string {
  return `${label} contains a character that cannot be used here (a control or text-direction character). Type it again without it.`;
}
