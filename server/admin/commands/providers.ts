// providers import | count | clear: the provider NPI list the NPI check reads.
import path from 'node:path';
import { ProviderImportSupersededError } from '../../store/errors';
import { CommandFailure, expectWords, fileProblem, plainCommand, plural, type AdminIo, type CommandDefinition } from '../command';
import { CsvSyntaxError } from '../../exports/csv';
import {
  PROBLEM_LINES_KEPT,
  ProviderFileError,
  ProviderFileReadError,
  scanProviderFile,
  validNpis,
  type InvalidLine,
  type ProblemLines,
  type ProviderFileSummary,
} from '../providerList';

/** How many problem lines an import lists before summing up the rest (the file's summary keeps no more). */
const LISTED_LINES_MAX = PROBLEM_LINES_KEPT;

/** `Line 3: …`, or with a prefix `Skipped line 3: …`; at most LISTED_LINES_MAX of them, then how many more. */
function listLines(io: AdminIo, prefix: string, lines: ProblemLines, describe: (line: InvalidLine) => string): void {
  const start = prefix ? `${prefix}line` : 'Line';
  const listed = lines.first.slice(0, LISTED_LINES_MAX);
  for (const line of listed) io.stderr(`${start} ${line.line}: ${describe(line)}\n`);
  if (lines.count > listed.length) io.stderr(`${prefix}… and ${plural(lines.count - listed.length, 'more line')}.\n`);
}

function providerFileFailure(file: string, error: unknown): CommandFailure | undefined {
  if (error instanceof ProviderFileError || error instanceof CsvSyntaxError) {
    return new CommandFailure(`${file}: ${error.message} Nothing was imported.`);
  }
  if (error instanceof ProviderFileReadError) return new CommandFailure(`Cannot read ${file}: ${fileProblem(error)}.`);
  return undefined;
}

export const providersImport: CommandDefinition = {
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

export const providersCount = plainCommand('providers count', async (store, io) => {
  const count = await store.providerCount();
  io.stdout(count === 0 ? 'The provider list is empty (not in use).\n' : `The provider list holds ${plural(count, 'NPI')}.\n`);
});

export const providersClear = plainCommand('providers clear', async (store, io) => {
  await store.importProviders([]);
  io.stdout('The provider list is empty (not in use).\n');
});
