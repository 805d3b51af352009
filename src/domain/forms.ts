// One description per form of how every layer names it: the kind it is stored as, its call (path and
// envelope key), the prefix of its references and the names staff give it on the command line. The server's
// routes, the store's kinds and references, the admin commands and the mocks iterate these descriptors instead
// of spelling each form out (docs/adding-a-form.md). Plain data only: no validator or label is imported here, so
// any module may use it without pulling a form's rules into its bundle.
import { API_PATHS, type FormEnvelopeKey } from './apiContract';

export interface FormDescriptor<Kind extends string = string> {
  /** What the submission is stored as (the `kind` column), and the key of this descriptor. */
  kind: Kind;
  /** The path of its POST (docs/api.md). */
  path: string;
  /** The one key inside the POST's formData JSON that holds the record (docs/api.md). */
  envelopeKey: FormEnvelopeKey;
  /** References read `<prefix>-000042`. */
  referencePrefix: string;
  /** What staff call the form on the admin command line: the first is the name shown, the others are accepted too. */
  commandNames: readonly [string, ...string[]];
  /** One line on what the call saves, for the OpenAPI document. */
  summary: string;
}

/** Checks that each descriptor is filed under its own kind. */
function describeForms<const Forms extends { [Kind in keyof Forms]: FormDescriptor<Kind & string> }>(forms: Forms): Forms {
  return forms;
}

export const FORM_DESCRIPTORS = describeForms({
  attestation: {
    kind: 'attestation',
    path: API_PATHS.attestation,
    envelopeKey: 'attestationForm',
    referencePrefix: 'ATT',
    commandNames: ['attestations', 'attestation'],
    summary: 'Save a training attestation',
  },
  contact: {
    kind: 'contact',
    path: API_PATHS.preferredContact,
    envelopeKey: 'preferredContactForm',
    referencePrefix: 'PMC',
    commandNames: ['contacts', 'contact'],
    summary: "Save a member's preferred contact methods",
  },
  tgi: {
    kind: 'tgi',
    path: API_PATHS.tgiAct,
    envelopeKey: 'tgiActForm',
    referencePrefix: 'TGI',
    commandNames: ['tgi'],
    summary: 'Save a TGI gender-affirming services survey response',
  },
});

export type FormKind = keyof typeof FORM_DESCRIPTORS;

/** Every form, in the order the descriptors are written. */
export const FORMS: readonly (typeof FORM_DESCRIPTORS)[FormKind][] = Object.values(FORM_DESCRIPTORS);

export const FORM_KINDS: readonly FormKind[] = FORMS.map((form) => form.kind);

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(FORM_DESCRIPTORS, value);
}

/** The form staff mean by a command-line name (`attestations`, `contact`, `tgi`...), if any. */
export function formKindNamed(name: string): FormKind | undefined {
  return FORMS.find((form) => (form.commandNames as readonly string[]).includes(name))?.kind;
}

/** ATT-000042: the prefix of the form and the id zero-padded to at least 6 digits. */
export function formatReference(kind: FormKind, id: number): string {
  return `${FORM_DESCRIPTORS[kind].referencePrefix}-${String(id).padStart(6, '0')}`;
}
