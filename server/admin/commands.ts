// The admin commands. Each one checks its words and options (and reads its input file) before the
// database is opened, then returns the work to do with the store.
import fs from 'node:fs';
import path from 'node:path';
import { FORM_DESCRIPTORS, formKindNamed } from '../../src/domain/forms';
import { driverErrorCode, StoreError } from '../store/errors';
import { ProviderImportSupersededError } from '../store/portalStore';
import { FORM_KINDS } from '../store/schema';
import type { FormKind, PortalStore } from '../store/types';
import { FORM_CHOICES, formChoicesInWords, UsageError, parseCommandLine, type OptionSpec } from './args';
import { formatExport, parseSince, type ExportFormat } from './exportSubmissions';
import { CsvSyntaxError } from './csv';
import {
  PROBLEM_LINES_KEPT,
  ProviderFileError,
  ProviderFileReadError,
  scanProviderFile,
  validNpis,
  type InvalidLine,
  type ProblemLines,
  type ProviderFileSummary,
} from './providerList';
import { quoteForTerminal } from './terminalText';

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
  (store: PortalStore): Promise<void>;
  /**
   * Set for a command that works on SQLite only: what to say instead when the configuration names
   * PostgreSQL (exit 2), before any connection is tried.
   */
  sqliteOnly?: string;
}

interface CommandDefinition {
  options: OptionSpec;
  prepare: (words: string[], options: Map<string, string | true>, io: AdminIo) => StoreWork | Promise<StoreWork>;
}

export const NOTIFICATION_MAX_LENGTH = 500;
/** How many problem lines an import lists before summing up the rest (the file's summary keeps no more). */
const LISTED_LINES_MAX = PROBLEM_LINES_KEPT;

function expectWords(words: string[], count: number, shape: string): void {
  if (words.length < count) throw new UsageError(`Missing argument: ${shape}.`);
  if (words.length > count) {
    throw new UsageError(
      count === 1 && shape.includes('text')
        ? `Too many arguments: put the text in quotes, e.g. ${shape}.`
        : `Too many arguments: ${shape}.`,
    );
  }
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function checkNotificationText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw new CommandFailure('The notification text is empty.');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) {
    throw new CommandFailure('The notification text must be one line, without control characters.');
  }
  const length = [...text].length;
  if (length > NOTIFICATION_MAX_LENGTH) {
    throw new CommandFailure(`The notification text has ${length} characters; the most is ${NOTIFICATION_MAX_LENGTH}.`);
  }
  return text;
}

/** `Line 3: …`, or with a prefix `Skipped line 3: …`; at most LISTED_LINES_MAX of them, then how many more. */
function listLines(io: AdminIo, prefix: string, lines: ProblemLines, describe: (line: InvalidLine) => string): void {
  const start = prefix ? `${prefix}line` : 'Line';
  const listed = lines.first.slice(0, LISTED_LINES_MAX);
  for (const line of listed) io.stderr(`${start} ${line.line}: ${describe(line)}\n`);
  if (lines.count > listed.length) io.stderr(`${prefix}… and ${plural(lines.count - listed.length, 'more line')}.\n`);
}

function fileProblem(error: unknown): string {
  const code = driverErrorCode(error);
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') return 'disk full';
  if (code === 'EROFS') return 'read-only file system';
  return code ?? 'unknown error';
}

/** Writes the export next to its destination, then renames it: never a half-written file, never readable by others. */
function writeExportFile(file: string, content: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temporary, content, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw new CommandFailure(`Cannot write ${file}: ${fileProblem(error)}.`);
  }
}

const maintenance: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'maintenance on|off|status');
    const [mode] = words;
    if (mode === 'status') {
      return async (store) => {
        io.stdout(`Maintenance mode is ${(await store.getMaintenance()) ? 'on' : 'off'}.\n`);
      };
    }
    if (mode !== 'on' && mode !== 'off') throw new UsageError(`Unknown maintenance mode ${quoteForTerminal(mode ?? '')}: use on, off or status.`);
    return async (store) => {
      await store.setMaintenance(mode === 'on');
      io.stdout(`Maintenance mode is ${mode}.\n`);
    };
  },
};

