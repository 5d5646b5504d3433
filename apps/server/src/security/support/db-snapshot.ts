import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

async function tableNames(db: Executor): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  return rows.map((r) => r.tablename);
}

/**
 * Row count and a digest of the full contents of every app table, in one statement: two equal
 * snapshots mean nothing was written, not even a changed column or an audit row.
 */
export async function snapshotTables(db: Executor): Promise<Record<string, string>> {
  const names = await tableNames(db);
  const columns = names.map(
    (name) =>
      `(select count(*) || ' rows ' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
  );
  const { rows } = (await db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return rows[0] ?? {};
}
