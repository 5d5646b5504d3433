import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { queryCountLogger } from './query-count.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service can run them inside its transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** With countQueries, every statement is counted for the request that sent it (db/query-count.ts). */
export interface OpenOptions {
  countQueries?: boolean;
}

const loggerFor = (o: OpenOptions) => (o.countQueries ? { logger: queryCountLogger } : {});

export async function openPglite(dataDir?: string, o: OpenOptions = {}): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case', ...loggerFor(o) }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string, max = 10, o: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', ...loggerFor(o) }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, 10, opts) : openPglite(`${opts.dataDir}/pgdata`, opts);
}
