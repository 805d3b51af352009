// Schema migrations, held in code (no migration folder is read at run time). Each one is idempotent
// (IF NOT EXISTS throughout) so a run that another instance interrupted or raced can simply be redone.
//
// Concurrency: on PostgreSQL the Kysely Migrator takes an advisory lock inside its transaction, so two
// instances starting at once run the migrations one after the other. On SQLite the Migrator takes no
// lock; two processes may both run a migration (harmless: idempotent) and one of them then fails to
// record it (primary key of kysely_migration). `runMigrations` retries, and the retry finds it done.

import { Migrator, sql, type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { fillCanonicalColumns, rekeyWithdrawals } from './canonicalBackfill';
import { LEGACY_CONTACT_CHECK } from './contactCheck';
import { CONSENT_FORM_KIND } from './withdrawalRules';
import { AUDIT_MINIMUM_DAYS } from './auditRules';
import type { Dialect } from './types';

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';

      await db.schema
        .createTable('submissions')
        .ifNotExists()
        // Ids are assigned by the writer; PostgreSQL takes them from the serial's sequence.
        .addColumn('id', pg ? 'serial' : 'integer', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addColumn('record', 'text', (col) => col.notNull())
        .addColumn('terms_version', 'text')
        .addColumn('npi', 'text')
        .addCheckConstraint('submissions_kind_check', sql`kind in ('attestation', 'contact', 'tgi')`)
        .execute();
      await db.schema
        .createIndex('submissions_kind_received_at_idx')
        .ifNotExists()
        .on('submissions')
        .columns(['kind', 'received_at'])
        .execute();
      await db.schema
        .createIndex('submissions_kind_npi_id_idx')
        .ifNotExists()
        .on('submissions')
        .columns(['kind', 'npi', 'id'])
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('notifications')
        .ifNotExists()
        // SQLite AUTOINCREMENT: a removed notification's id is never handed out again.
        .addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('providers')
        .ifNotExists()
        .addColumn('npi', 'text', (col) => col.primaryKey())
        .execute();
    },
  };
}

/**
 * An Idempotency-Key is bound to the body it first came with (the same key with another body is refused, not
 * replayed), and keys expire: an index on their creation time serves the purge.
 */
function idempotencyKeyBodies(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table idempotency_keys add column if not exists body_hash text`.execute(db);
      } else {
        // SQLite has no ADD COLUMN IF NOT EXISTS: look first, so a raced or repeated run is harmless.
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info('idempotency_keys')`.execute(db);
        if (!rows.some((row) => row.name === 'body_hash')) {
          await sql`alter table idempotency_keys add column body_hash text`.execute(db);
        }
      }
      await db.schema.createIndex('idempotency_keys_created_at_idx').ifNotExists().on('idempotency_keys').column('created_at').execute();
    },
  };
}

/** The kinds 0001_initial's check constraint allowed: the rows already stored can only be of these. */
const INITIAL_KINDS = ['attestation', 'contact', 'tgi'] as const;

/**
 * A submission's kind refers to the `form_kinds` table instead of a check constraint listing the kinds, so a new
 * form needs no migration: the store registers the kinds of the form descriptors (src/domain/forms.ts) each time it
 * migrates. A kind once registered stays, so the rows of a form that is later removed remain valid.
 */
