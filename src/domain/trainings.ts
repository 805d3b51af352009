// The trainings of docs/screens.md: their routes' keys, titles and sentences, and the record's attestationFormName.
// Apart from attestation.ts (the server's record check) so the browser's main bundle carries only these.
import { en, inEnglish, type Translate } from './text';

export type AttestationFormType = 'childhood' | 'oralhealth' | 'deiprovidertraining';

export const GENERIC_TRAININGS: Record<
  AttestationFormType,
  { title: string; attestationContent?: string }
> = {
  childhood: { title: en('Childhood Lead Poison Prevention Program Provider Training') },
  oralhealth: { title: en('Oral Health & Topical Fluoride Application Training') },
  deiprovidertraining: {
    title: en('DEI Provider Training Program'),
    attestationContent: en(
      'I attest to my organization completing the DEI Provider Training Program sponsored by {planName}. Please sign by completing the boxes below',
    ),
  },
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

export function defaultAttestationText(title: string, planName: string, tr: Translate = inEnglish): string {
  return tr('I attest to reviewing the training modules on the {title} sponsored by {planName}. Please sign by completing the boxes below', {
    title: tr(title),
    planName,
  });
}

/** The sentence a generic form shows: its custom content when it has one (docs/screens.md). */
export function genericAttestationText(formType: AttestationFormType, planName: string, tr: Translate = inEnglish): string {
  const training = GENERIC_TRAININGS[formType];
  return training.attestationContent ? tr(training.attestationContent, { planName }) : defaultAttestationText(training.title, planName, tr);
}

export function attestationThanksText(title: string, planName: string, tr: Translate = inEnglish): string {
  return tr('Thanks for reviewing the training modules on the {title} sponsored by {planName}', { title: tr(title), planName });
}
