// Starting and stopping the processes the benchmark measures: the real server and the baseline.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, JWT_SECRET, ROOT, WEB_DIST, WEB_RENDER_DIR } from './settings.mjs';

async function waitFor(url, child, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 15_000).unref();
    });
}

/** The production build (apps/server/dist/main.js), as `npm start` runs it, demo off. */
export async function startServer({ port, env, countQueries = false, log }) {
  // A server left on the port (a probe killed before it stopped its own) would answer in this one's place, with
  // its own build and settings.
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`a server already answers on port ${port}: stop it first (ss -ltnp | grep ${port})`);
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      // Request logs at 'info' would measure pino writing to a pipe; errors still show.
      LOG_LEVEL: 'warn',
      QUERY_COUNT_HEADER: countQueries ? '1' : '0',
      WEB_DIST,
      WEB_RENDER: path.join(WEB_RENDER_DIR, 'render-page.js'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors = [];
  // The whole output of the last server, for a look after a run.
  const file = createWriteStream(path.join(CACHE_DIR, 'server.log'), { flags: 'a' });
  child.stdout.pipe(file);
  child.stderr.pipe(file);
  child.stderr.on('data', (d) => errors.push(String(d)));
  child.stdout.on('data', (d) => {
    const text = String(d);
    if (/"level":(40|50|60)/.test(text)) log?.(`  server: ${text.trim().slice(0, 400)}`);
  });
  try {
    // The first start on a big cached database may create indexes in a migration.
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, 900);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${errors.join('').slice(-2000)}`);
  }
  return { pid: child.pid, origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** A bare Fastify server answering each route with bytes captured from the real one. */
export async function startBaseline({ port, routesFile }) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/baseline-server.mjs'), routesFile, String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/__ready`, child, 30);
  return { pid: child.pid, origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** Runs the autocannon driver (bench/load.mjs) in its own process and returns its JSON summary. */
export function runLoad(spec) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bench/load.mjs')], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load driver exited with ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch (err) {
        reject(new Error(`load driver printed no JSON: ${err.message}\n${out.slice(0, 500)}`));
      }
    });
    child.stdin.end(JSON.stringify(spec));
  });
}
