// The storage layer of the reference server: one PortalStore over SQLite (default) or PostgreSQL.
export { createStore, createPostgresStore, createSqliteStore, SQLITE_FILE_NAME } from './createStore';
export type { CreateStoreOptions, TuningOptions } from './createStore';
export { StoreError } from './errors';
export type { StoreErrorCode } from './errors';
export { formatReference, FORM_KINDS, isFormKind, REFERENCE_PREFIX } from './schema';
export { isValidIdempotencyKey, MAX_IDEMPOTENCY_KEY_LENGTH } from './submission';
export type * from './types';
