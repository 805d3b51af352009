// Exact user-facing texts of the spec that several features share, kept verbatim (quirks included). Each is English
// marked for the catalogs (src/domain/text.ts): a screen shows it through its language's Translate.
import { en, inEnglish, type Translate } from './text';

export const MISSING_INFORMATION = {
  title: en('Missing Information'),
  message: en('You have entered invalid or incomplete information. Please correct any errors and try again.'),
} as const;

export const SYSTEM_ERROR = {
  title: en('System Error!'),
  message: en('Sorry, we are unable to process your request at the moment. Please try again later.'),
} as const;

/**
 * Ours (issue 35): a save the bot check refused (docs/api.md#the-bot-check), once the app's own tries with a fresh
 * solution each are spent, or a form posted without scripts whose hidden field was filled in. `{button}` is the form's.
 */
export const BOT_CHECK_FAILED = {
  title: en('Not sent yet'),
  message: en('This page could not confirm that a person is sending the form. Select {button} to send it again.'),
} as const;

export const INVALID_DATA_TITLE = en('Invalid Data!');

export const NPI_NOT_FOUND_CONFIRM = {
  title: en('Confirm'),
  message: en('NPI you entered is not valid, do you still want to submit?'),
  okLabel: en('Yes'),
  cancelLabel: en('No'),
} as const;

export const ATTESTATION_SAVED_MESSAGE = en('Attestation Form has been successfully saved');

/** The spec gives only the heading verbatim; the sentence follows its description. */
export const MAINTENANCE = {
  heading: en("We'll be back soon!"),
  message: en('We are performing scheduled maintenance at the moment. The site will be back online shortly.'),
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
export function requiredMessage(label: string, tr: Translate = inEnglish): string {
  return tr('{label} is required.', { label: tr(label) });
}

/** Ours: the spec relies on input limits, but the server must still say why it refuses a longer value. */
export function maxLengthMessage(label: string, maxLength: number, tr: Translate = inEnglish): string {
  return tr('{label} must be at most {maxLength} characters.', { label: tr(label), maxLength });
}

/** Ours: a control, line-break or text-direction character would reach staff terminals and spreadsheets as it is. */
export function forbiddenCharacterMessage(label: string, tr: Translate = inEnglish): string {
  return tr('{label} contains a character that cannot be used here (a control, line-break or text-direction character). Type it again without it.', {
    label: tr(label),
  });
}
