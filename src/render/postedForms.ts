// A page that answers a form the browser posted itself (issue 34, docs/architecture.md#a-form-sent-without-scripts): its
// store is brought to where the app's own would stand after the same submission, by the same actions the app's form and
// sagas dispatch (redux-form's, then the feature's flow events), so the same components draw the same page: the error
// summary and each field's message, the confirm question, the thanks. The state goes into the page as every drawn
// page's does, and the app, if its scripts arrive, takes the page over from it.
import type { Action } from '@reduxjs/toolkit';
import { change, initialize, setSubmitFailed, stopSubmit } from 'redux-form';
import { ATTESTATION_INITIAL_VALUES, type AttestationRecord } from '../domain/attestation';
import type { PostedForm, PostedFormKind, PostedStep, PostedValues } from '../domain/formPost';
import { DEFAULT_MEMBER_ID_CHARACTERS } from '../domain/memberId';
import type { PortalConfig } from '../domain/portalConfig';
import type { Screen } from '../domain/routeTable';
import type { Translate } from '../domain/text';
import type { TgiSurveyRecord } from '../domain/tgi';
import { registeredFormModule, type FormFlowEvents, type PostedFormPart } from '../core/reducerRegistry';
import { attestationActions, type AttestationFormKey } from '../features/attestation/attestationSlice';
import { validateAttestationForm } from '../features/attestation/attestationValidation';
import { tgiActions } from '../features/tgi/tgiSlice';
import { validateTgiForm } from '../features/tgi/tgiValidation';

/** The key the TGI thanks is filed under in a drawn page: the server's answer came with the page itself. */
const POSTED_TGI_KEY = 'posted';

/** The form's values as typed, over what the form starts with, as redux-form changes (so DevTools shows them). */
function valueActions(form: string, initial: PostedValues, values: PostedValues): Action[] {
  return [initialize(form, initial), ...Object.entries(values).map(([field, value]) => change(form, field, value))];
}

/**
 * The messages the app's own form gives these values (its validate), which it shows beside the fields and in the summary
 * once it takes the page over: drawn the same, so nothing changes then and the words are the app's.
 */
function appErrors(part: Pick<PostedFormPart, 'validate'>, values: PostedValues, tr: Translate, config: PortalConfig): Record<string, string> {
  const errors = part.validate(values, tr, { memberIdCharacters: config.memberIdCharacters ?? DEFAULT_MEMBER_ID_CHARACTERS });
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The form refused: every field shows its message, as after a submit the app refused. */
function refusedActions(form: string, errors: Readonly<Record<string, string>>): Action[] {
  return [stopSubmit(form, { ...errors }), setSubmitFailed(form)];
}

/** The shared flow's steps (src/forms/formFlow.ts), for a form with no NPI to check and nothing after its save. */
function sharedFlowSteps(events: FormFlowEvents, values: PostedValues, outcome: PostedStep): Action[] {
  // The post's values and record are this form's own (its descriptor made them): its events take them.
  const sent = events.sent ? [events.sent()] : [];
  const start = [...sent, events.submitted({ values: values as never })];
  switch (outcome.step) {
    case 'invalid':
      return [...sent, events.validationFailed()];
    case 'saved': {
      // As the app's save puts it (saveFormRecord): what the consent waits for only when it waits for something.
      const awaiting = outcome.awaiting ?? [];
      return [
        ...start,
        events.saved({ reference: outcome.reference, receivedAt: outcome.receivedAt, sent: outcome.sent as never, ...(awaiting.length > 0 ? { awaiting } : {}) }),
      ];
    }
    case 'failed':
      return [...start, events.saveFailed({ failure: outcome.failure })];
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

/** What the renderer needs of a form whose flow has steps of its own, which its module leaves out (to keep its chunk small). */
interface FormWithStepsOfItsOwn extends Omit<PostedFormPart, 'events'> {
  steps(values: PostedValues, outcome: PostedStep, screen: Screen): Action[];
}

/** The survey's save goes on after its thanks; an attestation's events name its training. */
const FORMS_WITH_STEPS_OF_THEIR_OWN: Partial<Record<PostedFormKind, FormWithStepsOfItsOwn>> = {
  tgi: { validate: validateTgiForm, steps: tgiSteps },
  attestation: {
    initialValues: ATTESTATION_INITIAL_VALUES,
    validate: validateAttestationForm,
    steps: (values, outcome, screen) => (screen.chunk === 'attestation' ? attestationSteps(screen.formKey, values, outcome) : []),
  },
};

/**
 * Every action that brings a fresh store to where the posted form stands, in order. `tr` is the page's language; the
 * server's refusals (the record schema's) stand where the app's own form finds nothing to say. The form's module
 * (src/features/<form>/<form>Module.ts) says the rest: the renderer loads every form's before it draws.
 */
export function postedFormActions(screen: Screen, posted: PostedForm, tr: Translate, config: PortalConfig): Action[] {
  const { kind, values, outcome } = posted;
  const ownSteps = FORMS_WITH_STEPS_OF_THEIR_OWN[kind];
  const shared = ownSteps ? undefined : registeredFormModule(kind)?.posted;
  const part = ownSteps ?? shared;
  if (!part) throw new Error(`The ${kind} form's module is not loaded, or it does not say how a post of it is drawn.`);
  // A form's redux-form name is its one name (CONTACT_FORM is 'contact').
  const form = kind;
  const initial = (part.initialValues ?? {}) as PostedValues;
  // A saved form is reset by the app's save: its values are the record's, shown by the thanks.
  const formActions =
    outcome.step === 'saved'
      ? [initialize(form, initial)]
      : [...valueActions(form, initial, values), ...(outcome.step === 'invalid' ? refusedActions(form, { ...outcome.errors, ...appErrors(part, values, tr, config) }) : [])];
  const flowActions = shared ? sharedFlowSteps(shared.events, values, outcome) : (ownSteps?.steps(values, outcome, screen) ?? []);
  return [...formActions, ...flowActions];
}
