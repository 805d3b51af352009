// The audit trail as staff export it (issue 37, `npm run admin -- audit export`): CSV with times in the plan's time
// zone, or JSON as stored; oldest first.
import type { AuditEvent } from '../store/types';
import { formatRows, type ExportColumn, type JsonValue } from './exportSubmissions';

const AUDIT_COLUMNS: readonly ExportColumn[] = [
  { name: 'id', label: 'Entry', time: false },
  { name: 'at', label: 'When', time: true },
  { name: 'subject', label: 'Subject', time: false },
  { name: 'email', label: 'Email', time: false },
  { name: 'clientAddress', label: 'From', time: false },
  { name: 'action', label: 'Action', time: false },
  { name: 'detail', label: 'Detail', time: false },
  { name: 'records', label: 'Records', time: false },
];

function auditRow(event: AuditEvent, csv: boolean): Record<string, JsonValue> {
  return {
    id: event.id,
    at: event.at,
    subject: event.subject,
    email: event.email,
    clientAddress: event.clientAddress,
    action: event.action,
    // A spreadsheet reads one cell best: `form: contact; rows: 2`, and the references separated by spaces.
    detail: csv ? Object.entries(event.detail).map(([key, value]) => `${key}: ${String(value)}`).join('; ') : { ...event.detail },
    records: csv ? event.records.join(' ') : [...event.records],
  };
}

export function formatAudit(events: readonly AuditEvent[], format: 'csv' | 'json', timeZone: string): string {
  return formatRows(AUDIT_COLUMNS, events.map((event) => auditRow(event, format === 'csv')), format, timeZone);
}
