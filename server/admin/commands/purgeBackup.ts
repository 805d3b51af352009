// purge <form>|all --before <date>, and backup <file>: what staff do to keep the database to what must be kept.
import fs from 'node:fs';
import path from 'node:path';
import { formDescriptor, formKindNamed } from '../../../src/domain/forms';
import { FORM_KINDS } from '../../store/schema';
import type { FormKind } from '../../store/types';
import { StoreError } from '../../store/errors';
import { CommandFailure, expectWords, fileProblem, type CommandDefinition, type StoreWork } from '../command';
import { FORM_CHOICES, formChoicesInWords, formCommandName, UsageError } from '../args';
import { parseSince } from '../../exports/exportSubmissions';
import { quoteForTerminal } from '../terminalText';

const BEFORE_FORMAT = 'a date (YYYY-MM-DD, local midnight) or an ISO date-time (e.g. 2026-03-01T08:00:00Z)';

export const purge: CommandDefinition = {
  options: { before: 'value', 'dry-run': 'flag', force: 'flag' },
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
    // Consent evidence is kept CONSENT_RETENTION_DAYS whatever the date (issue 23); only a purge that names the consent
    // form itself, with --force, may take it earlier.
    const force = options.get('force') === true;
    if (force && (kind === undefined || formDescriptor(kind).consentTermsVersion === undefined)) {
      const consentForms = FORM_KINDS.filter((each) => formDescriptor(each).consentTermsVersion !== undefined).map(formCommandName);
      throw new UsageError(`--force applies to a purge that names the consent records (${consentForms.join(', ')}) explicitly, not to ${quoteForTerminal(name)}.`);
    }

    return async (store, config) => {
      const keepConsentsSince = force ? undefined : new Date(Date.now() - config.consentRetentionDays * 86_400_000);
      const { deleted, keptPendingDelivery, keptConsent } = await store.purgeSubmissions(kinds, before, { dryRun, ...(keepConsentsSince ? { keepConsentsSince } : {}) });
      const cutoff = before.toISOString();
      io.stdout(dryRun ? `Dry run, nothing was deleted. Submissions received before ${cutoff}:\n` : `Deleted the submissions received before ${cutoff}:\n`);
      const width = Math.max(...kinds.map((each) => formCommandName(each).length));
      for (const each of kinds) {
        const kept = keptPendingDelivery[each];
        const keptWords =
          (keptConsent[each] > 0
            ? `; ${keptConsent[each]} ${dryRun ? 'would be kept' : 'kept'}: consent records younger than CONSENT_RETENTION_DAYS (${config.consentRetentionDays} days)`
            : '') + (kept > 0 ? `; ${kept} ${dryRun ? 'would be kept' : 'kept'}: their delivery to the plan's systems is still pending` : '');
        io.stdout(`  ${`${formCommandName(each)}:`.padEnd(width + 1)} ${deleted[each]} ${dryRun ? 'would be deleted' : 'deleted'}${keptWords}\n`);
      }
      if (kinds.some((each) => keptConsent[each] > 0)) {
        io.stdout(
          'Consent records are the evidence of what each member agreed to: they are kept CONSENT_RETENTION_DAYS. Only `purge contacts --before <date> --force` deletes them earlier.\n',
        );
      }
      if (kinds.some((each) => keptPendingDelivery[each] > 0)) {
        io.stdout('A kept submission is deleted by a later purge once it is delivered (or its delivery has failed): see `deliveries list`.\n');
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

export const backup: CommandDefinition = {
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
