// A submission on its way to the database: checked and serialised before it joins a batch, so the
// batch itself has (almost) nothing left that can fail for one item alone.

import { formDescriptor } from '../../src/domain/forms';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS } from '../../src/domain/idempotencyKeys';
import { StoreError } from './errors';
import crypto from 'node:crypto';
import { canonicalColumns, type CanonicalRow } from './canonicalColumns';
import { isFormKind, type NewSubmissionRow } from './schema';
import { randomReference } from '../../src/domain/forms';
import type { FormKind, SaveOptions, SaveResult, SubmittedVia } from './types';

export interface PendingSubmission {
  kind: FormKind;
  /** Drawn when the submission is prepared (randomReference); unique in the table, which refuses a repeat. */
  reference: string;
  recordJson: string;
  idempotencyKey: string | null;
  bodyHash: string | null;
  termsVersion: string | null;
  termsSha256: string | null;
  npi: string | null;
  language: string;
  pageUrl: string | null;
  clientIp: string | null;
  userAgent: string | null;
  submittedVia: SubmittedVia;
  /** The record's canonical values, for their indexed columns (issue 33). */
  canonical: CanonicalRow;
}

/** The row a pending submission becomes once the writer has given it its id. */
export function submissionRow(item: PendingSubmission, id: number, receivedAt: string): NewSubmissionRow {
  return {
    id,
    kind: item.kind,
    reference: item.reference,
    received_at: receivedAt,
    record: item.recordJson,
    terms_version: item.termsVersion,
    terms_sha256: item.termsSha256,
    npi: item.npi,
    language: item.language,
    page_url: item.pageUrl,
    client_ip: item.clientIp,
    user_agent: item.userAgent,
    submitted_via: item.submittedVia,
    ...item.canonical,
  };
}

/** Commits a batch of submissions in one transaction; one result per item, in order. */
export type SubmissionBatchWriter = (items: readonly PendingSubmission[]) => Promise<SaveResult[]>;

/** The answer to a key first used with another body: nothing stored, nothing of the first submission told. */
export const KEY_CONFLICT: SaveResult = { id: 0, reference: '', replayed: false, keyConflict: true };

/** Whether a key already stored with `storedHash` answers a request whose body hashes to `hash` as a replay. */
export function sameBody(storedHash: string | null, hash: string | null): boolean {
  // A key stored without a hash (before keys were bound to bodies, or by a caller that gave none) replays as before.
  return storedHash === null || hash === null || storedHash === hash;
}

/** Keys created before this instant have expired: a request with one is a new submission. */
export function keyCutoff(keyTtlMs: number, now: Date = new Date()): string {
  return new Date(now.getTime() - keyTtlMs).toISOString();
}

/** How long keys are remembered when the store is not told (IDEMPOTENCY_KEY_TTL_HOURS's default). */
export const DEFAULT_IDEMPOTENCY_KEY_TTL_MS = DEFAULT_IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;
const MAX_BODY_HASH_LENGTH = 128;

/** Records are small form answers (the API takes 16 KB bodies); this only guards the database. */
export const MAX_RECORD_JSON_LENGTH = 1_000_000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const MAX_NPI_LENGTH = 64;
const MAX_TERMS_VERSION_LENGTH = 200;
export const MAX_PAGE_URL_LENGTH = 2048;
export const MAX_CLIENT_IP_LENGTH = 64;
export const MAX_USER_AGENT_LENGTH = 512;

/** An Idempotency-Key the store accepts: 1 to 255 printable ASCII characters. */
export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && key.length >= 1 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x20-\x7e]+$/.test(key);
}

function isSafeText(value: string, max: number): boolean {
  // No control characters (PostgreSQL text also refuses NUL).
  // eslint-disable-next-line no-control-regex
  return value.length <= max && !/[\u0000-\u001f\u007f]/.test(value);
}

function invalid(message: string): StoreError {
  return new StoreError('INVALID_INPUT', message);
}

function optionalText(value: unknown, max: number, what: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isSafeText(value, max)) throw invalid(`The ${what} is not valid.`);
  return value;
}

/** A language tag as `lang` spells it (en, es, zh-Hant, pt-BR); English when the caller says none. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function languageTag(language: unknown): string {
  if (language === undefined) return SOURCE_LANGUAGE;
  if (typeof language !== 'string' || language.length > 35 || !LANGUAGE_TAG.test(language)) throw invalid('The language is not valid.');
  return language;
}

/** How a submission was sent: 'app' when the caller does not say (as every caller before issue 34), else as said. */
function submittedVia(value: unknown): SubmittedVia {
  if (value === undefined || value === null) return 'app';
  if (value !== 'app' && value !== 'html-form') throw invalid('How the submission was sent is not valid.');
  return value;
}

/** Checks and serialises one call of saveSubmission. Throws a StoreError (INVALID_INPUT) without any value in it. */
export function prepareSubmission(kind: FormKind, record: Record<string, unknown>, options: SaveOptions = {}): PendingSubmission {
  if (!isFormKind(kind)) throw invalid('Unknown form kind.');
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw invalid('The submission record must be a JSON object.');
  }
  let recordJson: unknown;
  try {
    recordJson = JSON.stringify(record);
  } catch {
    // JSON.stringify's own message can name properties; ours names nothing.
    throw invalid('The submission record cannot be serialised as JSON.');
  }
  if (typeof recordJson !== 'string' || !recordJson.startsWith('{')) {
    throw invalid('The submission record must be a JSON object.');
  }
  if (recordJson.length > MAX_RECORD_JSON_LENGTH) throw invalid('The submission record is too large.');

  let idempotencyKey: string | null = null;
  if (options.idempotencyKey !== undefined) {
    if (!isValidIdempotencyKey(options.idempotencyKey)) throw invalid('The idempotency key is not valid.');
    idempotencyKey = options.idempotencyKey;
  }

  // TGI: the NPI the answer is for; when the caller does not say, the record's individualNPI (docs/records.md).
  let npi = optionalText(options.npi, MAX_NPI_LENGTH, 'NPI');
  const recordNpi = record.individualNPI;
  if (options.npi === undefined && formDescriptor(kind).latestPerNpi !== undefined && typeof recordNpi === 'string' && recordNpi !== '' && isSafeText(recordNpi, MAX_NPI_LENGTH)) {
    npi = recordNpi;
  }

  // Only a key is bound to a body: without one there is nothing to replay or refuse.
  const bodyHash = idempotencyKey === null ? null : optionalText(options.bodyHash, MAX_BODY_HASH_LENGTH, 'body hash');

  return {
    kind,
    reference: randomReference(kind, (count) => crypto.randomBytes(count)),
    recordJson,
    idempotencyKey,
    bodyHash,
    termsVersion: optionalText(options.termsVersion, MAX_TERMS_VERSION_LENGTH, 'terms version'),
    termsSha256: optionalText(options.termsSha256, 64, 'terms hash'),
    npi,
    language: languageTag(options.language),
    pageUrl: optionalText(options.pageUrl, MAX_PAGE_URL_LENGTH, 'page address'),
    clientIp: optionalText(options.clientIp, MAX_CLIENT_IP_LENGTH, 'client address'),
    userAgent: optionalText(options.userAgent, MAX_USER_AGENT_LENGTH, 'user agent'),
    submittedVia: submittedVia(options.submittedVia),
    canonical: canonicalColumns(kind, record),
  };
}
