// One dataset's measurements: queries per request (with the counter on), then load on each endpoint.
import { readFileSync } from 'node:fs';
import { loadRequests } from './endpoints.mjs';
import { runLoad } from './processes.mjs';

/** One request of each endpoint with QUERY_COUNT_HEADER=1: status, body and x-query-count. */
export async function capture(origin, list) {
  const out = {};
  for (const e of list) {
    if (e.write) {
      const id = e.ids[0];
      const start = await call(
        origin,
        'PATCH',
        `/api/sessions/${id}/status`,
        e.headers,
        JSON.stringify({ status: 'in progress' }),
      );
      const reset = await call(
        origin,
        'PATCH',
        `/api/sessions/${id}/status`,
        e.headers,
        JSON.stringify({ status: 'new' }),
      );
      out[e.name] = {
        ...start,
        queries: `${start.queries} (start) / ${reset.queries} (reset)`,
        queryCounts: [start.queries, reset.queries],
      };
      if (reset.status !== 200) throw new Error(`reset of ${id} answered ${reset.status}: ${reset.body.slice(0, 200)}`);
    } else {
      out[e.name] = await call(origin, e.method, e.path, e.headers, e.body);
    }
    if (out[e.name].status !== 200)
      throw new Error(`${e.label} answered ${out[e.name].status}: ${out[e.name].body.slice(0, 300)}`);
  }
  return out;
}

async function call(origin, method, path, headers, body) {
  const res = await fetch(`${origin}${path}`, { method, headers, body });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: text,
    bytes: Buffer.byteLength(text),
    queries: Number(res.headers.get('x-query-count')),
  };
}

/** CPU time (user + system) the process has used, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The write path leaves a session in progress when a run stops between a start and its reset:
 * put those back to new (the bench admin holds them), so the next run starts clean.
 */
async function restoreWriteTargets(origin, e) {
  if (!e.write) return;
  // Requests still in flight when the load driver stopped may finish after this looks: look again.
  for (let pass = 0; pass < 5; pass++) {
    await new Promise((r) => setTimeout(r, 500));
    let left = 0;
    for (const date of e.writeDays) {
      const res = await fetch(`${origin}/api/sessions?schoolName=Ikejiri&date=${date}`, { headers: e.headers });
      const { documents } = await res.json();
      for (const d of documents.filter((x) => x.status === 'in progress' && e.ids.includes(x.id))) {
        left++;
        await fetch(`${origin}/api/sessions/${d.id}/status`, {
          method: 'PATCH',
          headers: e.headers,
          body: JSON.stringify({ status: 'new' }),
        });
      }
    }
    if (left === 0) return;
  }
  throw new Error('write-path sessions stay in progress after the run');
}

/**
 * autocannon on each endpoint, after a short warm-up run of the same requests. With the server's
 * pid, also its CPU time per request: a figure less shaken than req/s by other work on the machine.
 */
export async function loadEach(origin, list, { connections, duration, warmup, baseline = false, pid, log }) {
  const results = {};
  for (const e of list) {
    const requests = loadRequests(e, { baseline });
    if (warmup > 0) await runLoad({ origin, connections, duration: warmup, requests });
    if (!baseline) await restoreWriteTargets(origin, e);
    const before = pid ? cpuMs(pid) : 0;
    const r = await runLoad({ origin, connections, duration, requests });
    if (pid) r.cpuMsPerRequest = Math.round(((cpuMs(pid) - before) / Math.max(1, r.total)) * 100) / 100;
    if (!baseline) await restoreWriteTargets(origin, e);
    results[e.name] = r;
    const bad = r.non2xx + r.errors + r.timeouts;
    log(
      `    ${e.name.padEnd(15)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${pid ? `  ${r.cpuMsPerRequest} ms CPU/req` : ''}${bad ? `  (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts: ${JSON.stringify(r.statusCodes)})` : ''}`,
    );
  }
  return results;
}

export function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Mixed load of every endpoint but sign-in for `seconds`, with the server's RSS sampled each second. */
export async function memoryRun(origin, pid, list, { connections, seconds }) {
  const samples = [];
  const timer = setInterval(() => samples.push(rssKb(pid)), 1000);
  const requests = list.filter((e) => !e.signIn).flatMap((e) => loadRequests(e));
  let load;
  try {
    load = await runLoad({ origin, connections, duration: seconds, requests });
  } finally {
    clearInterval(timer);
  }
  for (const e of list) await restoreWriteTargets(origin, e);
  const half = Math.floor(samples.length / 2);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const mb = (kb) => Math.round((kb / 1024) * 10) / 10;
  return {
    seconds,
    requests: load.total,
    non2xx: load.non2xx,
    samplesMb: samples.map(mb),
    firstHalfMeanMb: mb(mean(samples.slice(0, half))),
    secondHalfMeanMb: mb(mean(samples.slice(half))),
    firstHalfMaxMb: mb(Math.max(...samples.slice(0, half))),
    secondHalfMaxMb: mb(Math.max(...samples.slice(half))),
  };
}

/**
 * The sessions list on both datasets at once, alternating short runs, so that whatever else the
 * machine is doing weighs on both alike; medians of the rounds.
 */
export async function growthRuns(servers, { connections, seconds, rounds }) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const out = {};
  for (const { name } of servers) out[name] = { rps: [], p99: [], cpu: [] };
  for (let round = 0; round < rounds; round++) {
    for (const { name, origin, pid, endpoint } of servers) {
      const requests = loadRequests(endpoint);
      const before = cpuMs(pid);
      const r = await runLoad({ origin, connections, duration: seconds, requests });
      out[name].rps.push(r.requestsPerSecond);
      out[name].p99.push(r.p99);
      out[name].cpu.push((cpuMs(pid) - before) / Math.max(1, r.total));
    }
  }
  return Object.fromEntries(
    Object.entries(out).map(([name, v]) => [
      name,
      {
        rounds: v.rps.length,
        requestsPerSecond: median(v.rps),
        p99: median(v.p99),
        cpuMsPerRequest: Math.round(median(v.cpu) * 100) / 100,
        all: v.rps,
      },
    ]),
  );
}
