// The SQLite backup: better-sqlite3's online backup API copies the live database page by page through the
// store's own connection, so the copy is one consistent snapshot even while the server (another process)
// keeps writing. The copy lands in a temporary file beside the destination and takes the destination's
// name only when complete: a failed or interrupted backup never leaves a file that looks like a good one.

import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { driverErrorCode, StoreError } from './errors';

/** Owner-only, as the database itself (createStore.ts): the copy holds every submission. */
const BACKUP_FILE_MODE = 0o600;

/**
 * better-sqlite3 copies at most this many pages per step (clamped to 2^31 - 1): all of them in one step.
 * SQLite restarts a step-by-step backup whenever another connection writes between two steps, so under a
 * steady stream of submissions a small step might never finish. One step holds a WAL read snapshot, which
 * never blocks the server's writers.
 */
const ALL_PAGES = 0x7fffffff;

/** Creates `name` exclusively (fails with EEXIST when it exists), owner-only whatever the umask. */
function createExclusive(name: string): void {
  fs.closeSync(fs.openSync(name, 'wx', BACKUP_FILE_MODE));
  fs.chmodSync(name, BACKUP_FILE_MODE);
}

/** The copy as one self-contained file: rollback-journal mode, so it opens without -wal/-shm files (read-only media too). */
function makeSelfContained(file: string): void {
  const copy = new BetterSqlite3(file);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/**
 * Copies the database of `source` into `file`, which must not exist. Throws StoreError BACKUP_FAILED with
 * the file system's or SQLite's code (EEXIST when the file exists) and removes whatever it created.
 */
export async function backupSqliteDatabase(source: BetterSqlite3.Database, file: string): Promise<void> {
  const target = path.resolve(file);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.backup-tmp`);
  let claimed = false;
  let started = false;
  try {
    // The destination's name is claimed first: never an overwrite, and nobody else takes the name meanwhile.
    createExclusive(target);
    claimed = true;
    createExclusive(temporary);
    started = true;
    // An existing (empty) file keeps its mode: SQLite writes into it, and gives its journal the same mode.
    await source.backup(temporary, { progress: () => ALL_PAGES });
    makeSelfContained(temporary);
    fs.renameSync(temporary, target);
  } catch (error) {
    if (started) removeQuietly(temporary, ['', '-journal', '-wal', '-shm']);
    // Only the name itself: files beside it with SQLite's suffixes were not made by this backup.
    if (claimed) removeQuietly(target, ['']);
    throw new StoreError('BACKUP_FAILED', 'The backup could not be written.', driverErrorCode(error));
  }
}

function removeQuietly(name: string, suffixes: readonly string[]): void {
  for (const suffix of suffixes) {
    try {
      fs.rmSync(`${name}${suffix}`, { force: true });
    } catch {
      // Best effort: the error that matters is the one being thrown.
    }
  }
}
