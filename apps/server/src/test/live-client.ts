import type { FastifyInstance } from 'fastify';

export interface ReceivedEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** The address a test app listens on (started once; closed with the app). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listening(app);
}

/**
 * GET /api/events as a browser's streaming fetch reads it: the events in order, comments and the retry line
 * left out. `next(name)` waits for the next event of that name not yet taken.
 */
export async function openLiveStream(base: string, token: string, o: { lastEventId?: string } = {}) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(o.lastEventId ? { 'last-event-id': o.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  let taken = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());

  const read = async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (fields.data === undefined) continue;
          events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    wake();
  };
  if (res.ok) void read();
  else ended = true;

  const until = (ready: () => boolean, what: string, ms = 5_000) =>
    new Promise<void>((resolve, reject) => {
      if (ready()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`));
      }, ms);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });

  return {
    res,
    events,
    /** The next event of this name after those already taken; the ones it passes over are taken with it. */
    async next(name: string): Promise<ReceivedEvent> {
      const found = () => events.slice(taken).findIndex((e) => e.event === name);
      await until(() => found() >= 0, `a '${name}' event`);
      const i = taken + found();
      taken = i + 1;
      return events[i]!;
    },
    /** The events not taken yet. */
    rest: () => events.slice(taken),
    ended: () => until(() => ended, 'the stream to end'),
    close: () => abort.abort(),
  };
}