const notificationsAdd: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'notifications add "<text>"');
    const text = checkNotificationText(words[0] ?? '');
    return async (store) => {
      const row = await store.addNotification(text);
      io.stdout(`Added notification ${row.id}.\n`);
    };
  },
};

const notificationsList: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'notifications list');
    return async (store) => {
      const rows = await store.listNotifications();
      if (rows.length === 0) {
        io.stdout('No notifications.\n');
        return;
      }
      const width = Math.max(...rows.map((row) => String(row.id).length));
      for (const row of rows) io.stdout(`${String(row.id).padStart(width)}  ${row.createdAt}  ${row.message}\n`);
    };
  },
};

const notificationsRemove: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'notifications remove <id>');
    const raw = words[0] ?? '';
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('The notification id must be a positive whole number (see notifications list).');
    return async (store) => {
      if (!(await store.removeNotification(id))) throw new CommandFailure(`There is no notification with id ${id}.`);
      io.stdout(`Removed notification ${id}.\n`);
    };
  },
};

const notificationsClear: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'notifications clear');
    return async (store) => {
      const removed = await store.clearNotifications();
      io.stdout(`Removed ${plural(removed, 'notification')}.\n`);
    };
  },
};

const exportCommand: CommandDefinition = {
  options: { format: 'value', since: 'value', out: 'value', history: 'flag' },
  prepare(words, options, io) {
    expectWords(words, 1, `export ${FORM_CHOICES}`);
    const name = words[0] ?? '';
    const kind = formKindNamed(name);
    if (!kind) throw new UsageError(`Unknown export ${quoteForTerminal(name)}: use ${formChoicesInWords()}.`);

    const format = options.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
    const rawSince = options.get('since');
    const since = typeof rawSince === 'string' ? parseSince(rawSince) : undefined;
    if (typeof rawSince === 'string' && !since) {
      throw new UsageError('--since must be a date (YYYY-MM-DD) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).');
    }
    const history = options.get('history') === true;
    if (history && kind !== 'tgi') throw new UsageError('--history applies to the tgi export only.');
    const rawOut = options.get('out');
    const out = typeof rawOut === 'string' ? path.resolve(io.cwd, rawOut) : undefined;

    return async (store) => {
      const submissions = await store.listSubmissions(kind, { since, history });
      const content = formatExport(kind, submissions, format as ExportFormat);
      if (out === undefined) {
        io.stdout(content);
        return;
      }
      writeExportFile(out, content);
      io.stdout(`Wrote ${plural(submissions.length, `${kind === 'tgi' ? 'TGI' : kind} submission`)} to ${out}.\n`);
    };
  },
};

/**
 * What a refused or unreadable provider file says; undefined for any other error (a database error). In the
 * second pass too, nothing is imported: the store swaps the new list in only once the whole file was read.
 */
function providerFileFailure(file: string, error: unknown): CommandFailure | undefined {
  if (error instanceof ProviderFileError || error instanceof CsvSyntaxError) {
    return new CommandFailure(`${file}: ${error.message} Nothing was imported.`);
  }
  if (error instanceof ProviderFileReadError) return new CommandFailure(`Cannot read ${file}: ${fileProblem(error)}.`);
  return undefined;
}

