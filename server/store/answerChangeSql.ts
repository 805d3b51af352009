// Changed answers in SQL (issues 21, 37, 38): a record's field read in each database's JSON syntax, and whether a response
// changes its NPI's answer, for the inbox's filter and the changed answers' screen.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { StoreAccess } from './storeAccess';

/** A record's text field read in SQL, in each database's own JSON syntax. */
export function recordField(access: StoreAccess, table: string, field: string): Expression<string | null> {
  return access.dialect === 'postgres'
    ? sql<string | null>`(${sql.ref(`${table}.record`)}::jsonb ->> ${field})`
    : sql<string | null>`json_extract(${sql.ref(`${table}.record`)}, ${`$."${field}"`})`;
}

/**
 * Whether a response changes its NPI's answer (server/exports/answerChanges.ts says the same in code): the response
 * before it for the same NPI gave another answer. One seek on (kind, npi, id) per row.
 */
export function changesAnswerExpression(access: StoreAccess, answerField: string): Expression<SqlBool> {
  const answer = sql`coalesce(${recordField(access, 's', answerField)}, '')`;
  const previous = sql`(select coalesce(${recordField(access, 'p', answerField)}, '') from submissions p
    where p.kind = s.kind and p.npi = s.npi and p.id < s.id order by p.id desc limit 1)`;
  return sql<SqlBool>`(s.npi is not null and ${answer} <> coalesce(${previous}, ${answer}))`;
}

