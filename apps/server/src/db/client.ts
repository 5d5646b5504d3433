import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
import { queryCountLogger } from './query-count.ts';
import { noteTracedStatement } from './statement-trace.ts';
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
  /**
   * Runs fn while holding the app's startup lock: on PostgreSQL a session advisory lock, so that of
   * several processes starting at once only one migrates and seeds at a time; PGlite has one process.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * countQueries: every statement is counted for the request that sent it (db/query-count.ts).
 * followChanges: the database's changes are followed, so reads may be cached (db/change-feed.ts).
 */
export interface OpenOptions {
  countQueries?: boolean;
  followChanges?: boolean;
  /** Told of each connection PostgreSQL or the network ended; the pool replaces it on demand. */
  onConnectionLost?: (err: unknown) => void;
}

/** Waiting longer for a connection than this answers 503, so no request hangs on a database that is away. */
const CONNECT_TIMEOUT_MS = 5_000;
// Any constant works; it only has to be the same for every process of this app.
const STARTUP_LOCK = 7_246_001;

/** A Drizzle logger sees each statement before it is sent, in the caller's async context. */
function loggerFor(o: OpenOptions, feed: () => ChangeFeed | undefined) {
  if (!o.countQueries && !o.followChanges) return {};
  return {
    logger: {
      logQuery(query: string) {
        if (o.countQueries) queryCountLogger.logQuery();
        feed()?.noteStatement(query);
        noteTracedStatement(query);
      },
    },
  };
}

/** The change feed stops before the connections it was following close. */
function opened(
  db: Db,
  kind: Database['kind'],
  changes: ChangeFeed | undefined,
  closeClient: () => Promise<void>,
  exclusive: Database['exclusive'] = (fn) => fn(),
): Database {
  return {
    db,
    kind,
    changes,
    exclusive,
    async close() {
      await changes?.close();
      await closeClient();
    },
  };
}

export async function openPglite(dataDir?: string, o: OpenOptions = {}): Promise<Database> {
  // pg_trgm: the audit log's word search index (decision 0040); PGlite loads a contrib extension when opened.
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  let changes: ChangeFeed | undefined;
  const db = drizzlePglite({ client, schema, casing: 'snake_case', ...loggerFor(o, () => changes) }) as unknown as Db;
  if (o.followChanges) changes = await pgliteChangeFeed(client);
  return opened(db, 'pglite', changes, () => client.close());
}

export async function openPostgres(url: string, max = 10, o: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection that dies (restart, fail-over, idle_session_timeout, a pooler reaping it) emits
  // 'error'; with no listener Node ends the process. The pool drops an idle one; one in use fails
  // its statement and is dropped when released. Both are replaced by the next connect.
  const lost = (err: unknown) => o.onConnectionLost?.(err);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  let changes: ChangeFeed | undefined;
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', ...loggerFor(o, () => changes) }) as unknown as Db;
  if (o.followChanges) changes = await postgresChangeFeed(url, lost);
  return opened(
    db,
    'postgres',
    changes,
    () => pool.end(),
    (fn) => withAdvisoryLock(url, fn),
  );
}

/**
 * Held on a connection outside the pool (so the work under it may use every pooled one); PostgreSQL
 * releases it when that connection ends, whichever way.
 */
async function withAdvisoryLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    await holder.end().catch(() => {});
  }
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, 10, opts) : openPglite(`${opts.dataDir}/pgdata`, opts);
}