const providersImport: CommandDefinition = {
  options: { 'skip-invalid': 'flag' },
  async prepare(words, options, io) {
    expectWords(words, 1, 'providers import <file.csv>');
    const file = path.resolve(io.cwd, words[0] ?? '');
    // First pass, before the database is opened: the file is checked whole, so that a refused file changes nothing.
    let summary: ProviderFileSummary;
    try {
      summary = await scanProviderFile(file);
    } catch (error) {
      throw providerFileFailure(file, error) ?? error;
    }

    const skipInvalid = options.get('skip-invalid') === true;
    const { invalid } = summary;
    if (invalid.count > 0) {
      const prefix = skipInvalid ? 'Skipped ' : '';
      listLines(io, prefix, invalid, (line) => `${line.shown} is not a 10-digit NPI`);
      if (!skipInvalid) {
        throw new CommandFailure(
          `${plural(invalid.count, 'line')} of ${file} ${invalid.count === 1 ? 'is' : 'are'} not a 10-digit NPI. ` +
            'Nothing was imported; fix the file, or use --skip-invalid to import the valid lines.',
        );
      }
    }
    if (summary.valid === 0) {
      throw new CommandFailure(`${file} holds no valid NPI. Nothing was imported (providers clear empties the list).`);
    }
    listLines(io, 'Warning: ', summary.badCheckDigit, (line) => `${line.shown} fails the NPI check digit; imported, but the portal will never accept it`);

    return async (store) => {
      // Second pass: streamed into the store, which keeps each NPI once; the lines it did not add were duplicates.
      let held: number;
      try {
        held = await store.importProviders(validNpis(file, summary));
      } catch (error) {
        if (error instanceof ProviderFileReadError) throw new CommandFailure(`Cannot read ${file}: ${fileProblem(error)}. Nothing was imported.`);
        if (error instanceof ProviderImportSupersededError) throw new CommandFailure(`${error.message} Nothing of ${file} was imported.`);
        throw providerFileFailure(file, error) ?? error;
      }
      const duplicates = summary.valid - held;
      const notes = [
        duplicates > 0 ? `${plural(duplicates, 'duplicate')} ignored` : '',
        invalid.count > 0 ? `${plural(invalid.count, 'invalid line')} skipped` : '',
      ].filter(Boolean);
      io.stdout(`Imported. The provider list now holds ${plural(held, 'NPI')}${notes.length ? ` (${notes.join(', ')})` : ''}.\n`);
    };
  },
};

const providersCount: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'providers count');
    return async (store) => {
      const count = await store.providerCount();
      io.stdout(count === 0 ? 'The provider list is empty (not in use).\n' : `The provider list holds ${plural(count, 'NPI')}.\n`);
    };
  },
};

const providersClear: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'providers clear');
    return async (store) => {
      await store.importProviders([]);
      io.stdout('The provider list is empty (not in use).\n');
    };
  },
};

/** What staff call a form on the command line (its descriptor's first command name). */
const commandName = (kind: FormKind): string => FORM_DESCRIPTORS[kind].commandNames[0];

const BEFORE_FORMAT = 'a date (YYYY-MM-DD, local midnight) or an ISO date-time (e.g. 2026-03-01T08:00:00Z)';

const purge: CommandDefinition = {
  options: { before: 'value', 'dry-run': 'flag' },
  prepare(words, options, io) {
    expectWords(words, 1, `purge ${FORM_CHOICES}|all --before <date>`);
    const name = words[0] ?? '';
    const kind = formKindNamed(name);
    if (!kind && name !== 'all') throw new UsageError(`Unknown form ${quoteForTerminal(name)}: use ${formChoicesInWords('all')}.`);
    const kinds: readonly FormKind[] = kind ? [kind] : FORM_KINDS;

    // Required, with no default: a purge must never delete everything because a date was left out.
    const rawBefore = options.get('before');
    if (typeof rawBefore !== 'string') throw new UsageError(`purge needs --before <date>: ${BEFORE_FORMAT}.`);
    const before = parseSince(rawBefore);
    if (!before) throw new UsageError(`--before must be ${BEFORE_FORMAT}.`);
    // A cut-off in the future would also take what arrives while the purge runs; to empty a form up to
    // now, give the current date-time.
    if (before.getTime() > Date.now()) throw new UsageError('--before is in the future: purge deletes only what was received before a past date or time.');
    const dryRun = options.get('dry-run') === true;

    return async (store) => {
      const counts = await store.purgeSubmissions(kinds, before, { dryRun });
      const cutoff = before.toISOString();
      io.stdout(dryRun ? `Dry run, nothing was deleted. Submissions received before ${cutoff}:\n` : `Deleted the submissions received before ${cutoff}:\n`);
      const width = Math.max(...kinds.map((each) => commandName(each).length));
      for (const each of kinds) {
        io.stdout(`  ${`${commandName(each)}:`.padEnd(width + 1)} ${counts[each]} ${dryRun ? 'would be deleted' : 'deleted'}\n`);
      }
    };
  },
};

