import { sql } from 'drizzle-orm';
import { WATCHED_TABLES } from './cached-reads.ts';
import { CHANGES_CHANNEL } from './change-feed.ts';
import type { Executor } from './client.ts';

/** The name every notify trigger has, on whichever table. */
export const CHANGE_TRIGGER = 'school_ops_changes';

// Table names come from the schema, never from input; checked anyway, since they are spliced into the SQL.
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Makes the notify triggers exactly those db/cached-reads.ts declares: adds the missing ones, drops those on
 * tables no cached read names (decision 0026). Idempotent, and run after the migrations under their lock, so
 * every database — new, restored or upgraded — follows the declaration of the code that opens it. A statement
 * trigger: PostgreSQL sends the NOTIFY at commit, once per table per transaction, never for a rollback.
 */
export async function installChangeTriggers(db: Executor, tables: readonly string[] = WATCHED_TABLES): Promise<void> {
  for (const name of [...tables, CHANGES_CHANNEL, CHANGE_TRIGGER]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  }
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION school_ops_notify_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME);
  RETURN NULL;
END;
$fn$`),
  );
  const watched = `ARRAY[${tables.map((t) => `'${t}'`).join(', ')}]::text[]`;
  await db.execute(
    sql.raw(`DO $do$
DECLARE
  watched text[] := ${watched};
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = '${CHANGE_TRIGGER}' AND c.relnamespace = current_schema()::regnamespace
      AND NOT c.relname = ANY (watched)
  LOOP
    EXECUTE format('DROP TRIGGER ${CHANGE_TRIGGER} ON %I', t);
  END LOOP;
  FOREACH t IN ARRAY watched LOOP
    IF NOT EXISTS (
      SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname = '${CHANGE_TRIGGER}' AND c.relname = t AND c.relnamespace = current_schema()::regnamespace
    ) THEN
      EXECUTE format('CREATE TRIGGER ${CHANGE_TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
        'FOR EACH STATEMENT EXECUTE FUNCTION school_ops_notify_change()', t);
    END IF;
  END LOOP;
END;
$do$`),
  );
}
