// Errors the store throws (saveSubmission, purgeSubmissions, backupTo). Their messages are fixed texts:
// they never carry a record value, an idempotency key or a driver message (a driver's message or detail
// can quote the values of a statement, and form values are protected health information).

export type StoreErrorCode =
  /** The call itself was wrong (unknown kind, record not a JSON object, malformed key...). */
  | 'INVALID_INPUT'
  /** The store was closed before the call. */
  | 'CLOSED'
  /** The database refused or failed the write; nothing of this submission was stored. */
  | 'WRITE_FAILED'
  /** This database cannot do that here (backupTo on PostgreSQL: pg_dump's job). */
  | 'UNSUPPORTED'
  /** The backup file could not be written (dbCode: EEXIST, EACCES, ENOSPC...); no partial copy is left. */
  | 'BACKUP_FAILED';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  /** The driver's error code (SQLITE_BUSY, a PostgreSQL SQLSTATE, ECONNREFUSED...), when there was one. */
  readonly dbCode: string | undefined;

  constructor(code: StoreErrorCode, message: string, dbCode?: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
    this.dbCode = dbCode;
  }
}

/** An import that another import (or providers clear) took over before it finished: the other one's list counts. */
export class ProviderImportSupersededError extends StoreError {
  constructor() {
    super('WRITE_FAILED', 'Another provider import (or providers clear) started meanwhile and took over.');
    this.name = 'ProviderImportSupersededError';
  }
}

/** The `code` of a driver error (better-sqlite3: SQLITE_*; pg: SQLSTATE; node: E*), if any. */
export function driverErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return undefined;
}

/** Replaces a driver error by a StoreError that keeps only its code. */
export function writeFailed(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  return new StoreError('WRITE_FAILED', 'The submission could not be stored.', driverErrorCode(error));
}
