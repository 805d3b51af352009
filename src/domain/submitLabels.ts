// Each form's button, apart from the forms' other texts: the sagas (in every page's first load) name it in a lost
// connection's notice, and must not pull a form's rules in with it.
import { en } from './text';

export const SUBMIT_LABELS = {
  attestation: en('DONE'),
  contact: en('Submit'),
  tgi: en('Submit'),
} as const;
