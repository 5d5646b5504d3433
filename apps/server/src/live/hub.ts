import { randomBytes } from 'node:crypto';
import { LIVE_HEARTBEAT_MS, LIVE_RESYNC, type LiveEvent, type LiveKind } from '@school-ops/shared';
import type { Identity } from '../auth/identity.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { liveKindOf, type LiveRowChange } from '../db/live-tables.ts';
import type { LiveRules, MayLearn } from './rules.ts';

/** Where a stream's text goes: an HTTP response in the app, a list in tests. */
export interface StreamSink {
  /** false when the connection's buffer is full. */
  write(chunk: string): boolean;
  end(): void;
}

export interface OpenStream {
  identity: Identity;
  /** Checked again whenever users or logged-out tokens change: null ends the stream. */
  stillValid: () => Promise<Identity | null>;
  sink: StreamSink;
  /** The Last-Event-ID the client resumes after. */
  lastEventId?: string;
}

interface Batch {
  seq: number;
  at: number;
  kinds: { kind: LiveKind; changes: LiveRowChange[]; mayLearn: MayLearn }[];
}

interface Stream extends OpenStream {
  closed: boolean;
  /** Writes in a row the connection's buffer refused. */
  behind: number;
}

export interface LiveHubOptions {
  feed: ChangeFeed;
  rules: LiveRules;
  /** How long changes are gathered into one batch (a transaction's rows arrive together). */
  gatherMs?: number;
  heartbeatMs?: number;
  /** How many batches are kept for a resume, and for how long. */
  keep?: { batches: number; ms: number };
  /** A stream whose unsent output passes this is closed (the client reconnects and catches up). */
  maxBufferedChunks?: number;
  warn?: (message: string, err: unknown) => void;
  now?: () => number;
}

export const sse = {
  event: (id: string, name: string, data: unknown) => `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`,
  comment: (text: string) => `: ${text}\n\n`,
};

/**
 * The process's live streams (decision 0030): row changes from the change feed are gathered for a few
 * milliseconds, each kind's rule is prepared once, and every open stream gets the events its person may learn
 * of. Batches are kept a while so that a stream resuming with Last-Event-ID on this process replays what it
 * missed; one that resumes from another process, from too long ago, or across a feed gap gets `resync`.
 */
