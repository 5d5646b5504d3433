import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * The database side of backup and restore, in plain SQL that PGlite and PostgreSQL both run, so an
 * archive from one restores into the other. Rows travel as JSON (to_jsonb out,
 * jsonb_populate_recordset in), which keeps every column type exact without per-table code.
 */

async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const table = (name: string) => sql.raw(`public.${ident(name)}`);

/** The app's tables, parents before children (by foreign key), so rows can be inserted in this order. */
export async function tablesInLoadOrder(ex: Executor): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      ex,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    ex,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const e of edges) if (e.child === name && e.parent !== name) visit(e.parent);
    visiting.delete(name);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

/** Stored (not generated) columns, in table order. */
async function columnsOf(ex: Executor, name: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    ex,
    sql`select a.attname as name from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = ${name} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return found.map((r) => r.name);
}

async function primaryKeyOf(ex: Executor, name: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    ex,
    sql`select a.attname as name from pg_index i
        join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where n.nspname = 'public' and c.relname = ${name} and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
  );
  return found.map((r) => r.name);
}

/** Every row of the table as one JSON text each, in a stable order, a page at a time. */
export async function* readTable(ex: Executor, name: string, pageSize = 1000): AsyncGenerator<string[]> {
  const key = await primaryKeyOf(ex, name);
  const orderBy = sql.raw(key.length ? key.map((k) => `t.${ident(k)}`).join(', ') : 'to_jsonb(t)::text');
  for (let offset = 0; ; offset += pageSize) {
    const page = await rows<{ row: string }>(
      ex,
      sql`select to_jsonb(t)::text as row from ${table(name)} as t order by ${orderBy} limit ${pageSize} offset ${offset}`,
    );
    if (page.length) yield page.map((r) => r.row);
    if (page.length < pageSize) return;
  }
}

/** Inserts rows given as JSON objects; ids and serial values are kept as they were. */
export async function insertRows(ex: Executor, name: string, jsonRows: string[]): Promise<void> {
  if (jsonRows.length === 0) return;
  const cols = sql.raw((await columnsOf(ex, name)).map(ident).join(', '));
  await ex.execute(
    sql`insert into ${table(name)} (${cols}) overriding system value
        select ${cols} from jsonb_populate_recordset(null::${table(name)}, ${`[${jsonRows.join(',')}]`}::jsonb)`,
  );
}

/** After rows came in with their own ids, serial counters continue after the highest one. */
export async function resetSequences(ex: Executor): Promise<void> {
  const serials = await rows<{ tbl: string; col: string }>(
    ex,
    sql`select table_name as tbl, column_name as col from information_schema.columns
        where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { tbl, col } of serials) {
    await ex.execute(
      sql`select setval(pg_get_serial_sequence(${`public.${ident(tbl)}`}, ${col}),
                        coalesce((select max(${sql.raw(ident(col))}) from ${table(tbl)}), 0) + 1, false)`,
    );
  }
}

export async function nonEmptyTables(ex: Executor, names: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const name of names) {
    const [r] = await rows<{ any: boolean }>(ex, sql`select exists (select 1 from ${table(name)}) as any`);
    if (r?.any) out.push(name);
  }
  return out;
}

export async function truncateAll(ex: Executor, names: string[]): Promise<void> {
  if (names.length)
    await ex.execute(sql.raw(`truncate ${names.map((n) => `public.${ident(n)}`).join(', ')} restart identity cascade`));
}

export async function countRows(ex: Executor, name: string): Promise<number> {
  const [r] = await rows<{ n: number }>(ex, sql`select count(*)::int as n from ${table(name)}`);
  return r?.n ?? 0;
}

/** Which schema version the database is at: drizzle's journal of applied migrations. */
export async function appliedMigrations(ex: Executor): Promise<string[]> {
  const found = await rows<{ hash: string }>(ex, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return found.map((r) => r.hash);
}
