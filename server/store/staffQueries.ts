// The staff console's part of the store (issue 37): sign-ins under way and sessions, found by the hash of a cookie;
// the append-only audit trail; and the inbox's pages, newest first on the index (kind, received_at, id), so a page
// costs the same at the millionth row as at the first.
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema';
import { formDescriptor } from '../../src/domain/forms';
import { AUDIT_ACTIONS, isStaffRole, type AuditAction } from '../../src/domain/staffConsole';
import type { StoreAccess } from './storeAccess';
import { submissionsOf, toStoredSubmissions } from './submissionQueries';
import { jobsOf } from './jobStatuses';
import { createWithdrawalDesk } from './withdrawalDeskQueries';
import { createAnswerReviewDesk } from './answerReviewQueries';
import { changesAnswerExpression } from './answerChangeSql';
import type { AuditEvent, StaffSession, StaffStore } from './types';

type SessionRow = { subject: string; email: string | null; name: string | null; role: string; created_at: string; idle_ends_at: string; absolute_ends_at: string };

function toSession(row: SessionRow): StaffSession {
  // A role the code no longer knows grants nothing more than reading.
  const role = isStaffRole(row.role) ? row.role : 'viewer';
  return { subject: row.subject, email: row.email, name: row.name, role, createdAt: row.created_at, idleEndsAt: row.idle_ends_at, absoluteEndsAt: row.absolute_ends_at };
}

const SESSION_COLUMNS = ['subject', 'email', 'name', 'role', 'created_at', 'idle_ends_at', 'absolute_ends_at'] as const;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type AuditRow = { id: number; at: string; subject: string | null; email: string | null; client_address: string; action: string; detail: string; records: string };

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: Number(row.id),
    at: row.at,
    subject: row.subject,
    email: row.email,
    clientAddress: row.client_address,
    action: (AUDIT_ACTIONS as readonly string[]).includes(row.action) ? (row.action as AuditAction) : 'forbidden',
    detail: parseJson<Record<string, string | number | boolean>>(row.detail, {}),
    records: parseJson<string[]>(row.records, []),
  };
}

/** The session under this hash, if it has not ended: not signed out, not idle past its end, not past its absolute end. */
function aliveSession(eb: ExpressionBuilder<Database, 'staff_sessions'>, idHash: string, nowText: string) {
  return eb.and([eb('id_hash', '=', idHash), eb('ended_at', 'is', null), eb('idle_ends_at', '>', nowText), eb('absolute_ends_at', '>', nowText)]);
}

