// What each form starts with, for its redux-form config and for a form drawn from a post (src/render/postedForms.ts).
// Apart from formValues.ts, which every page's first load carries: only the forms' chunks need these.
import type { AttestationFormValues, ContactFormValues } from './formValues';

/** What each form starts with: every box unticked (redux-form's initialValues, and a form drawn from a post). */
export const CONTACT_INITIAL_VALUES: ContactFormValues = { isEmail: false, isText: false, isPreRecordedCall: false, isPhone: false };
export const ATTESTATION_INITIAL_VALUES: AttestationFormValues = { npiApplicable: false };
