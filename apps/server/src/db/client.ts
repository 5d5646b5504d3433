import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
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
  /** Present when opened with followChanges: what cached reads check (db/change-feed.ts). */
  changes?: ChangeFeed;
  close(): Promise<void>;
}

/**
 * countQueries: every statement is counted for the request that sent it (db/query-count.ts).
 * followChanges: the database's changes are followed, so reads may be cached (db/change-feed.ts).
 */
export interface OpenOptions {
  countQueries?: boolean;
  followChanges?: boolean;
}

/** A Drizzle logger sees each statement before it is sent, in the caller's async context. */
function loggerFor(o: OpenOptions, feed: () => ChangeFeed | undefined) {
  if (!o.countQueries && !o.followChanges) return {};
  return {
    logger: {
      logQuery(query: string) {
        if (o.countQueries) queryCountLogger.logQuery();
        feed()?.noteStatement(query);
      },
    },
  };
}

/** The change feed stops before the connections it was following close. */
function opened(db: Db, kind: Database['kind'], changes: ChangeFeed | undefined, closeClient: () => Promise<void>): Database {
  return {
    db,
    kind,
    changes,
    async close() {
      await changes?.close();
      await closeClient();
    },
  };
}

export async function openPglite(dataDir?: string, o: OpenOptions = {}): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  let changes: ChangeFeed | undefined;
  const db = drizzlePglite({ client, schema, casing: 'snake_case', ...loggerFor(o, () => changes) }) as unknown as Db;
  if (o.followChanges) changes = await pgliteChangeFeed(client);
  return opened(db, 'pglite', changes, () => client.close());
}

export async function openPostgres(url: string, max = 10, o: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  let changes: ChangeFeed | undefined;
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', ...loggerFor(o, () => changes) }) as unknown as Db;
  if (o.followChanges) changes = await postgresChangeFeed(url);
  return opened(db, 'postgres', changes, () => pool.end());
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, 10, opts) : openPglite(`${opts.dataDir}/pgdata`, opts);
}
