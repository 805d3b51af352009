// export attestations|contacts|tgi: the submissions of one form as CSV or JSON, on standard output or into a file.
import fs from 'node:fs';
import path from 'node:path';
import { FORMS, formDescriptor, formKindNamed } from '../../../src/domain/forms';
import { CommandFailure, expectWords, fileProblem, plural, type CommandDefinition } from '../command';
import { FORM_CHOICES, formChoicesInWords, UsageError } from '../args';
import { traceAnswerChanges, withChangeReviews } from '../../exports/answerChanges';
import { currentChoices } from '../../consent/currentChoices';
import { formatContactHistory, formatCurrentContacts } from '../../exports/consentExport';
import { formatExport, isConsent, parseSinceOrDayWord, type ExportEntry, type ExportFormat } from '../../exports/exportSubmissions';
import type { FormKind, PortalStore } from '../../store/types';
import { quoteForTerminal } from '../terminalText';

/** Writes the export next to its destination, then renames it: never a half-written file, never readable by others. */
export function writeExportFile(file: string, content: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temporary, content, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw new CommandFailure(`Cannot write ${file}: ${fileProblem(error)}.`);
  }
}

interface ExportSelection {
  since: Date | undefined;
  /** Every response, not only each NPI's current one. */
  history: boolean;
  /** Only the responses that changed their NPI's answer. */
  changes: boolean;
}

/**
 * The submissions to export. A form whose latest response per NPI wins is read whole, in the order stored, so that
 * each response carries the latest change of its NPI's answer (answerChanges.ts), then narrowed to what was asked.
 */
async function exportEntries(store: PortalStore, kind: FormKind, { since, history, changes }: ExportSelection): Promise<ExportEntry[]> {
  if (formDescriptor(kind).latestPerNpi === undefined) {
    return (await store.listSubmissions(kind, { since })).map((submission) => ({ submission }));
  }
  const traced = traceAnswerChanges(kind, await store.listSubmissions(kind, { history: true }));
  // receivedAt is fixed-width ISO UTC text (server/store/schema.ts): text order is time order.
  const from = since?.toISOString();
  const wanted = traced.filter(
    (response) => (changes ? response.changesAnswer : history || response.current) && (from === undefined || response.submission.receivedAt >= from),
  );
  return withChangeReviews(store, wanted);
}

export const exportCommand: CommandDefinition = {
  options: { format: 'value', since: 'value', out: 'value', history: 'flag', changes: 'flag' },
  prepare(words, options, io) {
    expectWords(words, 1, `export ${FORM_CHOICES}`);
    const name = words[0] ?? '';
    const kind = formKindNamed(name);
    if (!kind) throw new UsageError(`Unknown export ${quoteForTerminal(name)}: use ${formChoicesInWords()}.`);

    const format = options.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
    const rawSince = options.get('since');
    const since = typeof rawSince === 'string' ? parseSinceOrDayWord(rawSince) : undefined;
    if (typeof rawSince === 'string' && !since) {
      throw new UsageError('--since must be a date (YYYY-MM-DD, today or yesterday) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).');
    }
    const history = options.get('history') === true;
    const changes = options.get('changes') === true;
    // --history: TGI responses, and the consents and withdrawals of contacts; --changes: TGI only.
    const hasHistory = (form: (typeof FORMS)[number]) => form.latestPerNpi !== undefined || form.consentTermsVersion !== undefined;
    if (history && !hasHistory(formDescriptor(kind))) {
      throw new UsageError(`--history applies to the ${FORMS.filter(hasHistory).map((form) => form.commandNames[0]).join(' and ')} exports only.`);
    }
    if (changes && formDescriptor(kind).latestPerNpi === undefined) {
      const withChanges = FORMS.filter((form) => form.latestPerNpi !== undefined).map((form) => form.commandNames[0]);
      throw new UsageError(`--changes applies to the ${withChanges.join(' and ')} export only.`);
    }
    const rawOut = options.get('out');
    const out = typeof rawOut === 'string' ? path.resolve(io.cwd, rawOut) : undefined;

    return async (store, config) => {
      let content: string;
      let count: number;
      let what = `${formDescriptor(kind).staffName} submission`;
      if (isConsent(kind)) {
        // Consents (issue 23): each member's current choice, or every consent and withdrawal in order.
        const consents = await store.listSubmissions(kind);
        const withdrawals = await store.listWithdrawals();
        if (history) {
          content = formatContactHistory(kind, consents, withdrawals, format as ExportFormat, config.planTimeZone, since);
          const from = since?.toISOString();
          count = [...consents, ...withdrawals].filter((event) => from === undefined || event.receivedAt >= from).length;
          what = 'consent and withdrawal';
        } else {
          const from = since?.toISOString();
          const choices = currentChoices(consents, withdrawals).filter((choice) => from === undefined || choice.since >= from);
          content = formatCurrentContacts(kind, choices, format as ExportFormat, config.planTimeZone);
          count = choices.length;
          what = 'member';
        }
      } else {
        const entries = await exportEntries(store, kind, { since, history, changes });
        content = formatExport(kind, entries, format as ExportFormat, config.planTimeZone);
        count = entries.length;
      }
      if (out === undefined) {
        io.stdout(content);
        return;
      }
      writeExportFile(out, content);
      io.stdout(`Wrote ${plural(count, what)} to ${out}.\n`);
    };
  },
};
