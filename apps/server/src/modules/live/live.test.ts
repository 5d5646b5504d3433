import { READING_STAGE, ROLE, schoolToday } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildActivity, buildSession, buildShift, buildStudent, buildUser } from '../../test/factories/index.ts';
import { listening, openLiveStream } from '../../test/live-client.ts';

type Stream = Awaited<ReturnType<typeof openLiveStream>>;

describe('GET /api/events (the live stream)', () => {
  const t = useTestApp();
  const open: Stream[] = [];
  afterEach(() => open.splice(0).forEach((s) => s.close()));

  const stream = async (token: string, o?: { lastEventId?: string }) => {
    const s = await openLiveStream(await listening(t.app), token, o);
    open.push(s);
    return s;
  };
  const supervisor = () => buildUser(t.database.db, { authority: 2, role: ROLE.supervisor });
  const partTimer = (readingLevel: 'abcs' | 'book' = 'abcs') =>
    buildUser(t.database.db, { role: ROLE.partTimeTeacher, readingLevel });
  /** A change everyone may learn of: what a stream received before it, it received in order. */
  const marker = () => buildActivity(t.database.db, { date: schoolToday(), className: `Mark ${Math.random()}` });

  it('refuses without a token (401) and sends the stream headers that keep proxies from buffering', async () => {
    expect((await api(t.app).get('/api/events')).statusCode).toBe(401);
    // Signed in but not asking for a stream (a plain fetch, a link): 406, not a request that never ends.
    const plain = await api(t.app, (await partTimer()).token).get('/api/events');
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({ code: 'live.acceptEventStream' });
    const s = await stream((await supervisor()).token);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(s.res.headers.get('x-accel-buffering')).toBe('no');
    expect((await s.next('ready')).id).toMatch(/^[0-9a-f]{8}-\d+$/);
  });

  it('tells a session change to supervisors and to teachers whose level covers it, with its day and school', async () => {
    const [sup, abcs, book] = [await supervisor(), await partTimer('abcs'), await partTimer('book')];
    const [toSup, toAbcs, toBook] = [await stream(sup.token), await stream(abcs.token), await stream(book.token)];
    for (const s of [toSup, toAbcs, toBook]) await s.next('ready');

    const session = await buildSession(t.database.db, { studentStage: READING_STAGE.abc });
    const seen = await toSup.next('session');
    expect(seen.data).toMatchObject({ kind: 'session', ids: [session.id], days: [session.date], schools: ['Ikejiri'] });
    expect((await toAbcs.next('session')).data).toMatchObject({ ids: [session.id] });

    // The book-level teacher may not list an ABC student's session: the marker arrives, the session never did.
    await marker();
    await toBook.next('activity');
    expect(toBook.events.map((e) => e.event)).toEqual(['ready', 'activity']);
  });

  it('tells a class session to every teacher, whatever their level', async () => {
    const book = await partTimer('book');
    const s = await stream(book.token);
    await s.next('ready');
    const session = await buildSession(t.database.db, { category: 'class', studentStage: READING_STAGE.abc });
    expect((await s.next('session')).data).toMatchObject({ ids: [session.id] });
  });

  it("never tells a part-timer of another teacher's availability, nor of a student page", async () => {
    const [sup, mine, other] = [await supervisor(), await partTimer(), await partTimer()];
    const [toSup, toMine] = [await stream(sup.token), await stream(mine.token)];
    await toSup.next('ready');
    await toMine.next('ready');

    const theirs = await buildShift(t.database.db, { userId: other.id, date: schoolToday() });
    const student = await buildStudent(t.database.db);
    await t.database.db.update(students).set({ name: 'Renamed' }).where(eq(students.id, student.id));
    const own = await buildShift(t.database.db, { userId: mine.id, date: schoolToday() });

    expect((await toMine.next('shift')).data).toMatchObject({ ids: [own.id], days: [own.date] });
    expect(toMine.events.filter((e) => e.event === 'student')).toEqual([]);
    expect(toMine.events.filter((e) => e.event === 'shift')).toHaveLength(1);
    // The supervisor learns of all three.
    const shiftIds = new Set<string>();
    while (shiftIds.size < 2)
      for (const id of ((await toSup.next('shift')).data as { ids: string[] }).ids) shiftIds.add(id);
    expect(shiftIds).toEqual(new Set([theirs.id, own.id]));
    expect((await toSup.next('student')).data).toMatchObject({ ids: [student.id] });
  });

  it('gathers the rows of one transaction into one event', async () => {
    const sup = await supervisor();
    const s = await stream(sup.token);
    await s.next('ready');
    const ids = await t.database.db.transaction(async (tx) => {
      const made = [];
      for (let i = 0; i < 5; i++) made.push((await buildStudent(tx)).id);
      return made;
    });
    expect(((await s.next('student')).data as { ids: string[] }).ids.sort()).toEqual(ids.sort());
  });

  it('names a deleted record as deleted, and an inserted one not', async () => {
    const sup = await supervisor();
    const s = await stream(sup.token);
    await s.next('ready');
    const student = await buildStudent(t.database.db);
    await s.next('student');
    await t.database.db.delete(students).where(eq(students.id, student.id));
    expect((await s.next('student')).data).toMatchObject({ ids: [student.id], deleted: [student.id] });
    await buildStudent(t.database.db);
    expect((await s.next('student')).data).not.toHaveProperty('deleted');
  });

  it('ends the stream when its token is logged out', async () => {
    const teacher = await partTimer();
    const s = await stream(teacher.token);
    await s.next('ready');
    expect((await api(t.app, teacher.token).post('/api/auth/logout')).statusCode).toBeLessThan(300);
    await s.ended();
    expect((await api(t.app, teacher.token).get('/api/events')).statusCode).toBe(422);
  });

  it('names on every read where the stream stood when it began: a stream opened after a quiet read starts there', async () => {
    const sup = await supervisor();
    const read = await api(t.app, sup.token).get('/api/students');
    expect(read.statusCode).toBe(200);
    const before = read.headers['x-live-id'];
    expect(before).toMatch(/^[0-9a-f]{8}-\d+$/);
    const s = await stream(sup.token);
    expect((await s.next('ready')).id).toBe(before);

    // After a change, a read begins later than the first one did.
    await marker();
    await s.next('activity');
    const after = (await api(t.app, sup.token).get('/api/students')).headers['x-live-id'];
    expect(Number(String(after).split('-')[1])).toBeGreaterThan(Number(String(before).split('-')[1]));
    // Not on writes, and not on the stream itself.
    const write = await api(t.app, sup.token).post('/api/auth/logout');
    expect(write.headers['x-live-id']).toBeUndefined();
  });

  it('replays what a resuming stream missed after its Last-Event-ID, and says resync to an id it does not know', async () => {
    const sup = await supervisor();
    const first = await stream(sup.token);
    const ready = await first.next('ready');
    first.close();

    const missed = await buildStudent(t.database.db);
    // A second stream proves the change was sent before the first resumes.
    const witness = await stream(sup.token);
    await witness.next('ready');
    await marker();
    await witness.next('activity');

    const resumed = await stream(sup.token, { lastEventId: ready.id });
    expect((await resumed.next('student')).data).toMatchObject({ ids: [missed.id] });
    expect(resumed.events.some((e) => e.event === 'ready')).toBe(false);

    const stranger = await stream(sup.token, { lastEventId: '00000000-7' });
    expect((await stranger.next('resync')).id).toMatch(/^[0-9a-f]{8}-\d+$/);
  });
});
