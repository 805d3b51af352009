// export attestations|contacts|tgi: the submissions of one form as CSV or JSON, on standard output or into a file.
import fs from 'node:fs';
import path from 'node:path';
import { FORMS, formDescriptor, formKindNamed } from '../../../src/domain/forms';
import { CommandFailure, expectWords, fileProblem, plural, type CommandDefinition } from '../command';
import { FORM_CHOICES, formChoicesInWords, UsageError } from '../args';
import { formatExport, parseSince, type ExportFormat } from '../exportSubmissions';
import { quoteForTerminal } from '../terminalText';

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

export const exportCommand: CommandDefinition = {
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
    if (history && formDescriptor(kind).latestPerNpi !== true) {
      const withHistory = FORMS.filter((form) => form.latestPerNpi === true).map((form) => form.commandNames[0]);
      throw new UsageError(`--history applies to the ${withHistory.join(' and ')} export only.`);
    }
    const rawOut = options.get('out');
    const out = typeof rawOut === 'string' ? path.resolve(io.cwd, rawOut) : undefined;

    return async (store, config) => {
      const submissions = await store.listSubmissions(kind, { since, history });
      const content = formatExport(kind, submissions, format as ExportFormat, config.planTimeZone);
      if (out === undefined) {
        io.stdout(content);
        return;
      }
      writeExportFile(out, content);
      io.stdout(`Wrote ${plural(submissions.length, `${formDescriptor(kind).staffName} submission`)} to ${out}.\n`);
    };
  },
};

/**
 * What a refused or unreadable provider file says; undefined for any other error (a database error). In the
 * second pass too, nothing is imported: the store swaps the new list in only once the whole file was read.
 */