export function createStaffStore(access: StoreAccess): StaffStore {
  const { db } = access;
  return {
    ...createWithdrawalDesk(access),
    ...createAnswerReviewDesk(access),

    async beginSignIn(idHash, signIn, now, expiresAt) {
      await access.write(() =>
        db
          .insertInto('staff_sign_ins')
          .values({
            id_hash: idHash,
            state: signIn.state,
            nonce: signIn.nonce,
            code_verifier: signIn.codeVerifier,
            return_to: signIn.returnTo,
            created_at: now.toISOString(),
            expires_at: expiresAt.toISOString(),
          })
          .execute(),
      );
    },

    async takeSignIn(idHash, now) {
      const row = await access.write(() => db.deleteFrom('staff_sign_ins').where('id_hash', '=', idHash).returningAll().executeTakeFirst());
      if (row === undefined || row.expires_at <= now.toISOString()) return undefined;
      return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to };
    },

    async createSession(idHash, session) {
      await access.write(() =>
        db
          .insertInto('staff_sessions')
          .values({
            id_hash: idHash,
            subject: session.subject,
            email: session.email,
            name: session.name,
            role: session.role,
            created_at: session.createdAt,
            idle_ends_at: session.idleEndsAt,
            absolute_ends_at: session.absoluteEndsAt,
            ended_at: null,
          })
          .execute(),
      );
    },

    async touchSession(idHash, now, idleEndsAt) {
      const nowText = now.toISOString();
      const idleText = idleEndsAt.toISOString();
      const row = await access.write(() =>
        db
          .updateTable('staff_sessions')
          // Never past the absolute end: the idle end is what the console's warning counts down to.
          .set({ idle_ends_at: sql<string>`case when absolute_ends_at < ${idleText} then absolute_ends_at else ${idleText} end` })
          .where((eb) => aliveSession(eb, idHash, nowText))
          .returning([...SESSION_COLUMNS])
          .executeTakeFirst(),
      );
      return row === undefined ? undefined : toSession(row);
    },

    async endSession(idHash, now) {
      const nowText = now.toISOString();
      const row = await access.write(() =>
        db
          .updateTable('staff_sessions')
          .set({ ended_at: nowText })
          .where((eb) => aliveSession(eb, idHash, nowText))
          .returning([...SESSION_COLUMNS])
          .executeTakeFirst(),
      );
      return row === undefined ? undefined : toSession(row);
    },

    async purgeEndedSessions(now) {
      const nowText = now.toISOString();
      return access.writeTransaction(async (trx) => {
        const signIns = await trx.deleteFrom('staff_sign_ins').where('expires_at', '<=', nowText).executeTakeFirst();
        const sessions = await trx
          .deleteFrom('staff_sessions')
          .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('idle_ends_at', '<=', nowText), eb('absolute_ends_at', '<=', nowText)]))
          .executeTakeFirst();
        return Number(signIns.numDeletedRows) + Number(sessions.numDeletedRows);
      });
    },

    async appendAudit(event, now = new Date()) {
      const row = await access.write(() =>
        db
          .insertInto('audit_events')
          .values({
            at: now.toISOString(),
            subject: event.subject,
            email: event.email,
            client_address: event.clientAddress,
            action: event.action,
            detail: JSON.stringify(event.detail),
            records: JSON.stringify(event.records),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toAuditEvent(row);
    },

    async listAudit(query) {
      let select = db.selectFrom('audit_events').selectAll();
      if (query.from !== undefined) select = select.where('at', '>=', query.from);
      if (query.to !== undefined) select = select.where('at', '<', query.to);
      if (query.action !== undefined) select = select.where('action', '=', query.action);
      if (query.who !== undefined) {
        const who = query.who;
        select = select.where((eb) => eb.or([eb('subject', '=', who), eb(eb.fn('lower', ['email']), '=', who.toLowerCase())]));
      }
      if (query.after !== undefined) select = select.where(sql<SqlBool>`(at, id) < (${query.after.at}, ${query.after.id})`);
      const rows = await select.orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
      return rows.map(toAuditEvent);
    },

    async purgeAudit(before) {
      const result = await access.write(() => db.deleteFrom('audit_events').where('at', '<', before.toISOString()).executeTakeFirst());
      return Number(result.numDeletedRows);
    },

    async inboxPage(query) {
      const { latestPerNpi } = formDescriptor(query.kind);
      let select = submissionsOf(access, query.kind);
      if (query.from !== undefined) select = select.where('s.received_at', '>=', query.from);
      if (query.to !== undefined) select = select.where('s.received_at', '<', query.to);
      if (query.language !== undefined) select = select.where('s.language', '=', query.language);
      const changes = latestPerNpi === undefined ? undefined : changesAnswerExpression(access, latestPerNpi.answerField);
      if (changes !== undefined && query.changesAnswer === true) select = select.where(changes);
      // A row value: both databases seek the index to it, so the thousandth page reads no more than the first.
      if (query.after !== undefined) select = select.where(sql<SqlBool>`(s.received_at, s.id) < (${query.after.at}, ${query.after.id})`);
      const rows = await select
        .select(changes === undefined ? sql<null>`null`.as('changes_answer') : sql<boolean | number>`${changes}`.as('changes_answer'))
        .orderBy('s.received_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(query.limit)
        .execute();
      const submissions = await toStoredSubmissions(access, query.kind, rows);
      const deliveries = await jobsOf(access, 'submission', submissions.map((submission) => submission.id));
      return submissions.map((submission, index) => {
        const flag = rows[index]?.changes_answer;
        return {
          submission,
          changesAnswer: changes === undefined ? undefined : flag === true || flag === 1,
          deliveries: deliveries.get(submission.id) ?? [],
        };
      });
    },
  };
}
