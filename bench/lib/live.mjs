// The live stream (issue 19, decision 0030): open streams per process and their memory, and how long a
// committed change takes to reach a stream on another process under a steady stream of writes.
import { rssKb } from './measure.mjs';
import { startServer } from './processes.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One stream as a browser tab holds it; with `parse`, each event's arrival time by session id. */
async function openStream(origin, token, { parse, onEvent }) {
  const abort = new AbortController();
  const res = await fetch(`${origin}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!res.ok) throw new Error(`GET /api/events: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready;
  const isReady = new Promise((r) => (ready = r));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        if (!parse) {
          ready();
          continue;
        }
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (name === 'ready') ready();
          if (name === 'session' && data) onEvent(JSON.parse(data), performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  await isReady;
  return () => abort.abort();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Two processes on one PostgreSQL database. `streams` stay open on process A (the memory figure); `watchers`
 * of them parse events. Writes go through process B at `rate` per second for `seconds`: each starts or resets
 * one of `ids`, and its latency is from sending the write until a watcher on A holds the event naming it
 * (an upper bound of commit-to-browser: the commit is inside that span).
 */
export async function measureLive({
  env,
  ports,
  token,
  ids,
  log,
  streams = 500,
  watchers = 10,
  rate = 50,
  seconds = 10,
}) {
  const a = await startServer({ port: ports[0], env, log });
  const b = await startServer({ port: ports[1], env, log });
  const closes = [];
  try {
    await sleep(1_000);
    const rssBefore = rssKb(a.pid);
    const waiting = new Map(); // session id -> send time of the write not yet seen by each watcher
    const latencies = [];
    for (let i = 0; i < streams; i++) {
      const parse = i < watchers;
      closes.push(
        await openStream(a.origin, token, {
          parse,
          onEvent: (event, at) => {
            for (const id of event.ids) {
              const pending = waiting.get(id);
              if (!pending || pending.seen.has(i)) continue;
              pending.seen.add(i);
              latencies.push(at - pending.sent);
            }
          },
        }),
      );
    }
    await sleep(2_000);
    const rssOpen = rssKb(a.pid);
    log(`  live: ${streams} streams open on one process: RSS ${rssBefore} → ${rssOpen} kB`);

    const pool = ids.slice(0, Math.max(rate * 2, 40));
    const state = new Map(pool.map((id) => [id, 'new']));
    const total = rate * seconds;
    let failed = 0;
    const started = performance.now();
    const writes = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const id = pool[n % pool.length];
      const to = state.get(id) === 'new' ? 'in progress' : 'new';
      state.set(id, to);
      waiting.set(id, { sent: performance.now(), seen: new Set() });
      writes.push(
        fetch(`${b.origin}/api/sessions/${id}/status`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: to }),
        }).then((res) => (res.ok ? undefined : failed++)),
      );
    }
    await Promise.all(writes);
    await sleep(2_000);
    // Every write back to 'new', so the write path's sessions stay as the other measurements expect them.
    for (const [id, s] of state)
      if (s !== 'new')
        await fetch(`${b.origin}/api/sessions/${id}/status`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'new' }),
        });
    const sorted = latencies.sort((x, y) => x - y);
    const expected = total * watchers;
    return {
      streams,
      rssBeforeKb: rssBefore,
      rssOpenKb: rssOpen,
      kbPerStream: Math.round(((rssOpen - rssBefore) / streams) * 10) / 10,
      writesPerSecond: rate,
      seconds,
      failedWrites: failed,
      deliveries: sorted.length,
      expectedDeliveries: expected,
      p50Ms: Math.round(percentile(sorted, 50) ?? NaN),
      p99Ms: Math.round(percentile(sorted, 99) ?? NaN),
      maxMs: Math.round(sorted.at(-1) ?? NaN),
      processes: 2,
    };
  } finally {
    for (const close of closes) close();
    await a.stop();
    await b.stop();
  }
}
