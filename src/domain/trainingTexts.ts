// The sentences of the attestation screens (docs/screens.md): what a person attests to, and the thanks. Apart from
// trainings.ts, which the route table brings into every page's first load, so only the attestation screens carry
// them; in the attestation's catalog (lingui.config.mjs).
import { en, inEnglish, type Translate } from './text';
import { GENERIC_TRAININGS, type AttestationFormType } from './trainings';

/** A generic form's own sentence, where it has one instead of the default (docs/screens.md). */
export const TRAINING_ATTESTATION_CONTENT: Readonly<Partial<Record<AttestationFormType, string>>> = {
  deiprovidertraining: en(
    'I attest to my organization completing the DEI Provider Training Program sponsored by {planName}. Please sign by completing the boxes below',
  ),
};

export function defaultAttestationText(title: string, planName: string, tr: Translate = inEnglish): string {
  return tr('I attest to reviewing the training modules on the {title} sponsored by {planName}. Please sign by completing the boxes below', {
    title: tr(title),
    planName,
  });
}

/** The sentence a generic form shows: its custom content when it has one (docs/screens.md). */
export function genericAttestationText(formType: AttestationFormType, planName: string, tr: Translate = inEnglish): string {
  const content = TRAINING_ATTESTATION_CONTENT[formType];
  return content ? tr(content, { planName }) : defaultAttestationText(GENERIC_TRAININGS[formType].title, planName, tr);
}

export function attestationThanksText(title: string, planName: string, tr: Translate = inEnglish): string {
  return tr('Thanks for reviewing the training modules on the {title} sponsored by {planName}', { title: tr(title), planName });
}
