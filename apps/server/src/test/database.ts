import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

let current: Promise<Database> | undefined;

/** Each test worker gets its own database: PGlite in memory, or its own database on the server. */
async function create(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined, { followChanges: true });
    await runMigrations(database);
    return database;
  }
  const name = `so_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 20, { followChanges: true });
  await runMigrations(database);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export function workerDatabase(): Promise<Database> {
  current ??= create();
  return current;
}

/** Empties every table of the app (not the migration journal) between tests. */
export async function resetDatabase(database: Database): Promise<void> {
  const { rows } = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
