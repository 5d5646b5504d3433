// npm run bench [-- --live-only] [-- --quick] [-- --skip-build] [-- --skip-web] [-- --web-only] [-- --imports-only] [-- --image-attack-only] [-- --prepare-only]
// Builds (once, cached) a school-group-scale dataset and a 10,000-session one, starts the production
// server on each, drives it with autocannon from a separate process, measures a no-database
// baseline, memory under mixed load, and the web app's bundle and Lighthouse scores. Writes
// bench/results.json and bench/results.md. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDataset, resetWriteTargets } from './lib/dataset.mjs';
import { createDatabaseIfMissing, serverEnvFor, targetFor } from './lib/db.mjs';
import { benchStudent, endpoints, signIn, writeTargets } from './lib/endpoints.mjs';
import { measureImageAttack } from './lib/image-attack.mjs';
import { measureImport } from './lib/imports.mjs';
import { measureLive } from './lib/live.mjs';
import { capture, growthRuns, loadEach, memoryRun } from './lib/measure.mjs';
import { startBaseline, startServer } from './lib/processes.mjs';
import { webMarkdown, writeReport } from './lib/report.mjs';
import { CACHE_DIR, LARGE, MEASURE_DATE, PORTS, ROOT, SMALL, WEB_DIST, WEB_RENDER_DIR } from './lib/settings.mjs';
import { measureInteraction } from './lib/interaction.mjs';
import { measureWeb } from './lib/web.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const settings = {
  quick,
  connections: 20,
  duration: quick ? 3 : 10,
  warmup: quick ? 1 : 3,
  memorySeconds: quick ? 20 : 120,
};
const log = (line) => console.log(line);
const databaseUrl = process.env.DATABASE_URL || undefined;

