// Where a page's main thread went, from a CPU profile (a .cpuprofile, e.g. BENCH_WARM_PROFILE's): the time line in
// slices (which chunk ran in each), the totals per chunk, and with --functions the functions that cost most, mapped
// through the build's source maps to their source file. Times are the profile's, so at the slowdown it ran with.
// `node bench/lib/cpu-profile.mjs <file.cpuprofile> [--slice=100] [--functions] [--dist=bench/.cache/web-dist]`
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { WEB_DIST } from './settings.mjs';

/** Starts a CPU profile of the page behind `cdp` (a puppeteer CDP session), sampled every 250 µs. */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}

/** Stops it and writes it to `file` (a .cpuprofile, which Chromium's DevTools open too); gives the profile. */
export async function stopProfile(cdp, file) {
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));
  return profile;
}

/** Prints where the profile's time went (see above). */
export function summarize(profile, { slice = 100, functions = false, topFunctions = 30, dist = WEB_DIST } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  /** A sample's place: the chunk's file name, or V8's own ("(program)" is the renderer: style, layout, paint). */
  const where = (node) => {
    const { url, functionName } = node.callFrame;
    if (!url) return functionName || '(anonymous)';
    return url.startsWith('http') ? new URL(url).pathname.replace(/^\/assets\//, '') : url;
  };

  const byChunk = new Map();
  const bySlice = new Map();
  const byFunction = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += profile.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    const place = where(node);
    if (place === '(idle)') return;
    byChunk.set(place, (byChunk.get(place) ?? 0) + dt);
    const at = Math.floor((t - profile.startTime) / 1000 / slice) * slice;
    const row = bySlice.get(at) ?? new Map();
    row.set(place, (row.get(place) ?? 0) + dt);
    bySlice.set(at, row);
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (url) {
      const key = `${url}|${lineNumber}|${columnNumber}|${functionName}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
    }
  });

  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`time line (${slice} ms slices, busy ms: what ran most)`);
  for (const [at, row] of [...bySlice].sort((a, b) => a[0] - b[0])) {
    const busy = [...row.values()].reduce((a, b) => a + b, 0);
    const parts = top(row, 3).map(([p, ms]) => `${p} ${ms.toFixed(0)}`);
    console.log(`  ${String(at).padStart(5)}  ${busy.toFixed(0).padStart(4)}  ${parts.join(', ')}`);
  }
  console.log('\nby chunk (ms)');
  for (const [place, ms] of top(byChunk, 20)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${place}`);

  if (functions) {
    const source = sourceMapper(dist);
    console.log('\nby function (self ms, source)');
    for (const [key, ms] of top(byFunction, topFunctions)) {
      const [url, line, column, name] = key.split('|');
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name || '(anonymous)'}  ${source(url, line, column, name)}`);
    }
  }
}

/** A profile's call frame as its source file and line, through the build's source maps in `dist`. */
export function sourceMapper(dist = WEB_DIST) {
  const maps = new Map();
  const consumer = (url) => {
    const name = new URL(url).pathname.replace(/^\//, '');
    const mapFile = path.join(dist, `${name}.map`);
    if (!maps.has(mapFile))
      maps.set(mapFile, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    return maps.get(mapFile);
  };
  return (url, line, column, name) => {
    const original = url.startsWith('http')
      ? consumer(url)?.originalPositionFor({ line: Number(line) + 1, column: Number(column) })
      : null;
    return original?.source
      ? `${original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line} ${original.name ?? ''}`
      : `${url ? new URL(url).pathname.split('/').pop() : name}:${line}`;
  };
}

/**
 * The functions that ran longest between `from` and `to` (µs, the trace's clock, which the profile's shares), as
 * source lines: what one long task was made of. Self time, or with `inclusive` the time in each function and what
 * it called (a module's evaluation, a component's effect).
 */
export function functionsWithin(profile, from, to, { top = 4, inclusive = false, dist = WEB_DIST } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const source = sourceMapper(dist);
  const keyOf = (id) => {
    const { url, lineNumber, columnNumber, functionName } = nodes.get(id).callFrame;
    return url ? source(url, lineNumber, columnNumber, functionName) : null;
  };
  const time = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const keys = new Set();
    for (let at = id; at !== undefined; at = inclusive ? parent.get(at) : undefined) {
      const key = keyOf(at);
      if (key) keys.add(key);
    }
    for (const key of keys) time.set(key, (time.get(key) ?? 0) + ms);
  });
  return [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${ms.toFixed(1)} ${key}`);
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (file && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  summarize(JSON.parse(readFileSync(file, 'utf8')), {
    slice: Number(option('slice', 100)),
    functions: args.includes('--functions'),
    topFunctions: Number(option('top', 30)),
    dist: option('dist', WEB_DIST),
  });
}
