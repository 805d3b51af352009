// The trainings of docs/screens.md: their routes' keys and titles, and the record's attestationFormName. Apart from
// attestation.ts (the server's record check) and trainingTexts.ts (the screens' sentences) so the browser's main
// bundle, whose route table names every training, carries only these.
import { en } from './text';

export type AttestationFormType = 'childhood' | 'oralhealth' | 'deiprovidertraining';

export const GENERIC_TRAININGS: Record<AttestationFormType, { title: string }> = {
  childhood: { title: en('Childhood Lead Poison Prevention Program Provider Training') },
  oralhealth: { title: en('Oral Health & Topical Fluoride Application Training') },
  deiprovidertraining: { title: en('DEI Provider Training Program') },
};

/** The state children-and-teens training: its attestationFormName is fixed (docs/records.md). */
export const STATE_TRAINING_TITLE = en('Medi-Cal for Kids & Teens Provider Training');

/** The three generic forms plus the state children-and-teens training (route `attestation`). */
export type AttestationFormKey = AttestationFormType | 'stateTraining';

export const ATTESTATION_FORM_KEYS: readonly AttestationFormKey[] = ['childhood', 'oralhealth', 'deiprovidertraining', 'stateTraining'];

/** The record's attestationFormName (docs/records.md): the training's title, whatever the plan is called. */
export function attestationFormName(formKey: AttestationFormKey): string {
  return formKey === 'stateTraining' ? STATE_TRAINING_TITLE : GENERIC_TRAININGS[formKey].title;
}

/** Every value a saved record's attestationFormName may take. */
export const ATTESTATION_FORM_NAMES: readonly string[] = ATTESTATION_FORM_KEYS.map(attestationFormName);
