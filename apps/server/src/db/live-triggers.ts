import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { LIVE_CHANNEL, LIVE_TABLES, liveColumnsOf } from './live-tables.ts';

/** The name of every live trigger, on whichever table. */
export const LIVE_TRIGGER = 'school_ops_live';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const quoted = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/**
 * Makes the live triggers exactly those db/live-tables.ts declares (decision 0030), like the change triggers:
 * idempotent, run after the migrations under their lock. A row trigger sends `{ t: table, c: [key, ...facts] }`
 * (with `d: true` for a deleted row) for the new row and, when an update moved it (another day, another person), for the old one too. PostgreSQL
 * delivers NOTIFY at commit, drops those of a rollback and sends identical payloads of one transaction once.
 * Only the declared columns are sent, far below NOTIFY's 8,000-byte limit whatever a row holds.
 */
export async function installLiveTriggers(db: Executor): Promise<void> {
  const tables = LIVE_TABLES.map(liveColumnsOf);
  for (const name of [LIVE_CHANNEL, LIVE_TRIGGER, ...tables.flatMap((e) => [e.table, ...e.columns])]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  }
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION school_ops_notify_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  fresh jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  stale jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  a jsonb;
  b jsonb;
BEGIN
  IF fresh IS NOT NULL THEN
    SELECT jsonb_agg(fresh -> c ORDER BY i) INTO a FROM unnest(TG_ARGV) WITH ORDINALITY AS x(c, i);
    PERFORM pg_notify('${LIVE_CHANNEL}', jsonb_build_object('t', TG_TABLE_NAME, 'c', a)::text);
  END IF;
  IF stale IS NOT NULL THEN
    SELECT jsonb_agg(stale -> c ORDER BY i) INTO b FROM unnest(TG_ARGV) WITH ORDINALITY AS x(c, i);
    IF a IS DISTINCT FROM b THEN
      PERFORM pg_notify('${LIVE_CHANNEL}', jsonb_build_object('t', TG_TABLE_NAME, 'c', b, 'd', TG_OP = 'DELETE')::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$fn$`),
  );
  // Recreated each time: a declaration's columns may have changed since the database last opened.
  await db.execute(
    sql.raw(`DO $do$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = '${LIVE_TRIGGER}' AND c.relnamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP TRIGGER ${LIVE_TRIGGER} ON %I', t);
  END LOOP;
END;
$do$`),
  );
  for (const { table, columns } of tables) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER ${LIVE_TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON ${table} ` +
          `FOR EACH ROW EXECUTE FUNCTION school_ops_notify_live(${quoted(columns)})`,
      ),
    );
  }
}