const PG_DUMP_NOTE =
  'backup copies the SQLite database only. This configuration uses PostgreSQL (DATABASE_URL): back it up with pg_dump, ' +
  'e.g. pg_dump --format=custom --file=portal.dump "$DATABASE_URL".';

function backupExists(file: string): CommandFailure {
  return new CommandFailure(`${file} already exists: a backup never overwrites a file. Choose a new name.`);
}

const backup: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'backup <file>');
    const file = path.resolve(io.cwd, words[0] ?? '');
    // Checked before the database is opened, for a quick answer; the store refuses an existing file again
    // (it creates the file exclusively), in case one appears meanwhile.
    if (fs.existsSync(file)) throw backupExists(file);
    const work: StoreWork = async (store) => {
      try {
        await store.backupTo(file);
      } catch (error) {
        if (error instanceof StoreError && error.code === 'UNSUPPORTED') throw new CommandFailure(PG_DUMP_NOTE);
        if (error instanceof StoreError && error.code === 'BACKUP_FAILED') {
          if (error.dbCode === 'EEXIST') throw backupExists(file);
          throw new CommandFailure(`Cannot write the backup to ${file}: ${error.dbCode === undefined ? 'unknown error' : fileProblem({ code: error.dbCode })}. No backup was written.`);
        }
        throw error;
      }
      io.stdout(`Wrote a backup of the database to ${file} (readable by you only).\n`);
    };
    work.sqliteOnly = PG_DUMP_NOTE;
    return work;
  },
};

const COMMANDS: Record<string, CommandDefinition | Record<string, CommandDefinition>> = {
  maintenance,
  notifications: { add: notificationsAdd, list: notificationsList, remove: notificationsRemove, clear: notificationsClear },
  export: exportCommand,
  providers: { import: providersImport, count: providersCount, clear: providersClear },
  purge,
  backup,
};

function isDefinition(entry: CommandDefinition | Record<string, CommandDefinition>): entry is CommandDefinition {
  return typeof entry.prepare === 'function';
}

/** Finds the command, checks its arguments and inputs; throws UsageError or CommandFailure. */
export async function prepareCommand(argv: readonly string[], io: AdminIo): Promise<StoreWork> {
  const [group = '', ...rest] = argv;
  const entry = Object.hasOwn(COMMANDS, group) ? COMMANDS[group] : undefined;
  if (!entry) throw new UsageError(`Unknown command ${quoteForTerminal(group)}.`);
  let definition: CommandDefinition;
  let args: readonly string[];
  if (isDefinition(entry)) {
    definition = entry;
    args = rest;
  } else {
    const [action = '', ...actionArgs] = rest;
    const found = Object.hasOwn(entry, action) ? entry[action] : undefined;
    if (!found) {
      const actions = Object.keys(entry).join(', ');
      throw new UsageError(action ? `Unknown ${group} command ${quoteForTerminal(action)}: use ${actions}.` : `Missing ${group} command: use ${actions}.`);
    }
    definition = found;
    args = actionArgs;
  }
  const { words, options } = parseCommandLine(args, definition.options);
  return definition.prepare(words, options, io);
}
