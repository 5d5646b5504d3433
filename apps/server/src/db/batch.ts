import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Batch writes for the owners' repositories (decision 0025): a 10,000-row import must not become 10,000 round
 * trips. A batch travels as ONE json parameter read by json_to_recordset: thousands of bound parameters per
 * statement are slow to prepare (PGlite most of all) and PostgreSQL allows at most 65,535 of them. Column
 * names and SQL types come from the Drizzle table, so a batch names no column as a string.
 */
export const BATCH_ROWS = 5000;

export function chunks<T>(items: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `column IN (values)` with the values as one json parameter, for the same reason. */
export const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} = any(array(select (json_array_elements_text(${JSON.stringify(values)}::json))::${sql.raw(column.getSQLType())}))`;

/** The column's name in the database: the client maps property names to snake_case (db/client.ts). */
export const nameOf = (c: AnyPgColumn) => (c.keyAsName ? toSnakeCase(c.name) : c.name);

type Row<T extends PgTable> = T['$inferInsert'];
type Key<T extends PgTable> = keyof Row<T> & string;

/** The json batch and its `x(column type, …)` record definition, for the given properties of the rows. */
export function recordset<T extends PgTable>(
  table: T,
  keys: readonly Key<T>[],
  rows: readonly Partial<Row<T>>[],
  as = 'x',
) {
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`no column ${key}`);
    return column;
  });
  const values = rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [nameOf(columns[i]!), (row as Record<string, unknown>)[key] ?? null])),
  );
  const definition = sql.join(
    columns.map((c) => sql`${sql.identifier(nameOf(c))} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  return {
    columns,
    from: sql`json_to_recordset(${JSON.stringify(values)}::json) as ${sql.identifier(as)}(${definition})`,
    /** `name` as the target of an insert or a set. */
    name: (c: AnyPgColumn) => sql.identifier(nameOf(c)),
    /** The batch's value of a column. */
    value: (c: AnyPgColumn) => sql`${sql.identifier(as)}.${sql.identifier(nameOf(c))}`,
  };
}

/** Inserts the rows, the given properties of each; every other column takes its default. */
export async function insertMany<T extends PgTable>(
  db: Executor,
  table: T,
  keys: readonly Key<T>[],
  rows: readonly Row<T>[],
): Promise<void> {
  for (const part of chunks(rows)) {
    const r = recordset(table, keys, part);
    await db.execute(sql`insert into ${table} (${sql.join(r.columns.map(r.name), sql`, `)})
      select ${sql.join(r.columns.map(r.value), sql`, `)} from ${r.from}`);
  }
}

/**
 * Sets the given properties on the rows matched by `id` (the first key), where `also` holds; `touched`
 * columns are set to now(). With `changedIds`, returns the ids that changed; without, nothing comes back
 * (returning 10,000 ids nobody reads costs the import time, on PGlite most of all).
 */
export async function updateMany<T extends PgTable>(
  db: Executor,
  table: T,
  keys: readonly [Key<T>, ...Key<T>[]],
  rows: readonly Partial<Row<T>>[],
  o: { also?: SQL; touched?: AnyPgColumn; changedIds?: boolean } = {},
): Promise<string[]> {
  const changed: string[] = [];
  for (const part of chunks(rows)) {
    const r = recordset(table, keys, part, 'v');
    const [id, ...set] = r.columns as [AnyPgColumn, ...AnyPgColumn[]];
    const assignments = set.map((c) => sql`${r.name(c)} = ${r.value(c)}`);
    if (o.touched) assignments.push(sql`${r.name(o.touched)} = now()`);
    const result = (await db.execute(sql`update ${table} set ${sql.join(assignments, sql`, `)}
      from ${r.from} where ${id} = ${r.value(id)}${o.also ? sql` and ${o.also}` : sql``}
      ${o.changedIds ? sql`returning ${id} as id` : sql``}`)) as unknown as { rows?: { id: string }[] };
    if (o.changedIds) changed.push(...(result.rows ?? []).map((row) => row.id));
  }
  return changed;
}
