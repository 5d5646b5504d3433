import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LIVE_CHANNEL, parseLiveChange, type LiveRowChange } from './live-tables.ts';

/** The channel the tables' triggers notify on commit, with the table's name (db/change-triggers.ts). */
export const CHANGES_CHANNEL = 'school_ops_changes';

/**
 * What a process knows of changes to the database, so that a read may be served from memory only
 * while nothing it depends on has changed (docs/decisions/0011-cached-reads.md). Three sources:
 * this process's own write statements (seen before they run, and again when its write request
 * ends, by table), and every commit of any process (the triggers' NOTIFY).
 */
export interface ChangeFeed {
  /** Differs whenever one of these tables may have changed; null while changes cannot be followed. */
  stamp(tables: readonly string[]): string | null;
  /** A statement this process is about to send: if it writes, what it writes may change. */
  noteStatement(sql: string): void;
  /** A point in this process's writes, to settle() from. */
  mark(): number;
  /**
   * The writes this process sent since the mark have committed: whatever was cached of their
   * tables meanwhile (possibly read before the commit) is dropped.
   */
  settle(since: number): void;
  /**
   * Each committed row change of a live table (decision 0030), from any process; 'gap' when the feed was down
   * and changes may have been missed. Returns the unsubscribe.
   */
  onLive(listener: (change: LiveRowChange | 'gap') => void): () => void;
  /** Each committed change of a watched table (by name), from any process. Returns the unsubscribe. */
  onTable(listener: (table: string) => void): () => void;
  close(): Promise<void>;
}

const WRITE = /^\s*(insert|update|delete|truncate|merge|copy)\b/i;
const WITH_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;
export const isWriteStatement = (sql: string) => WRITE.test(sql) || WITH_WRITE.test(sql);

const NAME = String.raw`"?\w+"?(?:\s*\.\s*"?\w+"?)?`;
const TARGET = new RegExp(
  String.raw`\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s+((?:${NAME}\s*,\s*)*${NAME})`,
  'gi',
);

/** The tables a write statement names (all of a TRUNCATE's list); empty when it names none. */
export function writtenTables(sql: string): string[] {
  const tables = new Set<string>();
  for (const m of sql.matchAll(TARGET)) {
    for (const name of m[1]!.split(',')) tables.add(name.split('.').pop()!.replaceAll('"', '').trim());
  }
  return [...tables];
}

class Versions {
  readonly live = new Set<(change: LiveRowChange | 'gap') => void>();
  readonly tableListeners = new Set<(table: string) => void>();
  private epoch = 0;
  private readonly tables = new Map<string, number>();
  /** Per table, the sequence number of this process's last write to it ('*': a write to unknown tables). */
  private readonly lastWrite = new Map<string, number>();
  private seq = 0;
  up = false;

  noteStatement(sql: string): void {
    if (!isWriteStatement(sql)) return;
    const tables = writtenTables(sql);
    this.seq++;
    if (tables.length === 0) {
      this.lastWrite.set('*', this.seq);
      this.bumpAll();
    }
    for (const t of tables) {
      this.lastWrite.set(t, this.seq);
      this.bump(t);
    }
  }

  mark(): number {
    return this.seq;
  }

  settle(since: number): void {
    if (this.seq === since) return;
    for (const [t, at] of this.lastWrite) {
      if (at <= since) continue;
      if (t === '*') this.bumpAll();
      else this.bump(t);
    }
  }

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

  /** A commit some process made: its table's reads are dropped, then its listeners are told. */
  committed(table: string): void {
    this.bump(table);
    for (const l of this.tableListeners) l(table);
  }

  liveChange(payload: string): void {
    const change = parseLiveChange(payload);
    if (change) for (const l of this.live) l(change);
  }

  gap(): void {
    for (const l of this.live) l('gap');
  }
}

const subscribe = <T>(set: Set<T>, listener: T) => {
  set.add(listener);
  return () => void set.delete(listener);
};

function feedOf(v: Versions, close: () => Promise<void>): ChangeFeed {
  return {
    stamp: (t) => v.stamp(t),
    noteStatement: (sql) => v.noteStatement(sql),
    mark: () => v.mark(),
    settle: (since) => v.settle(since),
    onLive: (listener) => subscribe(v.live, listener),
    onTable: (listener) => subscribe(v.tableListeners, listener),
    close,
  };
}

/** PGlite runs in this process and calls the listener before the writing query resolves. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const v = new Versions();
  const unlisten = await client.listen(CHANGES_CHANNEL, (table) => v.committed(table));
  const unlistenLive = await client.listen(LIVE_CHANNEL, (payload) => v.liveChange(payload));
  v.up = true;
  return feedOf(v, async () => {
    v.up = false;
    await unlisten().catch(() => {});
    await unlistenLive().catch(() => {});
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
    void drop(client);
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
      if (n.channel === CHANGES_CHANNEL && n.payload) v.committed(n.payload);
      if (n.channel === LIVE_CHANNEL && n.payload) v.liveChange(n.payload);
    });
    c.on('error', (err) => client === c && lost(err));
    c.on('end', () => client === c && lost(new Error('change feed connection ended')));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      // Whatever changed while no one listened is unknown: start from a new epoch, and tell the live streams.
      v.bumpAll();
      v.up = true;
      v.gap();
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
    await drop(c);
  });
}

/** A dropped client may still emit 'error' while it closes: it must have a listener, or the process ends. */
async function drop(c: pg.Client | undefined): Promise<void> {
  c?.removeAllListeners();
  c?.on('error', () => {});
  await c?.end().catch(() => {});
}
