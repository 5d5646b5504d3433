import { AUTHORITY, ROLE, schoolToday } from '@school-ops/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions, students } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildSession, buildStaff, buildStudent, buildUser } from '../../test/factories/index.ts';

const today = schoolToday();

describe('sessions', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const setStatus = (token: string, id: string, status: string) =>
    api(t.app, token).patch(`/api/sessions/${id}/status`, { status });
  const rowOf = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0]!;

  describe('GET /api/sessions', () => {
    it("lists the school's day with student and teacher joined, hiding canceled ones unless a supervisor asks", async () => {
      const staff = await buildStaff(db());
      const student = await buildStudent(db(), { name: 'Aoi Mori', grade: 'K2', readingStage: 1 });
      const mine = await buildSession(db(), {
        studentId: student.id,
        status: 'completed',
        teacherId: staff.partTimer.id,
        completedAt: new Date(),
      });
      await buildSession(db(), { status: 'canceled', cancellationReason: 'sick' });
      await buildSession(db(), { schoolName: 'Gakugei' });
      await buildSession(db(), { date: '2020-01-01' });

      const res = await api(t.app, staff.partTimer.token).get(
        `/api/sessions?schoolName=Ikejiri&date=${today}&showCanceled=true`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.documents).toHaveLength(1);
      expect(body.documents[0]).toMatchObject({
        id: mine.id,
        student: { name: 'Aoi Mori', grade: 'K2' },
        teacher: { id: staff.partTimer.id, name: staff.partTimer.name },
        available: true,
      });
      expect(body.completedToday).toBe(1);

      const sup = await api(t.app, staff.supervisor.token).get(
        `/api/sessions?schoolName=Ikejiri&date=${today}&showCanceled=true`,
      );
      expect(
        sup
          .json()
          .documents.map((d: { status: string }) => d.status)
          .sort(),
      ).toEqual(['canceled', 'completed']);
      const supHidden = await api(t.app, staff.supervisor.token).get(`/api/sessions?schoolName=Ikejiri&date=${today}`);
      expect(supHidden.json().documents).toHaveLength(1);
    });

    it("counts the viewer's own completed sessions of the chosen date at the chosen school", async () => {
      const staff = await buildStaff(db());
      const done = (teacherId: string, o: { schoolName?: string; date?: string } = {}) =>
        buildSession(db(), { status: 'completed', teacherId, completedAt: new Date(), ...o });
      await done(staff.partTimer.id);
      await done(staff.partTimer.id);
      await done(staff.partTimer.id, { schoolName: 'Gakugei' });
      await done(staff.partTimer.id, { date: '2026-01-05' });
      await done(staff.fullTimer.id);
      await buildSession(db(), { status: 'in progress', teacherId: staff.partTimer.id });

      const count = async (token: string, schoolName: string, date: string) =>
        (await api(t.app, token).get(`/api/sessions?schoolName=${schoolName}&date=${date}`)).json().completedToday;
      expect(await count(staff.partTimer.token, 'Ikejiri', today)).toBe(2);
      expect(await count(staff.partTimer.token, 'Gakugei', today)).toBe(1);
      expect(await count(staff.partTimer.token, 'all', today)).toBe(3);
      expect(await count(staff.partTimer.token, 'Ikejiri', '2026-01-05')).toBe(1);
      expect(await count(staff.fullTimer.token, 'Ikejiri', today)).toBe(1);
      expect(await count(staff.supervisor.token, 'Ikejiri', today)).toBe(0);
    });

    it('marks sessions beyond the teacher’s reading level unavailable and hides their content', async () => {
      const abcTeacher = await buildUser(db(), { readingLevel: 'abcs' });
      const book = await buildSession(db(), { studentStage: 3, performance: { comments: 'secret' } });
      const abc = await buildSession(db(), { studentStage: 1 });
      const cls = await buildSession(db(), { studentStage: 3, category: 'class' });
      const res = await api(t.app, abcTeacher.token).get(`/api/sessions?date=${today}`);
      const byId = Object.fromEntries(res.json().documents.map((d: { id: string }) => [d.id, d]));
      expect(byId[book.id]).toMatchObject({ available: false, performance: null });
      expect(byId[abc.id].available).toBe(true);
      expect(byId[cls.id].available).toBe(true);
      expect((await api(t.app, abcTeacher.token).get(`/api/sessions/${book.id}`)).statusCode).toBe(403);
    });

    it("says which sessions the viewer may open: not another teacher's completed one, nor a canceled one", async () => {
      const staff = await buildStaff(db());
      const teacher = await buildUser(db(), { readingLevel: 'abcs' });
      const colleague = await buildUser(db(), { readingLevel: 'all' });
      const done = { status: 'completed' as const, completedAt: new Date() };
      const mine = await buildSession(db(), { ...done, teacherId: teacher.id });
      const theirs = await buildSession(db(), { ...done, teacherId: colleague.id });
      const waiting = await buildSession(db());
      const beyond = await buildSession(db(), { studentStage: 3 });
      const canceled = await buildSession(db(), {
        status: 'canceled',
        teacherId: staff.supervisor.id,
        cancellationReason: 'sick',
      });
      const list = async (token: string) => {
        const res = await api(t.app, token).get(`/api/sessions?schoolName=Ikejiri&date=${today}&showCanceled=true`);
        return Object.fromEntries(
          res.json().documents.map((d: { id: string; can: { open: boolean } }) => [d.id, d.can.open]),
        );
      };

      // This teacher covers ABCs only; the list agrees with what opening each one answers.
      const forTeacher = await list(teacher.token);
      expect(forTeacher).toEqual({ [mine.id]: true, [theirs.id]: false, [waiting.id]: true, [beyond.id]: false });
      for (const [id, open] of Object.entries(forTeacher)) {
        expect((await api(t.app, teacher.token).get(`/api/sessions/${id}`)).statusCode).toBe(open ? 200 : 403);
      }
      // The colleague who completed the other one, from the same cached day, sees their own as openable.
      expect(await list(colleague.token)).toMatchObject({
        [mine.id]: false,
        [theirs.id]: true,
        [waiting.id]: true,
        [beyond.id]: true,
      });
      expect(await list(staff.supervisor.token)).toEqual({
        [mine.id]: true,
        [theirs.id]: true,
        [waiting.id]: true,
        [beyond.id]: true,
        [canceled.id]: false,
      });
      // A new session the teacher may open: they may start or convert it, nothing a supervisor does.
      expect((await api(t.app, teacher.token).get(`/api/sessions/${waiting.id}`)).json().document.can).toEqual({
        open: true,
        start: true,
        reset: false,
        modify: false,
        cancelModify: false,
        submit: false,
        cancel: false,
        convert: true,
        setReading: false,
        check: false,
      });
    });

    it('refuses a bad date with the spec message', async () => {
      const user = await buildUser(db());
      const res = await api(t.app, user.token).get('/api/sessions?date=2026-02-30');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid Date Format');
    });
  });

  describe('PATCH /api/sessions/:id/status', () => {
    it('starts a new session: acting teacher, start time and reading snapshot, with an audit event', async () => {
      const teacher = await buildUser(db());
      const session = await buildSession(db());
      const res = await setStatus(teacher.token, session.id, 'in progress');
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({
        status: 'in progress',
        teacherId: teacher.id,
        statusText: `session in progress (teacher: ${teacher.name})`,
        reading: { stage: 1, abc: { stage: 'uppercaseAbcs', letters: 5 } },
      });
      const row = await rowOf(session.id);
      expect(row.performance).toHaveProperty('startedAt');
      const audit = await db().select().from(auditEvents).where(eq(auditEvents.entityId, session.id));
      expect(audit.map((a) => a.action)).toEqual(['session.start']);
      expect(audit[0]!.actorId).toBe(teacher.id);
      expect(audit[0]!.before).toEqual({ status: 'new', teacherId: null, category: 'reading' });
      expect(audit[0]!.after).toEqual({
        status: 'in progress',
        teacherId: teacher.id,
        modifyingTeacherId: null,
        category: 'reading',
        confirmed: false,
        cancellationReason: null,
        visible: row.visible,
      });
    });

    it("refuses to move a reading session whose student is to be checked: 'set reading level first'", async () => {
      const teacher = await buildUser(db());
      const session = await buildSession(db(), { studentStage: 0 });
      const res = await setStatus(teacher.token, session.id, 'in progress');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('set reading level first');
      expect((await rowOf(session.id)).status).toBe('new');
      const cls = await buildSession(db(), { studentStage: 0, category: 'class' });
      expect((await setStatus(teacher.token, cls.id, 'in progress')).statusCode).toBe(200);
    });

    it('locks a started session for every other teacher and lets its teacher reset it', async () => {
      const [a, b] = [await buildUser(db(), { name: 'Ann Lee' }), await buildUser(db())];
      const session = await buildSession(db());
      expect((await setStatus(a.token, session.id, 'in progress')).statusCode).toBe(200);

      for (const status of ['in progress', 'new']) {
        const res = await setStatus(b.token, session.id, status);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('session in progress (teacher: Ann Lee)');
      }
      const convert = await api(t.app, b.token).patch(`/api/sessions/${session.id}`, { category: 'class' });
      expect(convert.statusCode).toBe(409);

      const reset = await setStatus(a.token, session.id, 'new');
      expect(reset.statusCode).toBe(200);
      const row = await rowOf(session.id);
      expect(row).toMatchObject({ status: 'new', teacherId: null, performance: null, reading: null, confirmed: false });
    });

    it('refuses steps the state machine does not have', async () => {
      const teacher = await buildUser(db());
      const session = await buildSession(db());
      const res = await setStatus(teacher.token, session.id, 'completed');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('a new session cannot become completed');
      const bad = await setStatus(teacher.token, session.id, 'finished');
      expect(bad.statusCode).toBe(400);
    });

    it('lets only supervisors modify a completed session, and only the reviewer cancel the review', async () => {
      const staff = await buildStaff(db());
      const other = await buildUser(db(), { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
      const session = await buildSession(db(), {
        status: 'completed',
        teacherId: staff.partTimer.id,
        completedAt: new Date('2026-11-21T06:05:00Z'),
        performance: { comments: 'good' },
      });
      const teacherTry = await setStatus(staff.partTimer.token, session.id, 'modifying');
      expect(teacherTry.statusCode).toBe(403);

      const modify = await setStatus(staff.supervisor.token, session.id, 'modifying');
      expect(modify.statusCode).toBe(200);
      expect(modify.json().document).toMatchObject({ status: 'modifying', modifyingTeacherId: staff.supervisor.id });

      const stolen = await setStatus(other.token, session.id, 'completed');
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().message).toBe('session review in progress');

      const back = await setStatus(staff.supervisor.token, session.id, 'completed');
      expect(back.statusCode).toBe(200);
      expect(back.json().document.statusText).toBe(
        `Session completed on 2026/11/21 (3:05 PM) (teacher: ${staff.partTimer.name})`,
      );
      expect((await rowOf(session.id)).performance).toEqual({ comments: 'good' });
    });

    it('shows another teacher’s completed session to supervisors only', async () => {
      const staff = await buildStaff(db());
      const session = await buildSession(db(), {
        status: 'completed',
        teacherId: staff.fullTimer.id,
        completedAt: new Date(),
      });
      const res = await api(t.app, staff.partTimer.token).get(`/api/sessions/${session.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('this session was completed by another teacher');
      expect((await api(t.app, staff.fullTimer.token).get(`/api/sessions/${session.id}`)).statusCode).toBe(200);
      expect((await api(t.app, staff.supervisor.token).get(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    });

    it('lets exactly one of many simultaneous starts win', async () => {
      const teachers = await Promise.all(Array.from({ length: 12 }, () => buildUser(db())));
      const session = await buildSession(db());
      const results = await Promise.all(teachers.map((x) => setStatus(x.token, session.id, 'in progress')));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(teachers.length - 1);
      const winner = teachers[results.findIndex((r) => r.statusCode === 200)]!;
      expect((await rowOf(session.id)).teacherId).toBe(winner.id);
      const starts = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, session.id), eq(auditEvents.action, 'session.start')));
      expect(starts).toHaveLength(1);
    });
  });

  describe('PATCH /api/sessions/:id (cancel, convert)', () => {
    it('lets a supervisor cancel with a reason and a parents flag', async () => {
      const staff = await buildStaff(db());
      const session = await buildSession(db());
      const teacherTry = await api(t.app, staff.fullTimer.token).patch(`/api/sessions/${session.id}`, {
        status: 'canceled',
        cancellationReason: 'sick',
        visible: true,
      });
      expect(teacherTry.statusCode).toBe(403);
      const empty = await api(t.app, staff.supervisor.token).patch(`/api/sessions/${session.id}`, {
        status: 'canceled',
        cancellationReason: '  ',
        visible: true,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('a reason is required to cancel a session');

      const res = await api(t.app, staff.supervisor.token).patch(`/api/sessions/${session.id}`, {
        status: 'canceled',
        cancellationReason: 'family trip',
        visible: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().document.statusText).toBe(
        `Session canceled by ${staff.supervisor.name} (reason: family trip, not visible to parents)`,
      );
      expect(await rowOf(session.id)).toMatchObject({
        status: 'canceled',
        teacherId: staff.supervisor.id,
        visible: false,
      });
      const [audit] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, session.id), eq(auditEvents.action, 'session.cancel')));
      expect(audit!.before).toEqual({ status: 'new', teacherId: null, category: session.category });
      expect(audit!.after).toEqual({
        status: 'canceled',
        teacherId: staff.supervisor.id,
        modifyingTeacherId: null,
        category: session.category,
        confirmed: false,
        cancellationReason: 'family trip',
        visible: false,
      });
    });

    it('refuses to cancel a completed session', async () => {
      const staff = await buildStaff(db());
      const session = await buildSession(db(), {
        status: 'completed',
        completedAt: new Date(),
        teacherId: staff.fullTimer.id,
      });
      const res = await api(t.app, staff.supervisor.token).patch(`/api/sessions/${session.id}`, {
        status: 'canceled',
        cancellationReason: 'x',
        visible: true,
      });
      expect(res.statusCode).toBe(400);
      expect((await rowOf(session.id)).status).toBe('completed');
    });

    it('converts a session that has not started between reading and class', async () => {
      const teacher = await buildUser(db());
      const session = await buildSession(db());
      const res = await api(t.app, teacher.token).patch(`/api/sessions/${session.id}`, { category: 'class' });
      expect(res.statusCode).toBe(200);
      expect((await rowOf(session.id)).category).toBe('class');
      await setStatus(teacher.token, session.id, 'in progress');
      const late = await api(t.app, teacher.token).patch(`/api/sessions/${session.id}`, { category: 'reading' });
      expect(late.statusCode).toBe(400);
    });
  });

  describe('PATCH /api/sessions/:id/check', () => {
    it('needs comments, and assigns an unassigned session to the supervisor who confirms it', async () => {
      const staff = await buildStaff(db());
      const session = await buildSession(db(), { category: 'class' });
      const noComment = await api(t.app, staff.supervisor.token).patch(`/api/sessions/${session.id}/check`, {
        comments: '',
        confirmed: true,
      });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json().message).toContain('comments are required');
      const teacherTry = await api(t.app, staff.fullTimer.token).patch(`/api/sessions/${session.id}/check`, {
        comments: 'ok',
        confirmed: true,
      });
      expect(teacherTry.statusCode).toBe(403);

      const res = await api(t.app, staff.supervisor.token).patch(`/api/sessions/${session.id}/check`, {
        comments: 'Sang the alphabet song.',
        confirmed: true,
      });
      expect(res.statusCode).toBe(200);
      expect(await rowOf(session.id)).toMatchObject({
        confirmed: true,
        teacherId: staff.supervisor.id,
        performance: { comments: 'Sang the alphabet song.' },
      });
    });

    it("answers 'unable to update session' for a session that does not exist", async () => {
      const staff = await buildStaff(db());
      const res = await api(t.app, staff.supervisor.token).patch(`/api/sessions/${crypto.randomUUID()}/check`, {
        comments: 'x',
        confirmed: false,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('unable to update session');
    });
  });

  describe('PATCH /api/sessions/:id/student-reading', () => {
    it("lets the teacher set a to-be-checked student's reading, then the session can start", async () => {
      const teacher = await buildUser(db(), { readingLevel: 'all' });
      const session = await buildSession(db(), { studentStage: 0 });
      const reading = { stage: 1, timesRead: 1, abc: { stage: 'lowercaseAbcs', letters: 10, oldProgression: false } };
      const res = await api(t.app, teacher.token).patch(`/api/sessions/${session.id}/student-reading`, { reading });
      expect(res.statusCode).toBe(200);
      expect(res.json().document.reading).toMatchObject({ stage: 1, abc: { stage: 'lowercaseAbcs', letters: 10 } });
      const [student] = await db().select().from(students).where(eq(students.id, session.studentId));
      expect(student).toMatchObject({ readingStage: 1, abcLetters: 10 });
      expect((await setStatus(teacher.token, session.id, 'in progress')).statusCode).toBe(200);
      const audit = await db().select().from(auditEvents).where(eq(auditEvents.entityId, session.studentId));
      expect(audit).toHaveLength(1);
    });

    it('refuses once the level is set, and checks the reading rules', async () => {
      const teacher = await buildUser(db(), { readingLevel: 'all' });
      const set = await buildSession(db(), { studentStage: 1 });
      const reading = { stage: 1, timesRead: 1, abc: { stage: 'uppercaseAbcs', letters: 5 } };
      const again = await api(t.app, teacher.token).patch(`/api/sessions/${set.id}/student-reading`, { reading });
      expect(again.statusCode).toBe(400);
      const unset = await buildSession(db(), { studentStage: 0 });
      const noBook = await api(t.app, teacher.token).patch(`/api/sessions/${unset.id}/student-reading`, {
        reading: { ...reading, stage: 3 },
      });
      expect(noBook.statusCode).toBe(400);
      expect(noBook.json().message).toContain('book is required');
    });
  });

  it("GET /api/sessions/:id/previous gives the student's last completed reading session", async () => {
    const teacher = await buildUser(db());
    const student = await buildStudent(db());
    await buildSession(db(), {
      studentId: student.id,
      date: '2026-11-01',
      status: 'completed',
      completedAt: new Date('2026-11-01T05:00:00Z'),
      teacherId: teacher.id,
    });
    const last = await buildSession(db(), {
      studentId: student.id,
      date: '2026-11-14',
      status: 'completed',
      completedAt: new Date('2026-11-14T05:00:00Z'),
      teacherId: teacher.id,
      performance: { abc: { spreadLettersMissed: ['b'] } },
    });
    const current = await buildSession(db(), { studentId: student.id });
    const res = await api(t.app, teacher.token).get(`/api/sessions/${current.id}/previous`);
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ id: last.id, performance: { abc: { spreadLettersMissed: ['b'] } } });
    const none = await api(t.app, teacher.token).get(`/api/sessions/${(await buildSession(db())).id}/previous`);
    expect(none.json().document).toBeNull();
  });
});
