// The withdrawals to honour (issue 38): open ones by honour-by date, soonest first, on the index (honour_by, id), so
// the overdue and the due-soon lead; honoured ones latest first; a mark made once, in its own table, by whom and why.
import { sql, type SqlBool } from 'kysely';
import { jobsOf } from './jobStatuses';
import type { StoreAccess } from './storeAccess';
import type { WithdrawalDesk, WithdrawalEntry, WithdrawalMark } from './types';
import { toWithdrawal } from './withdrawalQueries';

type MarkRow = { withdrawal_id: number; honoured_on: string; note: string; by_subject: string; by_email: string | null; recorded_at: string };

function toMark(row: MarkRow): WithdrawalMark {
  return { honouredOn: row.honoured_on, note: row.note, bySubject: row.by_subject, byEmail: row.by_email, recordedAt: row.recorded_at };
}

export function createWithdrawalDesk(access: StoreAccess): WithdrawalDesk {
  const { db } = access;

  async function marksOf(ids: readonly number[]): Promise<Map<number, WithdrawalMark>> {
    const marks = new Map<number, WithdrawalMark>();
    if (ids.length === 0) return marks;
    const rows = await db.selectFrom('withdrawal_marks').selectAll().where('withdrawal_id', 'in', [...ids]).execute();
    for (const row of rows) marks.set(Number(row.withdrawal_id), toMark(row));
    return marks;
  }

  async function entriesOf(rows: Parameters<typeof toWithdrawal>[0][]): Promise<WithdrawalEntry[]> {
    const withdrawals = rows.map(toWithdrawal);
    const ids = withdrawals.map((withdrawal) => withdrawal.id);
    const [marks, jobs] = await Promise.all([marksOf(ids), jobsOf(access, 'withdrawal', ids)]);
    return withdrawals.map((withdrawal) => ({ withdrawal, mark: marks.get(withdrawal.id) ?? null, deliveries: jobs.get(withdrawal.id) ?? [] }));
  }

  return {
    async withdrawalsPage({ honoured, limit, after }) {
      let query = db
        .selectFrom('consent_withdrawals as w')
        .selectAll('w')
        .where(({ exists, not, selectFrom }) => {
          const hasMark = exists(selectFrom('withdrawal_marks as m').select('m.withdrawal_id').whereRef('m.withdrawal_id', '=', 'w.id'));
          return honoured ? hasMark : not(hasMark);
        });
      // A row value: both databases seek the index (honour_by, id) to it.
      if (after !== undefined) {
        query = query.where(honoured ? sql<SqlBool>`(w.honour_by, w.id) < (${after.honourBy}, ${after.id})` : sql<SqlBool>`(w.honour_by, w.id) > (${after.honourBy}, ${after.id})`);
      }
      const direction = honoured ? 'desc' : 'asc';
      const rows = await query.orderBy('w.honour_by', direction).orderBy('w.id', direction).limit(limit).execute();
      return entriesOf(rows);
    },

    async withdrawalEntry(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return undefined;
      const row = await db.selectFrom('consent_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : (await entriesOf([row]))[0];
    },

    withdrawalMarks: marksOf,

    async markHonoured(id, mark) {
      const result = await access.write(() =>
        db
          .insertInto('withdrawal_marks')
          .values({ withdrawal_id: id, honoured_on: mark.honouredOn, note: mark.note, by_subject: mark.bySubject, by_email: mark.byEmail, recorded_at: mark.recordedAt })
          .onConflict((conflict) => conflict.column('withdrawal_id').doNothing())
          .executeTakeFirst(),
      );
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
