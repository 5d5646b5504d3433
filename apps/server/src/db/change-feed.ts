import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the tables' triggers notify on commit, with the table's name (drizzle/0006_change_feed.sql). */
export const CHANGES_CHANNEL = 'school_ops_changes';

/**
 * What a process knows of changes to the database, so that a read may be served from memory only
 * while nothing it depends on has changed (docs/decisions/0011-cached-reads.md). Three sources:
 * this process's own write statements (seen before they run, and again when its write request
 * ends), and every commit of any process (the triggers' NOTIFY).
 */
export interface ChangeFeed {
  /** Differs whenever one of these tables may have changed; null while changes cannot be followed. */
  stamp(tables: readonly string[]): string | null;
  /** This process writes (or has just written): everything cached may be out of date. */
  noteLocalWrite(): void;
  close(): Promise<void>;
}

/** Statements that change data; a transaction's commit too, as it makes its writes visible. */
const WRITE = /^\s*(insert|update|delete|truncate|merge|copy|commit)\b/i;
const WITH_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;
export const isWriteStatement = (sql: string) => WRITE.test(sql) || WITH_WRITE.test(sql);

class Versions {
  private epoch = 0;
  private readonly tables = new Map<string, number>();
  up = false;

  stamp(tables: readonly string[]): string | null {
    if (!this.up) return null;
    let s = String(this.epoch);
    for (const t of tables) s += `.${this.tables.get(t) ?? 0}`;
    return s;
  }

  bumpAll(): void {
    this.epoch++;
  }

  bump(table: string): void {
    this.tables.set(table, (this.tables.get(table) ?? 0) + 1);
  }
}

function feedOf(v: Versions, close: () => Promise<void>): ChangeFeed {
  return { stamp: (t) => v.stamp(t), noteLocalWrite: () => v.bumpAll(), close };
}

/** PGlite runs in this process and calls the listener before the writing query resolves. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const v = new Versions();
  const unlisten = await client.listen(CHANGES_CHANNEL, (table) => v.bump(table));
  v.up = true;
  return feedOf(v, async () => {
    v.up = false;
    await unlisten().catch(() => {});
  });
}

/**
 * PostgreSQL: one connection that LISTENs. While it is down (and until it has listened again),
 * stamp() is null, so nothing is served from memory: a missed notification can never leave a
 * stale read behind.
 */
export async function postgresChangeFeed(url: string, onError: (err: unknown) => void = () => {}): Promise<ChangeFeed> {
  const v = new Versions();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err: unknown) => {
    v.up = false;
    v.bumpAll();
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    if (closed) return;
    onError(err);
    retry = setTimeout(() => void connect(), 1_000);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === CHANGES_CHANNEL && n.payload) v.bump(n.payload);
    });
    c.on('error', lost);
    c.on('end', () => client === c && lost(new Error('change feed connection ended')));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Whatever changed while no one listened is unknown: start from a new epoch.
      v.bumpAll();
      v.up = true;
    } catch (err) {
      if (client === c) lost(err);
    }
  }

  await connect();
  return feedOf(v, async () => {
    closed = true;
    v.up = false;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    c?.removeAllListeners();
    await c?.end().catch(() => {});
  });
}