mkdirSync(CACHE_DIR, { recursive: true });
if (!args.has('--skip-build')) {
  log('Building the web app and the server (npm run build)…');
  execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
rmSync(WEB_DIST, { recursive: true, force: true });
rmSync(WEB_RENDER_DIR, { recursive: true, force: true });
// BENCH_WEB_BUILD: another build of the web app to serve (e.g. an earlier commit's, for a before/after), with its
// page renderer beside it when it has one.
const webBuild = process.env.BENCH_WEB_BUILD || path.join(ROOT, 'apps/web/dist');
cpSync(webBuild, WEB_DIST, { recursive: true });
const renderBuild = path.join(webBuild, '..', 'dist-server');
if (existsSync(renderBuild)) cpSync(renderBuild, WEB_RENDER_DIR, { recursive: true });

/** School days after the measured one: the write path's sessions. */
const WRITE_DAYS = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'];

async function prepare(range) {
  const target = targetFor(range.name, databaseUrl);
  await createDatabaseIfMissing(target);
  // Starting the server once applies the migrations (to a new database or a cached one).
  const migrate = await startServer({ port: PORTS.server, env: serverEnvFor(target), log });
  await migrate.stop();
  const dataset = await ensureDataset(target, range, log);
  await resetWriteTargets(target);
  return { target, dataset };
}

async function measureSize(range, { memory, web }) {
  log(`\n${range.name} dataset (${range.first} … ${range.last})`);
  const { target, dataset } = await prepare(range);
  const env = serverEnvFor(target);

  const counting = await startServer({ port: PORTS.server, env, countQueries: true, log });
  let list, captured, session;
  try {
    session = await signIn(counting.origin);
    const ids = await writeTargets(counting.origin, session.payload.token, WRITE_DAYS);
    const studentId = await benchStudent(counting.origin, session.payload.token);
    list = endpoints(session.payload.token, ids, WRITE_DAYS, { studentId });
    captured = await capture(counting.origin, list);
    log(`  queries per request: ${list.map((e) => `${e.name} ${captured[e.name].queries}`).join(', ')}`);
  } finally {
    await counting.stop();
  }

  const server = await startServer({ port: PORTS.server, env, log });
  const out = { target: target.label, sessions: dataset.sessions, built: dataset.built, captured };
  try {
    log(`  load: ${settings.connections} connections, ${settings.duration} s each`);
    out.load = await loadEach(server.origin, list, { ...settings, pid: server.pid, log });
    if (memory) {
      log(`  memory: ${settings.memorySeconds} s of mixed load…`);
      out.memory = await memoryRun(server.origin, server.pid, list, {
        connections: settings.connections,
        seconds: settings.memorySeconds,
      });
      log(
        `    RSS first half ${out.memory.firstHalfMeanMb} MB (max ${out.memory.firstHalfMaxMb}), second half ${out.memory.secondHalfMeanMb} MB (max ${out.memory.secondHalfMaxMb})`,
      );
    }
    if (memory) {
      log('  imports: a 10,000-row daily schedule…');
      out.imports = await measureImport(server.origin, session.payload.token, target, log).catch((err) => ({
        error: err.message,
      }));
      out.imageAttack = await measureImageAttack(server.origin, server.pid, session.payload.token, list, log).catch(
        (err) => ({ error: err.message }),
      );
    }
    if (web) {
      log('  web: bundle sizes, Lighthouse on every route (cold and warm)…');
      out.web = { dataset: range.name, ...(await measureWeb(server.origin, { log })) };
      log('  web: tap to next paint in the ABC and spelling tests (CPU 4×)…');
      out.web.interaction = await measureInteraction(server.origin, { log }).catch((err) => ({ error: err.message }));
    }
  } finally {
    await server.stop();
  }
  return { out, list };
}

async function measureBaseline(list, captured) {
  log('\nbaseline (bare Fastify, same bytes, no database)');
  const routes = list.map((e) => ({
    name: e.name,
    method: e.method,
    status: captured[e.name].status,
    contentType: captured[e.name].contentType,
    body: captured[e.name].body,
  }));
  const routesFile = path.join(CACHE_DIR, 'baseline-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const baseline = await startBaseline({ port: PORTS.baseline, routesFile });
  try {
    return await loadEach(baseline.origin, list, { ...settings, baseline: true, log });
  } finally {
    await baseline.stop();
  }
}

/** Both servers up at once (PostgreSQL or two PGlite dirs), the sessions list alternating between them. */
async function measureGrowth(lists) {
  log('\ngrowth: the sessions list, 2M and 10k alternating');
  const servers = [];
  try {
    for (const [i, range] of [LARGE, SMALL].entries()) {
      const target = targetFor(range.name, databaseUrl);
      const server = await startServer({ port: PORTS.growth + i, env: serverEnvFor(target), log });
      servers.push({
        name: range.name,
        origin: server.origin,
        pid: server.pid,
        stop: server.stop,
        endpoint: lists[range.name].find((e) => e.name === 'sessions'),
      });
    }
    const result = await growthRuns(servers, {
      connections: settings.connections,
      seconds: settings.duration,
      rounds: 3,
    });
    log(
      `    2M: ${result.large.requestsPerSecond.toFixed(0)} req/s (p99 ${result.large.p99} ms), 10k: ${result.small.requestsPerSecond.toFixed(0)} req/s (p99 ${result.small.p99} ms)`,
    );
    return result;
  } finally {
    for (const s of servers) await s.stop();
  }
}

/**
 * --web-only: bundle sizes and Lighthouse against the large dataset's server, printed and not written to
 * results.* (a partial run must not replace a full one). No load, so it can run beside other measurements.
 */
async function webOnly() {
  // BENCH_WEB_DATASET=small: the four-day dataset (built in seconds), for a look while working on the web app.
  const range = process.env.BENCH_WEB_DATASET === 'small' ? SMALL : LARGE;
  const target = targetFor(range.name, databaseUrl);
  await createDatabaseIfMissing(target);
  const migrate = await startServer({ port: PORTS.server, env: serverEnvFor(target), log });
  await migrate.stop();
  await ensureDataset(target, range, log);
  await resetWriteTargets(target);
  const server = await startServer({ port: PORTS.server, env: serverEnvFor(target), log });
  try {
    const web = {
      dataset: range.name,
      ...(process.env.BENCH_WEB_PAGES === '' ? { pages: [] } : await measureWeb(server.origin, { log })),
    };
    if (!process.env.BENCH_SKIP_INTERACTION) {
      web.interaction = await measureInteraction(server.origin, { log }).catch((err) => ({ error: err.message }));
    }
    writeFileSync(
      path.join(CACHE_DIR, 'web.json'),
      JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), ...web }, null, 2),
    );
    log(`\n${webMarkdown(web, web.interaction)}`);
    log('(the figures in bench/.cache/web.json)');
  } finally {
    await server.stop();
  }
}

