// One description per form of how every layer names it and what the server does with it: the kind it is stored
// as, its call (path and envelope key), its record's schema, the prefix of its references and the names staff give
// it on the command line. The server's routes, the OpenAPI document, the store's kinds and references, the admin
// commands and export, and the mocks iterate these descriptors instead of spelling each form out
// (docs/adding-a-form.md). It carries every form's rules, so the browser's pages never import it (ESLint says so):
// a page takes its form's labels from its own record module.
import { FORM_CALLS, type FormEnvelopeKey } from './apiContract';
import { ATTESTATION_RECORD } from './attestation';
import { CONTACT_RECORD } from './contact';
import { textingTermsVersion } from './textingTerms';
import type { FormControls, PostedValues } from './formPost';
import { ATTESTATION_FORM_FIELD_OF_RECORD, buildAttestationRecord, type AttestationFormValues } from './attestation';
import { buildContactRecord, type ContactFormValues } from './contact';
import { buildTgiRecord, type TgiFormValues } from './tgi';
import type { RecordSchema } from './recordSchema';
import type { Screen } from './routeTable';
import type { YesNo } from './yesNo';
import { TGI_RECORD } from './tgi';

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
  /** The record: its fields, labels, limits and rules (src/domain/recordSchema.ts). */
  record: RecordSchema;
  /** The record carries an NPI and `isValidNPI`, which the server sets from its own look-up at the time of saving. */
  npiVerdictByServer?: boolean;
  /**
   * The record is a consent: the server keeps the version of the terms its pages show in the submission's language
   * beside it, and exports it.
   */
  consentTermsVersion?: (language: string) => string;
  /**
   * A provider's current answer is their latest response ("latest response wins"): the store files each record under
   * its individualNPI, and the export lists the latest per NPI unless asked for the history. Since NPIs are public,
   * anyone can send a response for any provider: a response whose answer differs from the one before it for its NPI
   * is a change, which the export shows beside the current answer with the answer it replaced and who gave that one
   * (docs/operations.md, "Confirming a changed answer").
   */
  latestPerNpi?: {
    /** The record's field that holds the provider's answer. */
    answerField: string;
    /** The record's field that holds the email of the person who answered. */
    emailField: string;
  };
  /** How staff's messages name a submission of the form ("Wrote 3 TGI submissions"). */
  staffName: string;
  /**
   * The record's text field that holds the address a receipt goes to (issue 36): when a stored record says
   * `wantsReceipt: true`, the server emails `record[receiptEmailField]` that the form was received, with its reference
   * and no answer of it. The contact form's and the survey's own email box; the attestation's `receiptEmail`, asked for
   * only with the box ticked.
   */
  receiptEmailField: string;
  /** The form sent by the browser itself, as a plain HTML post (issue 34): what server/routes/formPosts.ts reads of it. */
  post: FormPost;
}

/** How a form's plain HTML post becomes its record: by the app's own builders, so both make the same record. */
export interface FormPost {
  /** Its controls: the names the post may carry besides the hidden fields, and how each is read. */
  controls: FormControls;
  /** The record the app's saga builds from the same values, with the NPI verdict still to come. */
  record: (values: PostedValues, made: { isValidNPI: YesNo; now: Date; screen: Screen }) => Record<string, unknown>;
  /** The form's name of a record field where the two differ, so a refused field's message lands beside its box. */
  fieldOfRecord?: Readonly<Record<string, string>>;
}

/** Checks that each descriptor is filed under its own kind. */
function describeForms<const Forms extends { [Kind in keyof Forms]: FormDescriptor<Kind & string> }>(forms: Forms): Forms {
  return forms;
}