export function createLiveHub(o: LiveHubOptions) {
  const now = o.now ?? Date.now;
  const gatherMs = o.gatherMs ?? 40;
  const keep = o.keep ?? { batches: 2_000, ms: 10 * 60_000 };
  const maxBuffered = o.maxBufferedChunks ?? 256;
  // Event ids name this process's life, so that an id from another process (or before a restart) is told apart.
  const boot = randomBytes(4).toString('hex');
  const streams = new Set<Stream>();
  const batches: Batch[] = [];
  let seq = 0;
  let pending: LiveRowChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const idOf = (n: number) => `${boot}-${n}`;
  const lastId = () => idOf(seq);

  function write(stream: Stream, chunk: string) {
    if (stream.closed) return;
    const ok = stream.sink.write(chunk);
    stream.behind = ok ? 0 : stream.behind + 1;
    if (stream.behind > maxBuffered) close(stream);
  }

  function close(stream: Stream) {
    if (stream.closed) return;
    stream.closed = true;
    streams.delete(stream);
    stream.sink.end();
  }

  function eventsFor(stream: Stream, batch: Batch): LiveEvent[] {
    const events: LiveEvent[] = [];
    for (const { kind, changes, mayLearn } of batch.kinds) {
      const told = changes.filter((c) => mayLearn(stream.identity, c));
      if (told.length === 0) continue;
      const set = (name: string) => [...new Set(told.map((c) => c.facts[name]).filter((v): v is string => !!v))];
      const days = set('date');
      const schools = set('school_name');
      const deleted = [...new Set(told.filter((c) => c.deleted).map((c) => c.key))];
      events.push({
        id: idOf(batch.seq),
        kind,
        ids: [...new Set(told.map((c) => c.key))],
        ...(days.length ? { days } : {}),
        ...(schools.length ? { schools } : {}),
        ...(deleted.length ? { deleted } : {}),
      });
    }
    return events;
  }

  function send(stream: Stream, batch: Batch) {
    for (const event of eventsFor(stream, batch)) write(stream, sse.event(event.id, event.kind, event));
  }

  function resync(stream: Stream) {
    write(stream, sse.event(lastId(), LIVE_RESYNC, { id: lastId() }));
  }

  async function flush() {
    timer = undefined;
    const changes = pending;
    pending = [];
    if (changes.length === 0) return;
    const byKind = new Map<LiveKind, LiveRowChange[]>();
    for (const c of changes) {
      const kind = liveKindOf(c.table);
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), c]);
    }
    const kinds: Batch['kinds'] = [];
    for (const [kind, list] of byKind) {
      try {
        kinds.push({ kind, changes: list, mayLearn: await o.rules[kind].prepare(list) });
      } catch (err) {
        // A rule that cannot decide tells no one, and every stream refetches instead.
        o.warn?.(`live: the ${kind} rule failed; streams resync`, err);
        seq += 1;
        for (const s of streams) resync(s);
        return;
      }
    }
    const batch: Batch = { seq: ++seq, at: now(), kinds };
    batches.push(batch);
    while (batches.length > keep.batches || (batches[0] && now() - batches[0].at > keep.ms)) batches.shift();
    for (const s of streams) send(s, batch);
  }

  function schedule() {
    timer ??= setTimeout(() => {
      flushing = flushing.then(flush, flush);
    }, gatherMs);
  }

  const offLive = o.feed.onLive((change) => {
    if (change === 'gap') {
      // Changes may have been missed: nobody can resume across this point.
      flushing = flushing.then(() => {
        seq += 1;
        batches.length = 0;
        for (const s of streams) resync(s);
      });
      return;
    }
    pending.push(change);
    schedule();
  });

  // Logout, a changed password or a deleted user end the streams their tokens opened.
  const offTable = o.feed.onTable((table) => {
    if (table !== 'users' && table !== 'revoked_tokens') return;
    for (const s of streams) {
      void s.stillValid().then(
        (identity) => {
          if (!identity) close(s);
          else s.identity = identity;
        },
        () => undefined,
      );
    }
  });

  const heartbeat = setInterval(() => {
    for (const s of streams) write(s, sse.comment('heartbeat'));
  }, o.heartbeatMs ?? LIVE_HEARTBEAT_MS);
  heartbeat.unref();

  /** Replays what a resuming stream missed, or says it must refetch. */
  function resume(stream: Stream, lastEventId: string) {
    const [from, n] = [lastEventId.split('-')[0], Number(lastEventId.split('-')[1])];
    const oldest = batches[0]?.seq ?? seq + 1;
    if (from !== boot || !Number.isInteger(n) || n > seq || n < oldest - 1) return resync(stream);
    for (const b of batches) if (b.seq > n) send(stream, b);
  }

  return {
    /** Starts a stream: the `ready` event names the point it starts from. Returns its close. */
    open(options: OpenStream): () => void {
      const stream: Stream = { ...options, closed: false, behind: 0 };
      streams.add(stream);
      // Queued behind any batch being sent, so the stream starts at a point no batch straddles.
      flushing = flushing.then(() => {
        if (stream.closed) return;
        if (options.lastEventId) resume(stream, options.lastEventId);
        else write(stream, sse.event(lastId(), 'ready', { id: lastId() }));
      });
      return () => close(stream);
    },
    get size() {
      return streams.size;
    },
    /**
     * The point a stream opened now would start from. A read answered with it (`x-live-id`) missed nothing that
     * such a stream tells: every change after it has a later id.
     */
    position: lastId,
    /** Sends what is gathered now (tests), and waits until it is sent. */
    async settle(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
        flushing = flushing.then(flush, flush);
      }
      await flushing;
    },
    async close(): Promise<void> {
      offLive();
      offTable();
      clearInterval(heartbeat);
      clearTimeout(timer);
      await flushing.catch(() => undefined);
      for (const s of [...streams]) close(s);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