function formKindsTable(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('form_kinds').ifNotExists().addColumn('kind', 'text', (col) => col.primaryKey()).execute();
      const kinds = INITIAL_KINDS.map((kind) => sql`(${kind})`);
      await sql`insert into form_kinds (kind) values ${sql.join(kinds)} on conflict do nothing`.execute(db);
      if (dialect === 'postgres') {
        // Inside the Migrator's transaction and advisory lock: all or nothing, one instance at a time.
        await sql`alter table submissions drop constraint if exists submissions_kind_check`.execute(db);
        await sql`alter table submissions drop constraint if exists submissions_kind_fkey`.execute(db);
        await sql`alter table submissions add constraint submissions_kind_fkey foreign key (kind) references form_kinds (kind)`.execute(db);
        return;
      }
      // SQLite cannot alter a constraint: the table is rebuilt, in one transaction, unless a raced run already did.
      await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'submissions'`.execute(trx);
        if (!rows[0]?.sql.includes('submissions_kind_check')) return;
        await sql`create table submissions_rebuilt (
          id integer primary key,
          kind text not null references form_kinds (kind),
          reference text not null,
          received_at text not null,
          record text not null,
          terms_version text,
          npi text
        )`.execute(trx);
        await sql`insert into submissions_rebuilt (id, kind, reference, received_at, record, terms_version, npi)
          select id, kind, reference, received_at, record, terms_version, npi from submissions`.execute(trx);
        await sql`drop table submissions`.execute(trx);
        await sql`alter table submissions_rebuilt rename to submissions`.execute(trx);
        await sql`create index submissions_kind_received_at_idx on submissions (kind, received_at)`.execute(trx);
        await sql`create index submissions_kind_npi_id_idx on submissions (kind, npi, id)`.execute(trx);
      });
    },
  };
}

/**
 * Registers the kinds of the form descriptors that the table lacks (see formKindsTable). Usually none: it then only
 * reads, so an admin command starting beside a busy server does not wait for the write lock.
 */
async function registerFormKinds(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  const { rows } = await sql<{ kind: string }>`select kind from form_kinds`.execute(db);
  const known = new Set(rows.map((row) => row.kind));
  const missing = kinds.filter((kind) => !known.has(kind));
  if (missing.length === 0) return;
  await sql`insert into form_kinds (kind) values ${sql.join(missing.map((kind) => sql`(${kind})`))} on conflict do nothing`.execute(db);
}

/**
 * The language a submission was made in (docs/languages.md): the screens' language, which its errors and, for a
 * consent, its terms were in. Rows stored before the portal spoke another language were English.
 */
function submissionLanguage(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table submissions add column if not exists language text not null default 'en'`.execute(db);
        return;
      }
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info('submissions')`.execute(db);
      if (!rows.some((row) => row.name === 'language')) {
        await sql`alter table submissions add column language text not null default 'en'`.execute(db);
      }
    },
  };
}

/**
 * A notice may be given in the plan's other languages too (docs/languages.md): their texts as a JSON object by
 * language (`{"es": "…"}`), or null. A page in a language the notice lacks shows its English message.
 */
function notificationTranslations(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addTextColumn(db, dialect, 'notifications', 'translations');
    },
  };
}

/**
 * References are random since issue 21: the table refuses a repeat (a draw that repeats one, about one in 78 billion
 * per form, fails its batch, which the store splits and the client's retry, with its Idempotency-Key, draws again).
 * The sequential references stored before stay as they are, unique already.
 */
function uniqueReferences(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create unique index if not exists submissions_reference_unique on submissions (reference)`.execute(db);
    },
  };
}

/**
 * Delivery to the plan's systems (issue 22): the receivers, and the outbox of jobs the submissions' transactions
 * write. A job keeps its submission's id, nothing of its content. Due jobs are found by (status, endpoint_id,
 * next_attempt_at), a submission's jobs by submission_id (the purge keeps a submission whose delivery is pending). No
 * more indexes: each is one more write in every submission's transaction.
 */
function webhookOutbox(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      await db.schema
        .createTable('webhook_endpoints')
        .ifNotExists()
        .addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('forms', 'text', (col) => col.notNull())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', 'text')
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('deliveries')
        .ifNotExists()
        // serial: ids stay JavaScript numbers (two billion jobs is far beyond any plan's volume).
        .addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('endpoint_id', 'integer', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('message_id', 'text', (col) => col.notNull())
        .$call(withJobState)
        .addColumn('delivered_at', 'text')
        .execute();
      await db.schema.createIndex('deliveries_due_idx').ifNotExists().on('deliveries').columns(['status', 'endpoint_id', 'next_attempt_at']).execute();
      await db.schema.createIndex('deliveries_submission_idx').ifNotExists().on('deliveries').column('submission_id').execute();
    },
  };
}

