// The staff console's JSON API (issue 37): the session, the forms, a form's inbox page, one submission, the download
// of a filter, and the audit trail (admins). Each route names its least role (server/plugins/staffConsole.ts checks
// it before the handler runs) and writes its audit entry before it answers: a read that cannot be recorded is not
// served.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formKindNamed, type FormKind } from '../../src/domain/forms';
import { isFormKind } from '../store/schema';
import {
  AUDIT_ACTIONS,
  STAFF_API_PATH,
  type AuditAction,
  type AuditPage,
  type InboxPage,
  type StaffFormsAnswer,
} from '../../src/domain/staffConsole';
import { dayEnd, dayStart } from '../staff/planDays';
import { decodeCursor, downloadOf, encodeCursor, INBOX_PAGE_SIZE, inboxRow, readInboxFilter, staffForms, submissionView, tracedEntry } from '../staff/inboxViews';
import { audit } from '../staff/staffRequest';
import { sessionView } from '../staff/staffSessions';
import type { AuditQuery, PortalStore } from '../store/types';

export interface StaffApiOptions {
  store: PortalStore;
  planTimeZone: string;
  languages: readonly string[];
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message });
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

/** The form a path names (its kind, or a name staff use on the command line). */
function formOf(raw: string): FormKind | undefined {
  return isFormKind(raw) ? raw : formKindNamed(raw);
}

export async function staffApiRoutes(app: FastifyInstance, options: StaffApiOptions): Promise<void> {
  const { store, planTimeZone, languages } = options;
  const viewer = { schema: { hide: true }, config: { staffAccess: 'viewer' as const } };

  app.get(`${STAFF_API_PATH}/session`, viewer, async (request) => sessionView(request.staffSession!.session));
  // The guard has moved the idle end already: this is "stay signed in".
  app.post(`${STAFF_API_PATH}/session/keep`, viewer, async (request) => sessionView(request.staffSession!.session));

  app.get(`${STAFF_API_PATH}/forms`, viewer, async (): Promise<StaffFormsAnswer> => ({
    forms: staffForms(),
    languages: languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] ?? code })),
    timeZone: planTimeZone,
  }));

  app.get<{ Params: { form: string }; Querystring: Record<string, string> }>(`${STAFF_API_PATH}/forms/:form/submissions`, viewer, async (request, reply) => {
    const kind = formOf(request.params.form);
    if (kind === undefined) return notFound(reply, 'There is no such form.');
    const read = readInboxFilter(kind, request.query, languages, planTimeZone);
    if ('problem' in read) return badRequest(reply, read.problem);
    const after = request.query.after ? decodeCursor(request.query.after) : undefined;
    if (request.query.after && after === undefined) return badRequest(reply, '"after" is not a page of this inbox.');
    // One more than a page: whether there is a next page, without counting.
    const entries = await store.staff.inboxPage({ kind, ...read.filter, limit: INBOX_PAGE_SIZE + 1, ...(after ? { after } : {}) });
    const shown = entries.slice(0, INBOX_PAGE_SIZE);
    const rows = shown.map((entry) => inboxRow(kind, entry));
    await audit(store, request, 'list', { form: kind, ...read.described, ...(after ? { page: 'older' } : {}), rows: rows.length }, rows.map((row) => row.reference));
    const last = shown.at(-1);
    const page: InboxPage = { rows, ...(entries.length > INBOX_PAGE_SIZE && last ? { next: encodeCursor({ at: last.submission.receivedAt, id: last.submission.id }) } : {}) };
    return page;
  });

  app.get<{ Params: { form: string; reference: string } }>(`${STAFF_API_PATH}/forms/:form/submissions/:reference`, viewer, async (request, reply) => {
    const kind = formOf(request.params.form);
    if (kind === undefined) return notFound(reply, 'There is no such form.');
    const submission = await store.findSubmissionByReference(kind, request.params.reference);
    if (submission === undefined) return notFound(reply, 'There is no submission with this reference.');
    // The inbox's own query, started just past the submission's key: its first row is the submission, with its deliveries.
    const [entry] = await store.staff.inboxPage({ kind, limit: 1, after: { at: submission.receivedAt, id: submission.id + 1 } });
    const found = entry?.submission.id === submission.id ? entry : { submission, changesAnswer: undefined, deliveries: [] };
    await audit(store, request, 'view', { form: kind }, [submission.reference]);
    return submissionView(kind, await tracedEntry(store, kind, found), found.deliveries, planTimeZone);
  });

  app.get<{ Params: { form: string }; Querystring: Record<string, string> }>(`${STAFF_API_PATH}/forms/:form/export`, viewer, async (request, reply) => {
    const kind = formOf(request.params.form);
    if (kind === undefined) return notFound(reply, 'There is no such form.');
    const format = request.query.format ?? 'csv';
    if (format !== 'csv' && format !== 'json') return badRequest(reply, '"format" must be csv or json.');
    const read = readInboxFilter(kind, request.query, languages, planTimeZone);
    if ('problem' in read) return badRequest(reply, read.problem);
    const { content, rows } = await downloadOf(store, kind, read.filter, format, planTimeZone);
    await audit(store, request, 'download', { form: kind, format, ...read.described, rows });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-${day}.${format}"`)
      .send(content);
  });

  app.get<{ Querystring: Record<string, string> }>(`${STAFF_API_PATH}/audit`, { schema: { hide: true }, config: { staffAccess: 'admin' } }, async (request, reply) => {
    const query: AuditQuery = { limit: INBOX_PAGE_SIZE + 1 };
    const described: Record<string, string> = {};
    const { from, to, action, who, after } = request.query;
    if (from) {
      const start = dayStart(from, planTimeZone);
      if (start === undefined) return badRequest(reply, '"from" must be a day, YYYY-MM-DD.');
      query.from = start.toISOString();
      described.from = from;
    }
    if (to) {
      const end = dayEnd(to, planTimeZone);
      if (end === undefined) return badRequest(reply, '"to" must be a day, YYYY-MM-DD.');
      query.to = end.toISOString();
      described.to = to;
    }
    if (action) {
      if (!(AUDIT_ACTIONS as readonly string[]).includes(action)) return badRequest(reply, `"action" must be one of ${AUDIT_ACTIONS.join(', ')}.`);
      query.action = action as AuditAction;
      described.action = action;
    }
    if (who) {
      query.who = who.trim().slice(0, 320);
      described.who = query.who;
    }
    if (after) {
      const cursor = decodeCursor(after);
      if (cursor === undefined) return badRequest(reply, '"after" is not a page of the audit trail.');
      query.after = cursor;
    }
    const events = await store.staff.listAudit(query);
    const shown = events.slice(0, INBOX_PAGE_SIZE);
    await audit(store, request, 'audit-list', { ...described, rows: shown.length });
    const last = shown.at(-1);
    const page: AuditPage = {
      entries: shown.map((event) => ({ ...event, detail: { ...event.detail }, records: [...event.records] })),
      ...(events.length > INBOX_PAGE_SIZE && last ? { next: encodeCursor({ at: last.at, id: last.id }) } : {}),
    };
    return page;
  });
}