export const FORM_DESCRIPTORS = describeForms({
  attestation: {
    kind: 'attestation',
    // Its path and envelope, as the app's one save reads them (src/domain/apiContract.ts).
    ...FORM_CALLS.attestation,
    referencePrefix: 'ATT',
    commandNames: ['attestations', 'attestation'],
    summary: 'Save a training attestation',
    staffName: 'attestation',
    record: ATTESTATION_RECORD,
    receiptEmailField: 'receiptEmail',
    npiVerdictByServer: true,
    post: {
      controls: {
        firstName: 'text',
        lastName: 'text',
        individualNPI: 'npi',
        npiApplicable: 'checkbox',
        title: 'text',
        organization: 'text',
        wantsReceipt: 'checkbox',
        receiptEmail: 'text',
      },
      record: (values, { isValidNPI, now, screen }) =>
        buildAttestationRecord(values as AttestationFormValues, isValidNPI, screen.chunk === 'attestation' ? screen.formKey : 'stateTraining', now),
      fieldOfRecord: ATTESTATION_FORM_FIELD_OF_RECORD,
    },
  },
  contact: {
    kind: 'contact',
    ...FORM_CALLS.contact,
    referencePrefix: 'PMC',
    commandNames: ['contacts', 'contact'],
    summary: "Save a member's preferred contact methods",
    staffName: 'contact',
    record: CONTACT_RECORD,
    receiptEmailField: 'emailAddress',
    consentTermsVersion: textingTermsVersion,
    post: {
      controls: {
        firstName: 'text',
        lastName: 'text',
        memberId: 'text',
        emailAddress: 'text',
        mobileNumber: 'phone',
        isEmail: 'checkbox',
        isText: 'checkbox',
        isPreRecordedCall: 'checkbox',
        isPhone: 'checkbox',
        wantsReceipt: 'checkbox',
      },
      record: (values) => buildContactRecord(values as ContactFormValues),
    },
  },
  tgi: {
    kind: 'tgi',
    ...FORM_CALLS.tgi,
    referencePrefix: 'TGI',
    commandNames: ['tgi'],
    summary: 'Save a TGI gender-affirming services survey response',
    staffName: 'TGI',
    record: TGI_RECORD,
    receiptEmailField: 'email',
    npiVerdictByServer: true,
    latestPerNpi: { answerField: 'isGenderAffirmingServicesOffered', emailField: 'email' },
    post: {
      controls: {
        providerLastName: 'text',
        providerFirstName: 'text',
        individualNPI: 'npi',
        fullNameOfPersonCompletingSurvey: 'text',
        titleOfPersonCompletingSurvey: 'text',
        email: 'text',
        phoneNumber: 'phone',
        isGenderAffirmingServicesOffered: 'choice',
        wantsReceipt: 'checkbox',
      },
      record: (values, { isValidNPI, now }) => {
        const tgi = values as TgiFormValues;
        // The app never sends the survey unanswered; a post may, and it is refused as unanswered, never stored as No.
        return { ...buildTgiRecord(tgi, isValidNPI, now), isGenderAffirmingServicesOffered: tgi.isGenderAffirmingServicesOffered ?? '' };
      },
    },
  },
});

export type FormKind = keyof typeof FORM_DESCRIPTORS;

/** Every form, in the order the descriptors are written. */
export const FORMS: readonly FormDescriptor<FormKind>[] = Object.values(FORM_DESCRIPTORS);

/** A form's descriptor with every optional part visible (FORM_DESCRIPTORS keeps each one's exact type). */
export function formDescriptor(kind: FormKind): FormDescriptor<FormKind> {
  return FORM_DESCRIPTORS[kind];
}

export const FORM_KINDS: readonly FormKind[] = FORMS.map((form) => form.kind);

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(FORM_DESCRIPTORS, value);
}

/** The form staff mean by a command-line name (`attestations`, `contact`, `tgi`...), if any. */
export function formKindNamed(name: string): FormKind | undefined {
  return FORMS.find((form) => (form.commandNames as readonly string[]).includes(name))?.kind;
}

/**
 * ATT-000042: the prefix of the form and the id zero-padded to at least 6 digits. The references of submissions stored
 * before issue 21, which kept them; new ones are random (randomReference).
 */
export function formatReference(kind: FormKind, id: number): string {
  return `${FORM_DESCRIPTORS[kind].referencePrefix}-${String(id).padStart(6, '0')}`;
}

/**
 * The characters of a reference: digits and capitals without the ones read or typed as another (0 O, 1 I L, 5 S, 8 B,
 * 2 Z, U V), as GOV.UK Forms does, so a reference read out on the phone is taken down right: 23 characters, 23^8
 * (about 78 billion) references per form.
 */
export const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const REFERENCE_LENGTH = 8;

/**
 * ATT-7KQ4MXDN: the prefix of the form and REFERENCE_LENGTH characters drawn from `randomBytes` (issue 21: a sequential
 * reference told anyone how many submissions the plan receives). One byte per character, by rejection, so that every
 * character is equally likely.
 */
export function randomReference(kind: FormKind, randomBytes: (count: number) => Uint8Array): string {
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  let characters = '';
  while (characters.length < REFERENCE_LENGTH) {
    for (const byte of randomBytes(REFERENCE_LENGTH * 2)) {
      if (byte < limit && characters.length < REFERENCE_LENGTH) characters += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return `${FORM_DESCRIPTORS[kind].referencePrefix}-${characters}`;
}
