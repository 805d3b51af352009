// Small validate functions for component stories and tests, built on the domain rules the real forms use.
import type { FormErrors } from 'redux-form';
import { requiredMessage } from '../src/domain/messages';
import { npiError } from '../src/domain/npi';
import { isValidMaskedPhone } from '../src/domain/phone';
import type { HarnessValues } from './ReduxFormHarness';

function text(values: HarnessValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** Each named field must hold something; the message uses the label the story shows. */
export function requireFields(labels: Record<string, string>) {
  return (values: HarnessValues): FormErrors<HarnessValues> => {
    const errors: Record<string, string> = {};
    for (const [name, label] of Object.entries(labels)) {
      if (text(values, name).trim() === '') errors[name] = requiredMessage(label);
    }
    return errors;
  };
}

/** The attestation's NPI rules as its validate function applies them: nothing while N/A is ticked. */
export function validateNpi(values: HarnessValues): FormErrors<HarnessValues> {
  if (values.npiApplicable === true) return {};
  const npi = text(values, 'individualNPI');
  if (npi === '') return { individualNPI: requiredMessage('Individual NPI') };
  const error = npiError(npi, 'attestation');
  return error ? { individualNPI: error } : {};
}

export const PHONE_FORMAT_MESSAGE = 'Enter all 10 digits of the phone number.';

export function validatePhone(values: HarnessValues): FormErrors<HarnessValues> {
  const phone = text(values, 'mobileNumber');
  return phone !== '' && !isValidMaskedPhone(phone) ? { mobileNumber: PHONE_FORMAT_MESSAGE } : {};
}