/** Withdrawals of consent (issue 23), found by member (the key compared) and by time. */
function consentWithdrawals(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      await db.schema
        .createTable('consent_withdrawals')
        .ifNotExists()
        .addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('member_id', 'text', (col) => col.notNull())
        .addColumn('member_key', 'text', (col) => col.notNull())
        .addColumn('channels', 'text', (col) => col.notNull())
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addColumn('honour_by', 'text', (col) => col.notNull())
        .addColumn('recorded_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('consent_withdrawals_member_idx').ifNotExists().on('consent_withdrawals').columns(['member_key', 'received_at']).execute();
    },
  };
}

/**
 * The texting terms as members read them (issue 23): each version's text once, by language, and with each consent the
 * SHA-256 of the text it was given with (null for consents stored before).
 */
function termsVersions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('terms_versions')
        .ifNotExists()
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('sha256', 'text', (col) => col.notNull())
        .addColumn('recorded_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('terms_versions_pkey', ['version', 'language'])
        .execute();
      await addTextColumn(db, dialect, 'submissions', 'terms_sha256');
    },
  };
}

/**
 * Consent evidence, second part (issue 23): with each consent the address of the page it came from and, when the plan
 * turns it on, the client's address and user agent; with a withdrawal received as a STOP reply, the number it came
 * from and the intake message's id (a message sent again records nothing new for the same member); and the outbox delivers withdrawals as
 * well as submissions, so a job names one or the other (SQLite cannot drop a NOT NULL: its table is made again).
 */
