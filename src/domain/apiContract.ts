// The wire contract of docs/api.md: paths, payload envelopes and record shapes, shared by SPA, mocks and server.
// Types only: this module is in the main bundle, which must not take in the record modules' or the route table's code.
import type { AttestationRecord } from './attestation';
import type { PreferredContactRecord } from './contact';
import type { ContactPoint } from './contactConfirmation';
import type { FormName } from './routeTable';
import type { TgiSurveyRecord } from './tgi';

export const API_PATHS = {
  /** Relative to the web base. */
  siteInMaintenance: '/api/common/issiteinmaintenance',
  /** Relative to the API base. */
  notifications: '/notification',
  /** Relative to the API base; the NPI is appended as a path segment. */
  npiValidity: '/api/Attestation/IsNPIValid',
  /** Relative to the API base. */
  attestation: '/api/Attestation',
  /** Relative to the API base. Each form's path is under the form's one name (FORM_NAMES in routeTable.ts). */
  contact: '/api/preferredcontact',
  /** docs/api.md gives this one without a base: relative to the page's origin (the web base). */
  tgi: '/api/tgiact',
} as const;

/**
 * The portal's bot check (server/security/botCheck.ts, docs/api.md#the-bot-check), not one of the spec's calls: where a
 * challenge is fetched (relative to the web base: the portal's own server verifies it), and the header a save sends
 * the solution in, and how a 403's body names the check (its `check`) when the check refused a save, so the app can
 * tell it from an anti-forgery token's. Absent on a server that does not check (BOT_CHECK=off, or another back end):
 * the app then sends none.
 */
export const BOT_CHECK = { challengePath: '/api/bot-check', header: 'Bot-Check', refusal: 'bot-check' } as const;

export const npiValidityPath = (npi: string): string => `${API_PATHS.npiValidity}/${encodeURIComponent(npi)}`;

export type { YesNo } from './yesNo';

/** docs/records.md "Attestation record": described by its schema in attestation.ts. */
export type { AttestationRecord } from './attestation';

/** docs/records.md "Notification". */
export interface NotificationMessage {
  message: string;
}

/** What the reference server answers to an accepted POST (docs/api.md). */
export interface SubmissionReceipt {
  id: number | string;
  reference: string;
  /**
   * A preferred-contact consent that names a new email address or mobile number waits for the member to confirm each
   * (issue 36): the contact points it waits for. Absent or empty when the consent took effect at once.
   */
  awaiting?: readonly ContactPoint[];
}

/** The key inside the formData JSON string for each POST (docs/api.md). */
export type FormEnvelopeKey = 'attestationForm' | 'preferredContactForm' | 'tgiActForm';

/** Which of the configured bases a call's path is relative to: the API's, or the page's own side (the web base). */
export type BaseName = 'api' | 'web';

/** Each form's save: its base, its path and the key of its envelope. The portal's one save reads it by form name. */
export const FORM_CALLS: { readonly [Name in FormName]: { base: BaseName; path: string; envelopeKey: FormEnvelopeKey } } = {
  contact: { base: 'api', path: API_PATHS.contact, envelopeKey: 'preferredContactForm' },
  // docs/api.md gives the TGI save as a bare '/api/tgiact': the page's own side, i.e. the web base.
  tgi: { base: 'web', path: API_PATHS.tgi, envelopeKey: 'tgiActForm' },
  attestation: { base: 'api', path: API_PATHS.attestation, envelopeKey: 'attestationForm' },
};

/** The record each form saves, by its one name. */
export interface FormRecords {
  contact: PreferredContactRecord;
  tgi: TgiSurveyRecord;
  attestation: AttestationRecord;
}

/** The POST body of docs/api.md: `{ formData: JSON string of { [key]: record } }`. */
export interface FormDataBody {
  formData: string;
}

export function toFormDataBody<T>(key: FormEnvelopeKey, record: T): FormDataBody {
  return { formData: JSON.stringify({ [key]: record }) };
}

/** Reads a POST body back into its record; undefined when the envelope is not the expected one (one key, no other). */
export function fromFormDataBody(key: FormEnvelopeKey, body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const formData = (body as Partial<FormDataBody>).formData;
  if (typeof formData !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(formData);
    // Exactly the one key of docs/api.md: anything beside it would be stored unread, so the envelope is refused.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const keys = Object.keys(parsed);
    if (keys.length !== 1 || keys[0] !== key) return undefined;
    return (parsed as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** Anti-forgery names (docs/api.md). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
/**
 * The prefix the server gives its cookies over HTTPS (issue 21): a `__Host-` cookie is Secure, for the whole site and
 * for this host alone, so a cookie planted from a sibling subdomain can never shadow it.
 */
export const HOST_COOKIE_PREFIX = '__Host-';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** The anti-forgery cookie a page reads: `__Host-XSRF-TOKEN` over HTTPS, which a sibling subdomain cannot plant or shadow. */
export function xsrfCookieName(secure: boolean): string {
  return secure ? `${HOST_COOKIE_PREFIX}${XSRF_COOKIE_NAME}` : XSRF_COOKIE_NAME;
}
