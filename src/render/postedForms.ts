// A page that answers a form the browser posted itself (issue 34, docs/architecture.md#a-form-sent-without-scripts): its
// store is brought to where the app's own would stand after the same submission, by the same actions the app's form and
// sagas dispatch (redux-form's, then the feature's flow events), so the same components draw the same page: the error
// summary and each field's message, the confirm question, the thanks. The state goes into the page as every drawn
// page's does, and the app, if its scripts arrive, takes the page over from it.
import type { Action } from '@reduxjs/toolkit';
import { change, initialize, setSubmitFailed, stopSubmit } from 'redux-form';
import type { AttestationRecord } from '../domain/attestation';
import type { PreferredContactRecord } from '../domain/contact';
import { ATTESTATION_INITIAL_VALUES } from '../domain/attestation';
import { CONTACT_INITIAL_VALUES } from '../domain/contact';
import type { PostedForm, PostedFormKind, PostedStep, PostedValues } from '../domain/formPost';
import { DEFAULT_MEMBER_ID_CHARACTERS } from '../domain/memberId';
import type { PortalConfig } from '../domain/portalConfig';
import type { Screen } from '../domain/routeTable';
import type { Translate } from '../domain/text';
import type { TgiSurveyRecord } from '../domain/tgi';
import { validateAttestationForm } from '../features/attestation/attestationValidation';
import { validateContactForm } from '../features/contact/contactValidation';
import { validateTgiForm } from '../features/tgi/tgiValidation';
import {
  attestationActions,
  ATTESTATION_FORM,
  type AttestationFormKey,
} from '../features/attestation/attestationSlice';
import {
  contactActions,
  CONTACT_FORM,
} from '../features/contact/contactSlice';
import { tgiActions, TGI_FORM } from '../features/tgi/tgiSlice';

/** The key the TGI thanks is filed under in a drawn page: the server's answer came with the page itself. */
const POSTED_TGI_KEY = 'posted';

const FORM_NAMES: Record<PostedFormKind, string> = { contact: CONTACT_FORM, tgi: TGI_FORM, attestation: ATTESTATION_FORM };

/** The form's values as typed, over what the form starts with, as redux-form changes (so DevTools shows them). */
function valueActions(form: string, initial: PostedValues, values: PostedValues): Action[] {
  return [initialize(form, initial), ...Object.entries(values).map(([field, value]) => change(form, field, value))];
}

/**
 * The messages the app's own form gives these values (its validate), which it shows beside the fields and in the summary
 * once it takes the page over: drawn the same, so nothing changes then and the words are the app's.
 */
function appErrors(kind: PostedFormKind, values: PostedValues, tr: Translate, config: PortalConfig): Record<string, string> {
  const errors: object =
    kind === 'contact'
      ? validateContactForm(values, tr, { memberIdCharacters: config.memberIdCharacters ?? DEFAULT_MEMBER_ID_CHARACTERS })
      : kind === 'tgi'
        ? validateTgiForm(values, tr)
        : validateAttestationForm(values, tr);
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The form refused: every field shows its message, as after a submit the app refused. */
function refusedActions(form: string, errors: Readonly<Record<string, string>>): Action[] {
  return [stopSubmit(form, { ...errors }), setSubmitFailed(form)];
}

function contactSteps(values: PostedValues, outcome: PostedStep): Action[] {
  // The person sent the form: its terms were in the page to read (docs/readings.md, consent without scripts).
  const start = [contactActions.termsReadToEnd(), contactActions.submitted({ values })];
  switch (outcome.step) {
    case 'invalid':
      return [contactActions.termsReadToEnd(), contactActions.validationFailed()];
    case 'saved':
      return [...start, contactActions.saved({ reference: outcome.reference, receivedAt: outcome.receivedAt, sent: outcome.sent as PreferredContactRecord })];
    case 'failed':
      return [...start, contactActions.saveFailed({ failure: outcome.failure })];
    default:
      return [];
  }
}

function tgiSteps(values: PostedValues, outcome: PostedStep): Action[] {
  const submitted = tgiActions.submitted({ values });
  switch (outcome.step) {
    case 'invalid':
      return [tgiActions.validationFailed()];
    case 'confirmNpi':
      return [submitted, tgiActions.npiChecked({ valid: false })];
    case 'saved':
      return [
        submitted,
        tgiActions.npiChecked({ valid: true }),
        tgiActions.saveIssued({ record: outcome.sent as TgiSurveyRecord, idempotencyKey: POSTED_TGI_KEY }),
        tgiActions.delivered({ idempotencyKey: POSTED_TGI_KEY, reference: outcome.reference, receivedAt: outcome.receivedAt }),
      ];
    case 'failed':
      return [submitted, tgiActions.npiCheckFailed({ failure: outcome.failure })];
    default:
      return [];
  }
}

function attestationSteps(formKey: AttestationFormKey, values: PostedValues, outcome: PostedStep): Action[] {
  // Saved and failed go straight to the save, as N/A does: the NPI was settled by the server.
  const toSave = attestationActions.submitted({ formKey, values: { ...values, npiApplicable: true } });
  switch (outcome.step) {
    case 'invalid':
      return [attestationActions.validationFailed({ formKey })];
    case 'confirmNpi':
      return [attestationActions.submitted({ formKey, values }), attestationActions.npiChecked({ formKey, valid: false })];
    case 'saved':
      return [toSave, attestationActions.saved({ formKey, reference: outcome.reference, receivedAt: outcome.receivedAt, sent: outcome.sent as AttestationRecord })];
    case 'failed':
      return [toSave, attestationActions.saveFailed({ formKey, failure: outcome.failure })];
    default:
      return [];
  }
}

/**
 * Every action that brings a fresh store to where the posted form stands, in order. `tr` is the page's language; the
 * server's refusals (the record schema's) stand where the app's own form finds nothing to say.
 */
export function postedFormActions(screen: Screen, posted: PostedForm, tr: Translate, config: PortalConfig): Action[] {
  const { kind, values, outcome } = posted;
  const form = FORM_NAMES[kind];
  const initial = kind === 'contact' ? CONTACT_INITIAL_VALUES : kind === 'attestation' ? ATTESTATION_INITIAL_VALUES : {};
  // A saved form is reset by the app's save: its values are the record's, shown by the thanks.
  const formActions =
    outcome.step === 'saved'
      ? [initialize(form, initial as PostedValues)]
      : [...valueActions(form, initial as PostedValues, values), ...(outcome.step === 'invalid' ? refusedActions(form, { ...outcome.errors, ...appErrors(kind, values, tr, config) }) : [])];
  const flowActions =
    kind === 'contact'
      ? contactSteps(values, outcome)
      : kind === 'tgi'
        ? tgiSteps(values, outcome)
        : screen.chunk === 'attestation'
          ? attestationSteps(screen.formKey, values, outcome)
          : [];
  return [...formActions, ...flowActions];
}