function consentEvidence(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      for (const column of ['page_url', 'client_ip', 'user_agent']) await addTextColumn(db, dialect, 'submissions', column);
      for (const column of ['phone', 'intake_message_id']) await addTextColumn(db, dialect, 'consent_withdrawals', column);
      await db.schema
        .createIndex('consent_withdrawals_intake_message_unique')
        .ifNotExists()
        .unique()
        .on('consent_withdrawals')
        // One STOP message can withdraw several members' consents (a number they share), each once.
        .columns(['intake_message_id', 'member_key'])
        .execute();
      if (pg) {
        await sql`alter table deliveries alter column submission_id drop not null`.execute(db);
        await sql`alter table deliveries add column if not exists withdrawal_id integer`.execute(db);
      } else {
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info('deliveries')`.execute(db);
        if (!rows.some((row) => row.name === 'withdrawal_id')) {
          await sql`create table deliveries_next (
            id integer primary key autoincrement, endpoint_id integer not null, submission_id integer, withdrawal_id integer,
            message_id text not null, status text not null, attempts integer not null, next_attempt_at text not null,
            lease_until text, last_status integer, last_error text, created_at text not null, delivered_at text)`.execute(db);
          await sql`insert into deliveries_next (id, endpoint_id, submission_id, message_id, status, attempts, next_attempt_at, lease_until, last_status, last_error, created_at, delivered_at)
            select id, endpoint_id, submission_id, message_id, status, attempts, next_attempt_at, lease_until, last_status, last_error, created_at, delivered_at from deliveries`.execute(db);
          await sql`drop table deliveries`.execute(db);
          await sql`alter table deliveries_next rename to deliveries`.execute(db);
          await db.schema.createIndex('deliveries_due_idx').ifNotExists().on('deliveries').columns(['status', 'endpoint_id', 'next_attempt_at']).execute();
          await db.schema.createIndex('deliveries_submission_idx').ifNotExists().on('deliveries').column('submission_id').execute();
        }
      }
      await db.schema.createIndex('deliveries_withdrawal_idx').ifNotExists().on('deliveries').column('withdrawal_id').execute();
    },
  };
}

/**
 * How a submission was sent (issue 34): 'app' or 'html-form' (a plain HTML form post from a browser without the app's
 * scripts). Every new row says; the rows stored before keep null, which reads as 'app' (they were all the app's).
 */
function submittedVia(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addTextColumn(db, dialect, 'submissions', 'submitted_via');
    },
  };
}

/**
 * Canonical values (issue 33): each submission's member key and mobile number in E.164, as its record schema computes
 * them (canonicalColumns.ts), in columns of their own, each indexed after the kind: a STOP reply finds the consents
 * with its number, and then those members' consents, through an index instead of a LIKE over every record. The rows
 * stored before are filled in (canonicalBackfill.ts), and the withdrawals' keys follow the same definition; inside the
 * Migrator's transaction on PostgreSQL, batch by batch on SQLite (a run cut short is finished by the next).
 */
function canonicalValues(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['member_key', 'mobile_e164']) await addTextColumn(db, dialect, 'submissions', column);
      await db.schema.createIndex('submissions_kind_member_key_idx').ifNotExists().on('submissions').columns(['kind', 'member_key']).execute();
      await db.schema.createIndex('submissions_kind_mobile_e164_idx').ifNotExists().on('submissions').columns(['kind', 'mobile_e164']).execute();
      await fillCanonicalColumns(db, dialect);
      // consent_withdrawals_member_idx (member_key, received_at) already serves a lookup by key.
      await rekeyWithdrawals(db);
    },
  };
}

/**
 * Where an endpoint may lead (issue 35): 1 on an endpoint added with --allow-private-network, whose host may lead to the
 * plan's own network (loopback, RFC 1918, carrier-grade NAT, ULA). Endpoints added before are 0: one on the plan's own
 * network is refused until it is added again with the flag (docs/operations.md#where-an-endpoint-may-lead).
 */
function webhookPrivateNetworks(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table webhook_endpoints add column if not exists allow_private_network integer not null default 0`.execute(db);
        return;
      }
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info('webhook_endpoints')`.execute(db);
      if (!rows.some((row) => row.name === 'allow_private_network')) {
        await sql`alter table webhook_endpoints add column allow_private_network integer not null default 0`.execute(db);
      }
    },
  };
}

/**
 * Confirmed consent (issue 36, docs/consent.md#confirming-a-new-email-or-number): each consent's contact check (null
 * until the server has settled what it waits for; the consents stored before read as counted at once), the
 * confirmations it waits for (an email's link, stored only as its hash, or a mobile number's YES), the outbox of
 * email messages, and the delivery jobs that ask the SMS platform for a YES (`consent.confirmation_requested`).
 */
function confirmedConsent(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      const id = (table: string) =>
        db.schema.createTable(table).ifNotExists().addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()));
      await addTextColumn(db, dialect, 'submissions', 'contact_check');
      // Before this migration every consent counted at once: the same, said in the new column.
      await sql`update submissions set contact_check = ${LEGACY_CONTACT_CHECK} where contact_check is null and kind = ${CONSENT_FORM_KIND}`.execute(db);
      await id('contact_confirmations')
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('member_key', 'text', (col) => col.notNull())
        .addColumn('point', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('confirmed_by', 'text')
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema.createIndex('contact_confirmations_submission_idx').ifNotExists().on('contact_confirmations').column('submission_id').execute();
      // A YES reply finds the waiting confirmations of its number; a STOP cancels them.
      await db.schema.createIndex('contact_confirmations_address_idx').ifNotExists().on('contact_confirmations').columns(['point', 'address']).execute();
      await db.schema.createIndex('contact_confirmations_by_idx').ifNotExists().on('contact_confirmations').column('confirmed_by').execute();
      await id('mail_jobs')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('recipient_submission_id', 'integer', (col) => col.notNull())
        .addColumn('confirmation_id', 'integer')
        .addColumn('token', 'text')
        .$call(withJobState)
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('mail_jobs_due_idx').ifNotExists().on('mail_jobs').columns(['status', 'next_attempt_at']).execute();
      // One receipt per submission, however often its request is replayed.
      await db.schema.createIndex('mail_jobs_kind_submission_idx').ifNotExists().on('mail_jobs').columns(['kind', 'submission_id']).execute();
      // A member's number replaced by a confirmed new one: told to the SMS platform (`consent.contact_changed`).
      await id('contact_changes')
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('previous_mobile', 'text', (col) => col.notNull())
        .addColumn('mobile', 'text')
        .addColumn('changed_at', 'text', (col) => col.notNull())
        .execute();
      // The consents a crashed request left unsettled, found by the sweep without reading every consent.
      await db.schema
        .createIndex('submissions_unsettled_idx')
        .ifNotExists()
        .on('submissions')
        .columns(['kind', 'received_at'])
        .where(sql.ref('contact_check'), 'is', null)
        .execute();
      for (const column of ['confirmation_id', 'contact_change_id']) {
        if (pg) {
          await sql`alter table deliveries add column if not exists ${sql.ref(column)} integer`.execute(db);
        } else {
          const { rows } = await sql<{ name: string }>`select name from pragma_table_info('deliveries')`.execute(db);
          if (!rows.some((row) => row.name === column)) await sql`alter table deliveries add column ${sql.ref(column)} integer`.execute(db);
        }
      }
    },
  };
}

/**
 * The staff console (issue 37, docs/operations.md#the-staff-console): sign-ins under way (the state, nonce and PKCE
 * verifier of each, found by the browser's cookie), sessions (any instance serves them), and the audit trail, which no
 * statement may change and none may delete before it is six years old (a trigger in each database, whatever the code
 * does). The inbox pages newest first by (received_at, id) on an index.
 */
function staffConsole(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      await db.schema
        .createTable('staff_sign_ins')
        .ifNotExists()
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('code_verifier', 'text', (col) => col.notNull())
        .addColumn('return_to', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('staff_sign_ins_expires_idx').ifNotExists().on('staff_sign_ins').column('expires_at').execute();
      await db.schema
        .createTable('staff_sessions')
        .ifNotExists()
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('email', 'text')
        .addColumn('name', 'text')
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('idle_ends_at', 'text', (col) => col.notNull())
        .addColumn('absolute_ends_at', 'text', (col) => col.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema.createIndex('staff_sessions_absolute_idx').ifNotExists().on('staff_sessions').column('absolute_ends_at').execute();
      await db.schema
        .createTable('audit_events')
        .ifNotExists()
        .addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('subject', 'text')
        .addColumn('email', 'text')
        .addColumn('client_address', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('detail', 'text', (col) => col.notNull())
        .addColumn('records', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_events_at_idx').ifNotExists().on('audit_events').columns(['at', 'id']).execute();
      await db.schema.createIndex('audit_events_action_idx').ifNotExists().on('audit_events').columns(['action', 'at', 'id']).execute();
      await db.schema.createIndex('audit_events_subject_idx').ifNotExists().on('audit_events').columns(['subject', 'at', 'id']).execute();
      if (pg) {
        await sql`create or replace function audit_events_append_only() returns trigger language plpgsql as $$
          begin
            if tg_op = 'UPDATE' or tg_op = 'TRUNCATE' then
              raise exception 'the audit trail is append-only';
            end if;
            if old.at > to_char((now() at time zone 'utc') - interval '${sql.raw(String(AUDIT_MINIMUM_DAYS))} days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
              raise exception 'an audit event is kept ${sql.raw(String(AUDIT_MINIMUM_DAYS))} days';
            end if;
            return old;
          end $$`.execute(db);
        await sql`create or replace trigger audit_events_append_only before update or delete on audit_events for each row execute function audit_events_append_only()`.execute(db);
        await sql`create or replace trigger audit_events_no_truncate before truncate on audit_events for each statement execute function audit_events_append_only()`.execute(db);
      } else {
        await sql`create trigger if not exists audit_events_no_update before update on audit_events
          begin select raise(abort, 'the audit trail is append-only'); end`.execute(db);
        await sql`create trigger if not exists audit_events_no_early_delete before delete on audit_events
          when old.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${sql.lit(`-${AUDIT_MINIMUM_DAYS} days`)})
          begin select raise(abort, 'an audit event is kept ${sql.raw(String(AUDIT_MINIMUM_DAYS))} days'); end`.execute(db);
      }
      // The inbox's keyset: newest first by time, ties by id, within a form (the older index is its prefix).
      await db.schema.createIndex('submissions_kind_received_id_idx').ifNotExists().on('submissions').columns(['kind', 'received_at', 'id']).execute();
      await db.schema.dropIndex('submissions_kind_received_at_idx').ifExists().execute();
    },
  };
}

/** Issue 38: withdrawals marked honoured, and the "to honour" list's order (honour-by date, then id). */
function withdrawalMarks(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('withdrawal_marks')
        .ifNotExists()
        .addColumn('withdrawal_id', 'integer', (col) => col.primaryKey())
        .addColumn('honoured_on', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('by_subject', 'text', (col) => col.notNull())
        .addColumn('by_email', 'text')
        .addColumn('recorded_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('consent_withdrawals_honour_by_idx').ifNotExists().on('consent_withdrawals').columns(['honour_by', 'id']).execute();
    },
  };
}

/** Issue 38: changed TGI answers reviewed by staff, and the deliveries of their review. */
function answerChangeReviews(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('answer_change_reviews')
        .ifNotExists()
        .addColumn('submission_id', 'integer', (col) => col.primaryKey())
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('by_subject', 'text', (col) => col.notNull())
        .addColumn('by_email', 'text')
        .addColumn('recorded_at', 'text', (col) => col.notNull())
        .execute();
      if (dialect === 'postgres') {
        await sql`alter table deliveries add column if not exists answer_review_id integer`.execute(db);
      } else {
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info('deliveries')`.execute(db);
        if (!rows.some((row) => row.name === 'answer_review_id')) await sql`alter table deliveries add column answer_review_id integer`.execute(db);
      }
    },
  };
}

