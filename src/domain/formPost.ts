// A form the browser sends itself, as a plain HTML post, before or without the app (issue 34, docs/architecture.md#a-form-
// sent-without-scripts): the names of its hidden fields, which controls each form has and what kind, the values as the
// app's form would hold them, and what the server's answer page shows. Framework-free: the server reads it to take the
// post, the page renderer to draw the answer with the app's own components and store.
import type { ContactPoint } from './contactConfirmation';
import { normalizeNpi } from './npi';
import { formatPhoneAsTyped } from './phone';
import { screenForm, type FormName, type Screen } from './routeTable';

/** The hidden fields every posted form carries beside its controls. */
export const POST_FIELDS = {
  /** The anti-forgery token (the XSRF-TOKEN cookie's value), which the app sends in X-XSRF-TOKEN. */
  antiForgeryToken: '_xsrf',
  /** The Idempotency-Key of this page's submission: a repeated post with the same values is one submission. */
  idempotencyKey: '_key',
  /** The page's language: the answer is drawn, and the record's messages said, in it (Content-Language). */
  language: '_lang',
  /** The confirm step's answer when the NPI was not found: `yes` stores it with isValidNPI No, `no` goes back. */
  npiAnswer: '_npi',
  /**
   * The bot check of a post without scripts (issue 35): a text box no person sees or reaches, which programs that fill
   * in every box fill in too. Not empty: the server's bot check does not pass (server/routes/formPosts.ts).
   */
  honeypot: 'website',
} as const;

export type NpiAnswer = 'yes' | 'no';

/**
 * How each control is posted and held: `text` as typed; `phone` in its mask, as the app's box shows it as typed;
 * `npi` without spaces and dashes, as the app's NPI box cleans it; `checkbox` present when ticked; `choice` one value.
 */
export type ControlKind = 'text' | 'phone' | 'npi' | 'checkbox' | 'choice';

/** Which form a route's screen draws, as the server stores it (the form descriptors' kinds). */
export type PostedFormKind = FormName;

/** A form's controls by name, as its plain HTML post carries them (a descriptor's `post.controls`, src/domain/forms.ts). */
export type FormControls = Readonly<Record<string, ControlKind>>;

/** The form a screen draws, if it draws one. */
export function postedFormKind(screen: Screen): PostedFormKind | undefined {
  return screenForm(screen.chunk);
}

export type PostedValues = Record<string, string | boolean>;

/**
 * A post's controls as the app's form would hold them had the person typed the same (a checkbox's presence is its tick;
 * a control the post left out is not set, as an untouched one). Only the form's own controls are read.
 */
export function formValuesFromPost(controls: FormControls, fields: Readonly<Record<string, string>>): PostedValues {
  const values: PostedValues = {};
  for (const [name, control] of Object.entries(controls)) {
    const posted = fields[name];
    if (control === 'checkbox') values[name] = posted !== undefined;
    else if (posted === undefined) continue;
    else if (control === 'phone') values[name] = formatPhoneAsTyped(posted);
    else if (control === 'npi') values[name] = normalizeNpi(posted);
    else values[name] = posted;
  }
  return values;
}

/** The fields a post of this form may carry: its controls and the hidden fields. Anything else is refused. */
export function allowedPostFields(controls: FormControls): ReadonlySet<string> {
  return new Set([...Object.keys(controls), ...Object.values(POST_FIELDS)]);
}

/** A failure as the app's form flow keeps it: English texts, said in the page's language where shown. */
export interface PostedFailure {
  title: string;
  message: string;
  values?: Readonly<Record<string, string>>;
}

/** Where a posted form stands after the server took it: the page its answer draws. */
export type PostedStep =
  /** The record's rules refused it: each field's message (by the form's field names; `_error` for the form's own). */
  | { step: 'invalid'; errors: Readonly<Record<string, string>> }
  /** The NPI was not found: the spec's question, Yes or No. */
  | { step: 'confirmNpi' }
  /** No to that question: the form again, as it was. */
  | { step: 'npiDeclined' }
  /**
   * Stored: the thanks, with the reference and when it was received (ISO 8601), and the record sent. `awaiting`: the
   * contact points a consent waits for the member to confirm (issue 36), absent or empty when it took effect at once.
   */
  | { step: 'saved'; reference: string; receivedAt: string; sent: Readonly<Record<string, unknown>>; awaiting?: readonly ContactPoint[] }
  /** Not stored, for a reason the form cannot fix (a rate limit, a refused token, the store): the notice, values kept. */
  | { step: 'failed'; failure: PostedFailure };

/** A page drawn as the answer to a post: the form's values as typed and where the submission stands. */
export interface PostedForm {
  kind: PostedFormKind;
  values: PostedValues;
  outcome: PostedStep;
}

/** The query parameter of a form's confirmation address (`/preferredcontact?sent=PMC-3HWT9CAE`). */
export const SENT_PARAMETER = 'sent';
