// One typed function per call of docs/api.md (one for every form's save), reading each answer defensively since its shape is not promised.
import {
  API_PATHS,
  BOT_CHECK,
  FORM_CALLS,
  npiValidityPath,
  toFormDataBody,
  type FormRecords,
  type NotificationMessage,
  type SubmissionReceipt,
} from '../domain/apiContract';
import { CONTACT_POINTS, type ContactPoint } from '../domain/contactConfirmation';
import type { FormName } from '../domain/routeTable';
import { createBotCheck } from './botCheck';
import { createHttpClient, type HttpClientOptions } from './client';
import { SOURCE_LANGUAGE } from '../domain/language';

export interface PortalApi {
  isSiteInMaintenance(): Promise<boolean>;
  /** The notices in the language of the page: those staff gave in it, the others in English (the spec's call in English). */
  getNotifications(language?: string): Promise<NotificationMessage[]>;
  isNpiValid(npi: string): Promise<boolean>;
  /**
   * Saves a form's record, where FORM_CALLS (apiContract.ts) says, so a new form needs no method of its own.
   * `language`: the one the record was written in (a TGI survey kept from an earlier visit); else the page's at the time.
   */
  saveForm<Name extends FormName>(name: Name, record: FormRecords[Name], idempotencyKey?: string, language?: string): Promise<SubmissionReceipt | undefined>;
  /** Starts solving the bot check in the background, so a save finds its solution ready (docs/api.md#the-bot-check). */
  startBotCheck?(): void;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** docs/api.md says "read as true or false": JSON booleans, and the strings some back ends send instead. */
export function readTrueFalse(answer: unknown): boolean {
  if (typeof answer === 'boolean') return answer;
  if (typeof answer === 'string') return answer.trim().toLowerCase() === 'true';
  return false;
}

/** Keeps only entries with a non-empty text message, so one bad entry cannot break the strip. */
export function readNotifications(answer: unknown): NotificationMessage[] {
  if (!Array.isArray(answer)) return [];
  const notifications: NotificationMessage[] = [];
  for (const entry of answer as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const message = (entry as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') notifications.push({ message });
  }
  return notifications;
}

/**
 * The contact points a consent waits for (issue 36), in CONTACT_POINTS' order: those of the answer's list the portal
 * knows, once each. Anything else (absent, not a list, an unknown point) says nothing is awaited.
 */
export function readAwaiting(answer: unknown): ContactPoint[] {
  if (!Array.isArray(answer)) return [];
  return CONTACT_POINTS.filter((point) => (answer as unknown[]).includes(point));
}

/** docs/api.md promises no response body for the saves; the reference server's receipt is kept when present. */
export function readReceipt(answer: unknown): SubmissionReceipt | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { id, reference, awaiting } = answer as { id?: unknown; reference?: unknown; awaiting?: unknown };
  if (!((typeof id === 'number' || typeof id === 'string') && typeof reference === 'string')) return undefined;
  const points = readAwaiting(awaiting);
  // Kept only when there is something to confirm: a receipt without it reads as it always did.
  return points.length > 0 ? { id, reference, awaiting: points } : { id, reference };
}

export function createPortalApi(options: HttpClientOptions): PortalApi {
  // Its challenge is a GET of the same client, which sends no solution: asked only once the client exists.
  const botCheck = options.botCheck ?? createBotCheck(options.webBase, () => client.getJson<unknown>('web', BOT_CHECK.challengePath));
  const client = createHttpClient({ ...options, botCheck });

  return {
    async isSiteInMaintenance() {
      return readTrueFalse(await client.getJson<unknown>('web', API_PATHS.siteInMaintenance));
    },
    async getNotifications(language) {
      const path = language && language !== SOURCE_LANGUAGE ? `${API_PATHS.notifications}?lang=${encodeURIComponent(language)}` : API_PATHS.notifications;
      return readNotifications(await client.getJson<unknown>('api', path));
    },
    async isNpiValid(npi) {
      return readTrueFalse(await client.getJson<unknown>('api', npiValidityPath(npi)));
    },
    async saveForm(name, record, idempotencyKey, language) {
      const { base, path, envelopeKey } = FORM_CALLS[name];
      const headers: Record<string, string> = idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {};
      if (language) headers['Content-Language'] = language;
      return readReceipt(await client.postJson<unknown>(base, path, toFormDataBody(envelopeKey, record), headers));
    },
    startBotCheck: () => botCheck.start(),
  };
}