/**
 * Issue 38: each delivery attempt kept (the console shows a failed job's attempts), the endpoints' last success found
 * by a seek, and a review's jobs found by their review.
 */
function deliveryAttempts(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('delivery_attempts')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('delivery_id', 'integer', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('status', 'integer')
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('delivery_attempts_delivery_idx').ifNotExists().on('delivery_attempts').columns(['delivery_id', 'id']).execute();
      await db.schema.createIndex('deliveries_endpoint_delivered_idx').ifNotExists().on('deliveries').columns(['endpoint_id', 'delivered_at']).execute();
      await db.schema.createIndex('deliveries_answer_review_idx').ifNotExists().on('deliveries').column('answer_review_id').execute();
    },
  };
}

/** The columns every outbox job has (the webhooks' deliveries, the mail jobs): its state, its attempts, its lease. */
function withJobState<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull());
}

/** Adds a nullable text column unless it is there (PostgreSQL says so itself; SQLite is asked first). */
async function addTextColumn(db: Kysely<unknown>, dialect: Dialect, table: string, column: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table ${sql.table(table)} add column if not exists ${sql.ref(column)} text`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  if (!rows.some((row) => row.name === column)) await sql`alter table ${sql.table(table)} add column ${sql.ref(column)} text`.execute(db);
}

/** All migrations, by name (applied in name order). */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_idempotency_key_bodies': idempotencyKeyBodies(dialect),
    '0003_form_kinds_table': formKindsTable(dialect),
    '0004_submission_language': submissionLanguage(dialect),
    '0005_notification_translations': notificationTranslations(dialect),
    '0006_unique_references': uniqueReferences(),
    '0007_webhook_outbox': webhookOutbox(dialect),
    '0008_consent_withdrawals': consentWithdrawals(dialect),
    '0009_terms_versions': termsVersions(dialect),
    '0010_consent_evidence': consentEvidence(dialect),
    '0011_submitted_via': submittedVia(dialect),
    '0012_canonical_values': canonicalValues(dialect),
    '0013_webhook_private_networks': webhookPrivateNetworks(dialect),
    '0014_confirmed_consent': confirmedConsent(dialect),
    '0015_staff_console': staffConsole(dialect),
    '0016_withdrawal_marks': withdrawalMarks(),
    '0017_answer_change_reviews': answerChangeReviews(dialect),
    '0018_delivery_attempts': deliveryAttempts(dialect),
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () => Promise.resolve(migrations(dialect)),
  };
}

const ATTEMPTS = 5;

/**
 * Brings the database to the latest schema and registers the forms' kinds; retries a run that raced another
 * instance, or found SQLite's write lock taken.
 */
export async function runMigrations(db: Kysely<unknown>, dialect: Dialect, formKinds: readonly string[]): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const { error } = await migrator.migrateToLatest();
    if (error === undefined) {
      try {
        await registerFormKinds(db, formKinds);
        return;
      } catch (registerError) {
        lastError = registerError;
      }
    } else {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
  throw lastError instanceof Error ? lastError : new Error('Database migration failed');
}