/** --imports-only: the 10,000-row import against the large dataset's server, printed, results.* untouched. */
async function importsOnly() {
  const { target } = await prepare(LARGE);
  const server = await startServer({ port: PORTS.server, env: serverEnvFor(target), log });
  try {
    const session = await signIn(server.origin);
    log(JSON.stringify(await measureImport(server.origin, session.payload.token, target, log), null, 2));
  } finally {
    await server.stop();
  }
}

/**
 * --image-attack-only: the image attack against the small dataset's server (its reads are the same
 * requests), printed and kept in bench/.cache/image-attack.json, results.* untouched.
 */
async function imageAttackOnly() {
  const { target } = await prepare(SMALL);
  const server = await startServer({ port: PORTS.server, env: serverEnvFor(target), log });
  try {
    const session = await signIn(server.origin);
    const list = endpoints(session.payload.token, [], []);
    const result = await measureImageAttack(server.origin, server.pid, session.payload.token, list, log);
    writeFileSync(
      path.join(CACHE_DIR, 'image-attack.json'),
      JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), ...result }, null, 2),
    );
  } finally {
    await server.stop();
  }
}

/**
 * --live-only: the live stream on the small dataset (500 streams on one process, 50 writes/s through another),
 * printed and kept in bench/.cache/live.json, results.* untouched.
 */
async function liveOnly() {
  const { target } = await prepare(SMALL);
  const result = await liveOn(target);
  log(JSON.stringify(result, null, 2));
  writeFileSync(
    path.join(CACHE_DIR, 'live.json'),
    JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), ...result }, null, 2),
  );
}

async function liveOn(target) {
  const env = serverEnvFor(target);
  const probe = await startServer({ port: PORTS.growth, env, log });
  let token;
  let ids;
  try {
    token = (await signIn(probe.origin)).payload.token;
    ids = await writeTargets(probe.origin, token, WRITE_DAYS);
  } finally {
    await probe.stop();
  }
  return measureLive({ env, ports: [PORTS.growth, PORTS.growth + 1], token, ids, log });
}

if (args.has('--live-only')) {
  await liveOnly();
  process.exit(0);
}

if (args.has('--image-attack-only')) {
  await imageAttackOnly();
  process.exit(0);
}

if (args.has('--prepare-only')) {
  for (const range of [LARGE, SMALL]) await prepare(range);
  process.exit(0);
}

if (args.has('--imports-only')) {
  await importsOnly();
  process.exit(0);
}

if (args.has('--web-only')) {
  await webOnly();
  process.exit(0);
}

const started = new Date();
const loadAtStart = os.loadavg()[0];
const large = await measureSize(LARGE, { memory: true, web: !args.has('--skip-web') });
const small = await measureSize(SMALL, { memory: false, web: false });
// A failure here (a server gone) must not lose the measurements already taken.
const growth = await measureGrowth({ large: large.list, small: small.list }).catch((err) => {
  log(`    growth step failed: ${err.message}`);
  return { error: err.message };
});
const baseline = await measureBaseline(large.list, large.out.captured);
const live = await liveOn(targetFor(SMALL.name, databaseUrl)).catch((err) => {
  log(`    live step failed: ${err.message}`);
  return { error: err.message };
});

const results = {
  startedAt: started.toISOString(),
  finishedAt: new Date().toISOString(),
  database: databaseUrl ? 'postgres' : 'pglite',
  loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  settings,
  measureDate: MEASURE_DATE,
  endpoints: large.list.map((e) => ({ name: e.name, label: e.label, target: e.target })),
  large: large.out,
  small: small.out,
  growth,
  baseline,
  live,
};
writeReport(results, log);
