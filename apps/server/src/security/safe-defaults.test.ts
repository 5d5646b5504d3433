import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_PEOPLE } from '../seed/demo.ts';
import { DEMO_STUDENTS } from '../seed/students.ts';
import { ADMIN_USERNAME, createPgDatabase, openTarget, rowsOf, seedAdmin } from './harness/databases.ts';
import { freshDataDir } from './harness/pglite-template.ts';
import { buildServerBundle, call, runCommand, startServer, type ServerEnv } from './harness/server-process.ts';

const secret = 'x'.repeat(40);

describe('safe defaults: where the server listens', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise or NODE_ENV=production', () => {
    expect(loadConfig({ JWT_SECRET: secret }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ JWT_SECRET: secret, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('safe defaults: a server process', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  beforeAll(async () => {
    bundle = await buildServerBundle(['main', 'demo-remove']);
    cleanups.push(bundle.cleanup);
  }, 120_000);
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  /** An empty migrated database on the suite's backend: PostgreSQL in the DATABASE_URL pass, PGlite otherwise. */
  async function emptyTarget(tag: string): Promise<ServerEnv> {
    const env: ServerEnv = { DATA_DIR: '', JWT_SECRET: randomBytes(32).toString('hex') };
    if (process.env.DATABASE_URL) {
      const scratch = await createPgDatabase(tag);
      cleanups.push(() => scratch.drop());
      env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `so-${tag}-`));
      env.DATABASE_URL = scratch.url;
    } else env.DATA_DIR = await freshDataDir(tag);
    cleanups.push(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));
    return env;
  }

  async function rowsIn<T>(env: ServerEnv, query: Parameters<typeof rowsOf>[1]): Promise<T[]> {
    const database = await openTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      return await rowsOf<T>(database, query);
    } finally {
      await database.close();
    }
  }

  it('without HOST a development start answers on 127.0.0.1 only, and its banner says how to open it to the network', async () => {
    const env = await emptyTarget('host');
    const server = await startServer(bundle.main, { ...env, NODE_ENV: 'development', HOST: undefined });
    cleanups.push(() => server.stop('SIGTERM'));
    expect(server.output()).toContain(
      'Only this computer can open it; to open it to your network, start it with HOST=0.0.0.0.',
    );
    const port = new URL(server.url).port;
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();
    await server.stop('SIGTERM');
  }, 120_000);

  it('a production start refuses the published demo credentials until `npm run demo:remove` has removed the demo, which is idempotent', async () => {
    const env = await emptyTarget('demo');
    const demo = await startServer(bundle.main, { ...env, DEMO: 'true' });
    await demo.stop('SIGTERM');
    const production: ServerEnv = { ...env, NODE_ENV: 'production' };

    const refused = startServer(bundle.main, production);
    await expect(refused).rejects.toThrow(
      /will not start with NODE_ENV=production while 14 accounts use the published demo password or PIN: admin, /,
    );
    await expect(refused).rejects.toThrow('Remove the demo data with `npm run demo:remove`');

    // Removing the demo's admin with no admin of the school's own would lock everyone out: refused, nothing removed.
    const alone = await runCommand(bundle.dir, 'demo-remove', env);
    expect(alone).toEqual({ code: 1, output: expect.stringContaining('would leave no admin account') });
    expect(await rowsIn(env, sql`select count(*)::int as n from users`)).toEqual([{ n: DEMO_PEOPLE.length }]);

    // The school's own admin and child, and a session of that child, stay.
    const database = await openTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await seedAdmin(database);
      await database.db.execute(sql`insert into students (name, grade, sms_id) values ('Own Child', 'K1', 5001)`);
      await database.db
        .execute(sql`insert into sessions (date, school_name, class_name, category, student_id, teacher_id)
        select '2026-04-01', 'Ikejiri', 'PM Kinder', 'reading', s.id, u.id from students s, users u where s.sms_id = 5001 and u.username = 'parttimer'`);
    } finally {
      await database.close();
    }

    const removed = await runCommand(bundle.dir, 'demo-remove', env);
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toMatch(
      new RegExp(
        `Removed the demo data: ${DEMO_PEOPLE.length} people, ${DEMO_STUDENTS.length} students, \\d+ sessions and 12 pick-ups.`,
      ),
    );
    expect(await rowsIn(env, sql`select username from users`)).toEqual([{ username: ADMIN_USERNAME }]);
    expect(await rowsIn(env, sql`select name from students`)).toEqual([{ name: 'Own Child' }]);
    expect(await rowsIn(env, sql`select teacher_id from sessions`)).toEqual([{ teacher_id: null }]);
    const [left] = await rowsIn<{ pickups: number; shifts: number; audited: number }>(
      env,
      sql`select (select count(*)::int from pickups) as pickups, (select count(*)::int from shifts) as shifts,
                 (select count(*)::int from audit_events where action = 'demo.remove') as audited`,
    );
    expect(left).toEqual({ pickups: 0, shifts: 0, audited: 1 });

    expect(await runCommand(bundle.dir, 'demo-remove', env)).toEqual({
      code: 0,
      output: 'No demo data found: nothing to remove.\n',
    });

    const started = await startServer(bundle.main, production);
    cleanups.push(() => started.stop('SIGTERM'));
    expect((await call(started, 'GET', '/api/health')).status).toBe(200);
    await started.stop('SIGTERM');
  }, 180_000);
});
