import { ROLE, type ReadingHistoryDto, type ReadingOverviewDto } from '@school-ops/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  abcResults,
  buildBook,
  buildCompletedReading,
  buildSession,
  buildSpellingCategory,
  buildStaff,
  buildStudent,
  buildUser,
} from '../../test/factories/index.ts';
import { writeSetting } from '../settings/index.ts';

/** The nth day of a month of 2026, as a school date. */
const day = (month: number, d: number) => `2026-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

describe("a child's reading journey", () => {
  const t = useTestApp();

  /**
   * One student's autumn, counted by hand below: twelve ABC sessions in August (the two oldest missed 'z', which
   * the last-ten count must leave out), two spelling sessions in September, two book sessions in October.
   */
  async function autumn() {
    const db = t.database.db;
    const staff = await buildStaff(db);
    const teacher = await buildUser(db, { name: 'Aki Tanaka', nickname: 'Aki', role: ROLE.partTimeTeacher });
    const student = await buildStudent(db, { name: 'Hana Ito', readingStage: 3 });
    const studentId = student.id;
    const abc = (d: number, spread: string[], random: string[] = []) =>
      buildCompletedReading(db, {
        studentId,
        teacherId: teacher.id,
        date: day(8, d),
        stage: 1,
        letters: 10,
        results: abcResults(spread, random),
      });
    await abc(1, ['z'], ['z']);
    await abc(2, ['z']);
    for (let d = 3; d <= 8; d++) await abc(d, []);
    await abc(9, ['q']);
    await abc(10, [], ['d']);
    await abc(11, ['b'], ['p']);
    await abc(12, ['b', 'd'], ['b']);

    const category = await buildSpellingCategory(db, { words: ['sh/i/p', 'f/i/sh', 'c/a/t'] });
    const spelling = (d: number, words: string[], results: boolean[], phonics: boolean[][]) =>
      buildCompletedReading(db, {
        studentId,
        teacherId: teacher.id,
        date: day(9, d),
        stage: 2,
        spellingCategoryId: category.id,
        results: { spelling: { wordsReviewed: words, wordsResults: results, phonicsResults: phonics } },
      });
    await spelling(
      20,
      ['ship', 'fish', 'cat'],
      [false, true, false],
      [
        [true, false, true],
        [true, true, true],
        [false, true, true],
      ],
    );
    await spelling(
      21,
      ['ship', 'cat'],
      [false, true],
      [
        [true, false, true],
        [true, true, true],
      ],
    );

    const book = await buildBook(db, { name: 'Red Hen' });
    const bookSession = (d: number, results: Record<string, unknown>) =>
      buildCompletedReading(db, {
        studentId,
        teacherId: teacher.id,
        date: day(10, d),
        stage: 3,
        bookId: book.id,
        results: { book: results },
      });
    await bookSession(10, {
      wordsMissed: ['hen'],
      keyWords: [
        { word: 'red', correct: false },
        { word: 'hat', correct: true },
      ],
      questions: [
        { question: 'Who?', correct: false },
        { question: 'Why?', correct: true },
      ],
      questionsAsked: ['Who?', 'Why?'],
    });
    await bookSession(11, {
      wordsMissed: ['hen', 'the'],
      keyWords: [],
      questions: [{ question: 'Who?', correct: false }],
      questionsAsked: ['Who?'],
    });

    // Not part of the history: a class session, a session not yet done, another child's session.
    await buildSession(db, { studentId, category: 'class', date: day(10, 12), status: 'completed' });
    await buildSession(db, { studentId, date: day(10, 13) });
    await buildCompletedReading(db, { date: day(8, 20), results: abcResults(['b', 'd', 'p']) });
    return { staff, teacher, student };
  }

  const history = async (token: string, id: string, query = `from=${day(8, 1)}&to=${day(10, 31)}`) =>
    api(t.app, token).get(`/api/students/${id}/history?${query}`);

  describe('GET /api/students/{id}/history', () => {
    it('counts what the child missed as a hand count does', async () => {
      const { staff, student } = await autumn();
      const res = await history(staff.supervisor.token, student.id);
      expect(res.statusCode).toBe(200);
      const h = res.json<{ document: ReadingHistoryDto }>().document;

      expect(h.student).toEqual({ id: student.id, name: 'Hana Ito', readingStage: 3, abcLetters: 5 });
      expect([h.from, h.to]).toEqual([day(8, 1), day(10, 31)]);
      expect(h.sessions).toHaveLength(16);
      expect(h.sessions[0]).toEqual({
        id: expect.any(String),
        date: day(10, 11),
        teacher: 'Aki Tanaka (Aki)',
        stage: 3,
        abcLetters: null,
        result: {
          kind: 'book',
          book: 'Red Hen',
          wordsMissed: ['hen', 'the'],
          keyWordsMissed: [],
          questions: 1,
          questionsMissed: ['Who?'],
        },
        comments: null,
      });
      expect(h.sessions[4]).toMatchObject({
        date: day(8, 12),
        stage: 1,
        abcLetters: 10,
        result: { kind: 'abc', letters: 10, spreadMissed: ['b', 'd'], randomMissed: ['b'] },
      });

      expect(h.progress).toEqual([
        { month: '2026-08', stage: 1, abcLetters: 10, sessions: 12 },
        { month: '2026-09', stage: 2, abcLetters: null, sessions: 2 },
        { month: '2026-10', stage: 3, abcLetters: null, sessions: 2 },
      ]);
      // The last ten ABC sessions: b in two (both tests of the 12th count once), d in two, p and q in one; z none.
      expect(h.letters).toEqual({
        sessions: 10,
        missed: [
          { letter: 'b', sessions: 2 },
          { letter: 'd', sessions: 2 },
          { letter: 'p', sessions: 1 },
          { letter: 'q', sessions: 1 },
        ],
      });
      expect(h.spellingWords).toEqual([
        { word: 'ship', wrong: 2, asked: 2 },
        { word: 'cat', wrong: 1, asked: 2 },
      ]);
      expect(h.phonics).toEqual([
        { phonic: 'i', wrong: 2 },
        { phonic: 'c', wrong: 1 },
      ]);
      expect(h.books).toEqual([
        {
          book: 'Red Hen',
          sessions: 2,
          lastDate: day(10, 11),
          wordsMissed: ['hen', 'the'],
          keyWordsMissed: ['red'],
          questionsMissed: ['Who?'],
        },
      ]);
      expect(h.practiseNext).toEqual({ letters: ['b', 'd', 'p', 'q'], words: ['hen', 'ship', 'cat', 'red', 'the'] });
    });

    it('keeps to the period asked for', async () => {
      const { staff, student } = await autumn();
      const h = (await history(staff.supervisor.token, student.id, `from=${day(10, 1)}&to=${day(10, 31)}`)).json<{
        document: ReadingHistoryDto;
      }>().document;
      expect(h.sessions.map((s) => s.date)).toEqual([day(10, 11), day(10, 10)]);
      expect(h.letters).toEqual({ sessions: 0, missed: [] });
      expect(h.spellingWords).toEqual([]);
      // What to practise next is always the latest, whatever the period shows.
      expect(h.practiseNext.letters).toEqual(['b', 'd', 'p', 'q']);
    });

    it('is for supervisors and up', async () => {
      const { staff, student } = await autumn();
      for (const who of [staff.partTimer, staff.fullTimer]) {
        const res = await history(who.token, student.id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'auth.forbidden' });
      }
      for (const who of [staff.supervisor, staff.manager, staff.admin]) {
        expect((await history(who.token, student.id)).statusCode).toBe(200);
      }
    });

    it('answers 404 for no such student and 400 for a period ending before it starts', async () => {
      const { staff, student } = await autumn();
      expect((await history(staff.supervisor.token, randomUUID())).statusCode).toBe(404);
      const bad = await history(staff.supervisor.token, student.id, `from=${day(10, 2)}&to=${day(10, 1)}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'reading.periodOrder',
        message: ['the period must start on or before its end'],
      });
      const badDate = await history(staff.supervisor.token, student.id, 'from=2026-13-01');
      expect(badDate.statusCode).toBe(400);
    });
  });

  describe("the session page's summary", () => {
    it('goes to the teacher running the session only', async () => {
      const { staff, teacher, student } = await autumn();
      const held = await buildSession(t.database.db, {
        studentId: student.id,
        status: 'in progress',
        teacherId: teacher.id,
        date: day(10, 20),
      });
      const read = (token: string, id = held.id) => api(t.app, token).get(`/api/sessions/${id}`);

      const mine = await read(teacher.token);
      expect(mine.statusCode).toBe(200);
      const summary = mine.json().summary;
      expect(summary.practiseNext).toEqual({
        letters: ['b', 'd', 'p', 'q'],
        words: ['hen', 'ship', 'cat', 'red', 'the'],
      });
      expect(summary.recent.map((s: { date: string; result: { kind: string } }) => [s.date, s.result.kind])).toEqual([
        [day(10, 11), 'book'],
        [day(10, 10), 'book'],
        [day(9, 21), 'spelling'],
      ]);

      // Another teacher, and a supervisor, open the same session: no summary.
      expect((await read(staff.partTimer.token)).json().summary).toBeNull();
      expect((await read(staff.supervisor.token)).json().summary).toBeNull();

      // A session nobody has started yet: whoever may start it is the one who will run it.
      const fresh = await buildSession(t.database.db, { studentId: student.id, date: day(10, 21) });
      expect((await read(staff.partTimer.token, fresh.id)).json().summary.recent).toHaveLength(3);
      // A class session has none.
      const cls = await buildSession(t.database.db, { studentId: student.id, category: 'class', date: day(10, 21) });
      expect((await read(staff.partTimer.token, cls.id)).json().summary).toBeNull();
    });
  });

  describe('GET /api/reading/overview', () => {
    it('lists the reading students of a school in a month, with their flags', async () => {
      const db = t.database.db;
      const { supervisor } = await buildStaff(db);
      await writeSetting(db, 'readingSameStageSessions', 5, null);
      const aiko = await buildStudent(db, { name: 'Aiko', grade: 'E1', readingStage: 1 });
      const ben = await buildStudent(db, { name: 'Ben', grade: 'E2', readingStage: 1 });
      const chika = await buildStudent(db, { name: 'Chika', grade: 'K2', readingStage: 1 });
      const elsewhere = await buildStudent(db, { name: 'Dai', readingStage: 1 });
      const canceled = await buildStudent(db, { name: 'Emi', readingStage: 1 });

      // Aiko: last read on 5 October: more than 14 days before the month's end.
      await buildCompletedReading(db, { studentId: aiko.id, date: day(10, 5), className: 'AM Bilingual' });
      // Ben: six sessions, all at his current stage, more than N = 5.
      for (let d = 25; d <= 30; d++) await buildCompletedReading(db, { studentId: ben.id, date: day(10, d) });
      // Chika: b, d and p each missed in three of her ABC sessions; a fourth session in November does not count.
      for (let d = 27; d <= 29; d++)
        await buildCompletedReading(db, {
          studentId: chika.id,
          date: day(10, d),
          results: abcResults(['b', 'd', 'p']),
        });
      await buildSession(db, { studentId: chika.id, date: day(10, 30), className: 'PM Bilingual' });
      // Not Ikejiri's in October: another school, a canceled session only.
      await buildCompletedReading(db, { studentId: elsewhere.id, date: day(10, 5), schoolName: 'Gakugei' });
      await buildSession(db, { studentId: canceled.id, date: day(10, 5), status: 'canceled' });

      const res = await api(t.app, supervisor.token).get('/api/reading/overview?schoolName=Ikejiri&month=2026-10');
      expect(res.statusCode).toBe(200);
      const o = res.json<ReadingOverviewDto>();
      expect(o).toMatchObject({ schoolName: 'Ikejiri', month: '2026-10', asOf: day(10, 31), sameStageSessions: 5 });
      expect(o.documents).toEqual([
        {
          student: { id: aiko.id, name: 'Aiko', grade: 'E1' },
          className: 'AM Bilingual',
          stage: 1,
          sessionsThisMonth: 1,
          lastSessionDate: day(10, 5),
          flags: ['noRecentSession'],
        },
        {
          student: { id: ben.id, name: 'Ben', grade: 'E2' },
          className: 'PM Elementary',
          stage: 1,
          sessionsThisMonth: 6,
          lastSessionDate: day(10, 30),
          flags: ['sameStage'],
        },
        {
          student: { id: chika.id, name: 'Chika', grade: 'K2' },
          className: 'PM Bilingual',
          stage: 1,
          sessionsThisMonth: 3,
          lastSessionDate: day(10, 29),
          flags: ['lettersMissed'],
        },
      ]);
    });

    it('is for supervisors and up, and needs a school of the app', async () => {
      const { supervisor, partTimer, fullTimer } = await buildStaff(t.database.db);
      for (const who of [partTimer, fullTimer]) {
        expect((await api(t.app, who.token).get('/api/reading/overview?schoolName=Ikejiri')).statusCode).toBe(403);
      }
      const ok = await api(t.app, supervisor.token).get('/api/reading/overview?schoolName=Gakugei');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ sameStageSessions: 20, documents: [] });
      const bad = await api(t.app, supervisor.token).get('/api/reading/overview?schoolName=Shibuya&month=2026-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(['school must be Ikejiri or Gakugei', 'month must be YYYY-MM']);
    });
  });
});
