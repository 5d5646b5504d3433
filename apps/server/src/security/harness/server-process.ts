import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Bundles src/main.ts the way build.mjs does, into a private folder (other runs may be building
 * dist/ at the same moment). It sits under apps/server so the bundle finds the migrations folder
 * and node_modules by walking up, as the real dist/main.js does.
 */
export async function buildServerBundle(
  entries: string[] = ['main'],
): Promise<{ dir: string; main: string; cleanup(): void }> {
  const cache = path.join(serverRoot, 'node_modules', '.cache', 'school-ops-security');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'bundle-'));
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    absWorkingDir: serverRoot,
    entryPoints: Object.fromEntries(entries.map((e) => [e, e === 'main' ? 'src/main.ts' : `src/ops/${e}.ts`])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@school-ops/')),
    logLevel: 'error',
  });
  return {
    dir: outdir,
    main: path.join(outdir, 'main.js'),
    cleanup: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed, for failure messages. */
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerEnv {
  DATA_DIR: string;
  JWT_SECRET: string;
  DATABASE_URL?: string;
  /** 'test' (fast hashing) unless a test needs another mode. */
  NODE_ENV?: 'test' | 'production' | 'development';
  DEMO?: 'true' | 'false';
  /** 127.0.0.1 unless a test needs the server's own default (undefined). */
  HOST?: string;
}

/** The environment of a server process the tests start: clean database, fast hashing, no web app. */
export function serverProcessEnv(env: ServerEnv, port: number): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  return {
    ...inherited,
    NODE_ENV: 'test',
    DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    STORAGE: 'local',
    ...env,
  };
}

/** Starts the bundle as a real process and waits until it answers. */
export async function startServer(main: string, env: ServerEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: serverProcessEnv(env, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not answer within 45 s:\n${output}`);
}

/** JSON over HTTP to a running server; a refused or reset connection rejects. */
export async function call(
  server: { url: string },
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(opts.token && { authorization: `Bearer ${opts.token}` }),
      ...(opts.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

/** Runs one of the bundle's commands (`demo-remove`, …) to its end in the servers' environment. */
export function runCommand(bundleDir: string, name: string, env: ServerEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(bundleDir, `${name}.js`)],
      { env: serverProcessEnv(env, 0) },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
