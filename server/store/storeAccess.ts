// How every part of the store reaches the database: the Kysely instance, and the two ways to write, which differ
// by dialect (SQLite waits for another process's write lock asynchronously, see sqliteBusy.ts).
import { sql, type Kysely } from 'kysely';
import type { StoredSecretCipher } from '../security/secretsAtRest';
import type { Database } from './schema';
import { retryWhileBusy } from './sqliteBusy';
import type { Dialect } from './types';

export interface StoreAccess {
  readonly dialect: Dialect;
  readonly db: Kysely<Database>;
  /** Seals the signing secrets before they are written and opens them when read (issue 35): never plain text. */
  readonly secrets: StoredSecretCipher;
  /**
   * A write transaction. SQLite: BEGIN IMMEDIATE on Kysely's single connection, so the write lock is taken up
   * front instead of failing on a read-to-write upgrade.
   */
  writeTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** One write statement; on SQLite it waits for another process's lock without blocking the event loop. */
  write<T>(statement: () => Promise<T>): Promise<T>;
}

export function createStoreAccess(dialect: Dialect, db: Kysely<Database>, secrets: StoredSecretCipher): StoreAccess {
  return {
    dialect,
    db,
    secrets,
    writeTransaction(work) {
      if (dialect === 'postgres') return db.transaction().execute(work);
      // BEGIN IMMEDIATE fails at once while another process writes (nothing done yet): tried again after a pause.
      return retryWhileBusy(() =>
        db.connection().execute(async (conn) => {
          await sql`begin immediate`.execute(conn);
          try {
            const result = await work(conn);
            await sql`commit`.execute(conn);
            return result;
          } catch (error) {
            await sql`rollback`.execute(conn).catch(() => undefined);
            throw error;
          }
        }),
      );
    },
    write(statement) {
      return dialect === 'sqlite' ? retryWhileBusy(statement) : statement();
    },
  };
}
