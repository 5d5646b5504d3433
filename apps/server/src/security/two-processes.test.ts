import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIVITY_CLASS_NAMES, ROLE, SCHOOLS } from '@school-ops/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { buildSession, buildUser, dayFromToday, signToken } from '../test/factories/index.ts';
import { openLiveStream } from '../test/live-client.ts';
import { createPgDatabase, rowsOf, type ScratchPg } from './harness/databases.ts';
import { buildServerBundle, call, startServer, type ServerProcess } from './harness/server-process.ts';

const migrationCount = readdirSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')).filter(
  (f) => f.endsWith('.sql'),
).length;

/** Two server processes on one PostgreSQL database must behave as one server would. */
describe('two server processes on one PostgreSQL database', () => {
  const secret = randomBytes(32).toString('hex');
  const cleanups: (() => Promise<unknown> | void)[] = [];
  let servers: ServerProcess[];
  let database: Database;

  beforeAll(async () => {
    const bundle = await buildServerBundle();
    cleanups.push(bundle.cleanup);
    const scratch: ScratchPg = await createPgDatabase('two');
    cleanups.push(() => scratch.drop());
    // Started together on an empty database: both migrate at startup, and neither may fail.
    servers = await Promise.all(
      ['a', 'b'].map((name) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `so-two-${name}-`));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        return startServer(bundle.main, { DATA_DIR: dataDir, JWT_SECRET: secret, DATABASE_URL: scratch.url });
      }),
    );
    for (const s of servers) cleanups.push(() => s.stop('SIGTERM'));
    database = await openPostgres(scratch.url, 4);
    cleanups.push(() => database.close());
  }, 120_000);

  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  const teacher = async () => {
    const user = await buildUser(database.db, { role: ROLE.partTimeTeacher });
    return { ...user, token: signToken(user, { secret }) };
  };

  it('both started at once on an empty database, and the migrations ran exactly once', async () => {
    const [row] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(row!.n).toBe(migrationCount);
    for (const s of servers) expect((await call(s, 'GET', '/api/health')).status).toBe(200);
  });

  it('50 teachers start one session, split across both processes: exactly one wins', async () => {
    const teachers = await Promise.all(Array.from({ length: 50 }, teacher));
    const session = await buildSession(database.db);
    const results = await Promise.all(
      teachers.map((t, i) =>
        call(servers[i % 2]!, 'PATCH', `/api/sessions/${session.id}/status`, {
          token: t.token,
          body: { status: 'in progress' },
        }),
      ),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = teachers[codes.indexOf(200)]!;
    const [row] = await rowsOf<{ status: string; teacher_id: string }>(
      database,
      sql`select status, teacher_id from sessions where id = ${session.id}`,
    );
    expect(row).toEqual({ status: 'in progress', teacher_id: winner.id });
    const [starts] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from audit_events where action = 'session.start' and entity_id = ${session.id}`,
    );
    expect(starts!.n).toBe(1);
  });

  it("parallel first visits to a day's activities through both processes make one activity per class", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, teacher));
    const date = dayFromToday(50);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(servers[i % 2]!, 'GET', `/api/activities?schoolName=${i % 4 < 2 ? 'all' : SCHOOLS[i % 2]}&date=${date}`, {
          token: users[i % 4]!.token,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const [row] = await rowsOf<{ n: number; distinct: number }>(
      database,
      sql`select count(*)::int as n, count(distinct (school_name, class_name))::int as distinct from activities where date = ${date}`,
    );
    expect(row).toEqual({
      n: SCHOOLS.length * ACTIVITY_CLASS_NAMES.length,
      distinct: SCHOOLS.length * ACTIVITY_CLASS_NAMES.length,
    });
  });

  it('parallel click counts through both processes lose no update', async () => {
    const admin = await buildUser(database.db, { authority: 0, role: ROLE.schoolManager });
    const token = signToken(admin, { secret });
    const created = await call(servers[0]!, 'POST', '/api/links', {
      token,
      body: { links: [{ title: 'Counted', url: 'https://example.test/n', role: 3 }] },
    });
    const id = (created.body as { documents: { id: string }[] }).documents[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(servers[i % 2]!, 'PATCH', `/api/links/increment/${id}`, { token })),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const [row] = await rowsOf<{ clicks: number }>(
      database,
      sql`select click_count as clicks from links where id = ${id}`,
    );
    expect(row!.clicks).toBe(40);
  });

  /** Polls until `done` holds (or gives up): another process's change arrives by notification, within moments. */
  async function eventually(check: () => Promise<boolean>, ms = 3_000): Promise<boolean> {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25)))
      if (await check()) return true;
    return check();
  }

  it('a list cached by one process shows what the other process, or the database directly, changed', async () => {
    const admin = await buildUser(database.db, { authority: 0, role: ROLE.schoolManager });
    const adminToken = signToken(admin, { secret });
    const t = await teacher();
    const session = await buildSession(database.db, { category: 'class' });
    const list = `/api/sessions?schoolName=Ikejiri&date=${session.date}`;
    const statusIn = async (server: ServerProcess) => {
      const res = await call(server, 'GET', list, { token: adminToken });
      return (res.body as { documents: { id: string; status: string; student: { name: string } }[] }).documents.find(
        (d) => d.id === session.id,
      );
    };
    // Read twice through b, so its list is in memory.
    expect((await statusIn(servers[1]!))?.status).toBe('new');
    expect((await statusIn(servers[1]!))?.status).toBe('new');
    const started = await call(servers[0]!, 'PATCH', `/api/sessions/${session.id}/status`, {
      token: t.token,
      body: { status: 'in progress' },
    });
    expect(started.status).toBe(200);
    expect(await eventually(async () => (await statusIn(servers[1]!))?.status === 'in progress')).toBe(true);
    // A change no server made (a script, a restore): the trigger's notification reaches both.
    await database.db.execute(sql`update students set name = 'Renamed Directly' where id = ${session.studentId}`);
    for (const server of servers)
      expect(await eventually(async () => (await statusIn(server))?.student.name === 'Renamed Directly')).toBe(true);
  });

  it('a credentials reset through one process refuses the old token in the other', async () => {
    const admin = await buildUser(database.db, { authority: 0, role: ROLE.schoolManager });
    const adminToken = signToken(admin, { secret });
    const t = await teacher();
    // b knows the teacher (and keeps the user in memory) before the reset.
    expect((await call(servers[1]!, 'GET', '/api/books', { token: t.token })).status).toBe(200);
    expect(
      (await call(servers[0]!, 'PATCH', `/api/users/${t.id}/reset-credentials`, { token: adminToken })).status,
    ).toBe(200);
    expect(
      await eventually(async () => (await call(servers[1]!, 'GET', '/api/books', { token: t.token })).status === 422),
    ).toBe(true);
  });

  it('a logout through one process refuses that token in the other, and only that token', async () => {
    const t = await teacher();
    const otherDevice = signToken(t, { secret });
    // b knows the teacher and their (empty) list of ended tokens before the logout.
    expect((await call(servers[1]!, 'GET', '/api/books', { token: t.token })).status).toBe(200);
    expect((await call(servers[0]!, 'POST', '/api/auth/logout', { token: t.token })).status).toBe(204);
    expect(
      await eventually(async () => (await call(servers[1]!, 'GET', '/api/books', { token: t.token })).status === 422),
    ).toBe(true);
    expect((await call(servers[1]!, 'GET', '/api/books', { token: otherDevice })).status).toBe(200);
  });

  it("a session started through one process reaches a supervisor's live stream on the other, and a logout there ends a stream here", async () => {
    const sup = await buildUser(database.db, { authority: 2, role: ROLE.supervisor });
    const watching = await openLiveStream(servers[1]!.url, signToken(sup, { secret }));
    await watching.next('ready');
    const t = await teacher();
    const own = await openLiveStream(servers[1]!.url, t.token);
    await own.next('ready');
    const session = await buildSession(database.db, { category: 'class' });
    await watching.next('session');
    const started = await call(servers[0]!, 'PATCH', `/api/sessions/${session.id}/status`, {
      token: t.token,
      body: { status: 'in progress' },
    });
    expect(started.status).toBe(200);
    expect((await watching.next('session')).data).toMatchObject({ kind: 'session', ids: [session.id] });

    expect((await call(servers[0]!, 'POST', '/api/auth/logout', { token: t.token })).status).toBe(204);
    await own.ended();
    watching.close();
  });
});
