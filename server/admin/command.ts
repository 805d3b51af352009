// What every admin command shares: its input and output, how it fails, the work it hands back to be done with the
// store, and the checks of its words. One module per command group in commands/, assembled by commands.ts.
import type { ServerConfig } from '../config';
import { driverErrorCode } from '../store/errors';
import type { PortalStore } from '../store/types';
import { UsageError, type OptionSpec } from './args';

export interface AdminIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
}

/** The operation could not be done (exit code 1). Its message must never quote personal data. */
export class CommandFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandFailure';
  }
}

export interface StoreWork {
  /** `config`: the server's settings, read once the command line was found good (a usage error needs none). */
  (store: PortalStore, config: ServerConfig): Promise<void>;
  /**
   * Set for a command that works on SQLite only: what to say instead when the configuration names
   * PostgreSQL (exit 2), before any connection is tried.
   */
  sqliteOnly?: string;
}

export interface CommandDefinition {
  options: OptionSpec;
  prepare: (words: string[], options: Map<string, string | true>, io: AdminIo) => StoreWork | Promise<StoreWork>;
}

/** A command of no words and no options (`notifications list`, `providers count`...): only its work with the store. */
export function plainCommand(shape: string, work: (store: PortalStore, io: AdminIo) => Promise<void>): CommandDefinition {
  return {
    options: {},
    prepare(words, _options, io) {
      expectWords(words, 0, shape);
      return (store) => work(store, io);
    },
  };
}

export function expectWords(words: string[], count: number, shape: string): void {
  if (words.length < count) throw new UsageError(`Missing argument: ${shape}.`);
  if (words.length > count) {
    throw new UsageError(
      count === 1 && shape.includes('text')
        ? `Too many arguments: put the text in quotes, e.g. ${shape}.`
        : `Too many arguments: ${shape}.`,
    );
  }
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A file system or driver failure in a few words, never with the path's contents or a value. */
export function fileProblem(error: unknown): string {
  const code = driverErrorCode(error);
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') return 'disk full';
  if (code === 'EROFS') return 'read-only file system';
  return code ?? 'unknown error';
}
