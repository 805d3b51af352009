// audit export: the staff console's audit trail (issue 37, docs/operations.md#the-audit-trail), as CSV or JSON, on
// standard output or into a file. The export is itself recorded in the trail: reading who read what is a read too.
import os from 'node:os';
import path from 'node:path';
import { formatAudit } from '../../exports/auditExport';
import { parseSinceOrDayWord } from '../../exports/exportSubmissions';
import type { AuditEvent, PageCursor } from '../../store/types';
import { UsageError } from '../args';
import { expectWords, plural, type CommandDefinition } from '../command';
import { writeExportFile } from './export';

const BATCH = 1000;

export const auditExport: CommandDefinition = {
  options: { format: 'value', since: 'value', until: 'value', out: 'value' },
  prepare(words, options, io) {
    expectWords(words, 0, 'audit export [--format csv|json] [--since <date>] [--until <date>] [--out <file>]');
    const format = options.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
    const dates: Record<'since' | 'until', Date | undefined> = { since: undefined, until: undefined };
    for (const name of ['since', 'until'] as const) {
      const raw = options.get(name);
      if (typeof raw !== 'string') continue;
      dates[name] = parseSinceOrDayWord(raw);
      if (dates[name] === undefined) throw new UsageError(`--${name} must be a date (YYYY-MM-DD, today or yesterday) or an ISO date-time (e.g. 2026-03-01T08:00:00Z).`);
    }
    const rawOut = options.get('out');
    const out = typeof rawOut === 'string' ? path.resolve(io.cwd, rawOut) : undefined;

    return async (store, config) => {
      const events: AuditEvent[] = [];
      let after: PageCursor | undefined;
      for (;;) {
        const page = await store.staff.listAudit({
          limit: BATCH,
          ...(dates.since ? { from: dates.since.toISOString() } : {}),
          ...(dates.until ? { to: dates.until.toISOString() } : {}),
          ...(after ? { after } : {}),
        });
        events.push(...page);
        const last = page.at(-1);
        if (page.length < BATCH || last === undefined) break;
        after = { at: last.at, id: last.id };
      }
      events.reverse();
      await store.staff.appendAudit({
        subject: `command line: ${os.userInfo().username}`,
        email: null,
        clientAddress: os.hostname(),
        action: 'audit-export',
        detail: { format, rows: events.length, ...(dates.since ? { since: dates.since.toISOString() } : {}), ...(dates.until ? { until: dates.until.toISOString() } : {}) },
        records: [],
      });
      const content = formatAudit(events, format, config.planTimeZone);
      if (out === undefined) {
        io.stdout(content);
        return;
      }
      writeExportFile(out, content);
      io.stdout(`Wrote ${plural(events.length, 'audit entry', 'audit entries')} to ${out}.\n`);
    };
  },
};
