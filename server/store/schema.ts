// The one database schema of the store, for SQLite and PostgreSQL alike (Kysely table types).
// Times are ISO 8601 UTC text (`Date#toISOString`, fixed width, so text order is time order) and the
// record is JSON text: the same column types and values in both databases.

import type { Generated } from 'kysely';
import { FORMS } from '../../src/domain/forms';
import type { FormKind } from './types';

export interface SubmissionsTable {
  /** Assigned by the writer inside the commit (SQLite: max + 1 under the write lock; PostgreSQL: the serial's sequence). */
  id: number;
  kind: FormKind;
  /** ATT-/PMC-/TGI- and the id zero-padded to 6 digits. */
  reference: string;
  received_at: string;
  /** The validated record as JSON text. */
  record: string;
  terms_version: string | null;
  npi: string | null;
  /** The language the person filled the form in (a `lang` tag of the plan's languages); 'en' for older rows. */
  language: string;
}

export interface IdempotencyKeysTable {
  key: string;
  kind: FormKind;
  submission_id: number;
  created_at: string;
  /** SHA-256 (base64url) of the request body the key first came with; null for keys of a caller that gave none. */
  body_hash: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  message: string;
  created_at: string;
  /** The notice in the plan's other languages: JSON text of `{ "<lang>": "<text>" }`, or null. */
  translations: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ProvidersTable {
  npi: string;
}

export interface Database {
  submissions: SubmissionsTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  settings: SettingsTable;
  providers: ProvidersTable;
}

// The forms' kinds and references come from their descriptors (src/domain/forms.ts).
export { FORM_KINDS, formatReference, isFormKind } from '../../src/domain/forms';

export const REFERENCE_PREFIX: Readonly<Record<FormKind, string>> = Object.fromEntries(
  FORMS.map((form) => [form.kind, form.referencePrefix]),
) as Record<FormKind, string>;

/** The settings key of the maintenance flag; its value is 'on' or 'off'. */
export const MAINTENANCE_SETTING = 'maintenance';
