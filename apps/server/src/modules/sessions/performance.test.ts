import { AUTHORITY, ROLE } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions, students } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildBook, buildSession, buildSpellingCategory, buildUser } from '../../test/factories/index.ts';

describe('PATCH /api/sessions/:id/performance/:kind', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const submit = (token: string, id: string, kind: string, body: object) =>
    api(t.app, token).patch(`/api/sessions/${id}/performance/${kind}`, body);
  const start = (token: string, id: string) =>
    api(t.app, token).patch(`/api/sessions/${id}/status`, { status: 'in progress' });
  const rowOf = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0]!;
  const studentOf = async (id: string) => (await db().select().from(students).where(eq(students.id, id)))[0]!;

  async function started(o: Parameters<typeof buildSession>[1] = {}) {
    const teacher = await buildUser(db(), { readingLevel: 'all' });
    const session = await buildSession(db(), o);
    expect((await start(teacher.token, session.id)).statusCode).toBe(200);
    return { teacher, session };
  }

  it('completes an ABC session: letters stored, completedAt set, times read +1, audited', async () => {
    const { teacher, session } = await started();
    const timesRead = (await studentOf(session.studentId)).timesRead;
    const res = await submit(teacher.token, session.id, 'abc', {
      spreadLettersMissed: 'B',
      randomLettersMissed: '',
      randomNoneMissed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ status: 'completed', teacherId: teacher.id });
    const row = await rowOf(session.id);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.performance).toMatchObject({ abc: { spreadLettersMissed: ['b'], randomLettersMissed: [] } });
    expect(row.performance).toHaveProperty('startedAt');
    expect((await studentOf(session.studentId)).timesRead).toBe(timesRead + 1);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entityId, session.id));
    expect(audit.map((a) => a.action)).toEqual(['session.start', 'session.complete']);
  });

  it("checks ABC letters against the student's letter count, with the spec's messages", async () => {
    const { teacher, session } = await started();
    const res = await submit(teacher.token, session.id, 'abc', {
      spreadLettersMissed: 'f a a',
      randomLettersMissed: 'q',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      'submitted letter f is not in range',
      'duplicate letter a',
      'submitted letter q is not in range',
    ]);
    const checkbox = await submit(teacher.token, session.id, 'abc', {
      spreadLettersMissed: '',
      randomNoneMissed: true,
    });
    expect(checkbox.json().message).toEqual(['Make sure checkbox matches spread letters missed.']);
    expect((await rowOf(session.id)).status).toBe('in progress');
  });

  it('refuses a submission from anyone but the teacher holding the session', async () => {
    const { session } = await started();
    const other = await buildUser(db(), { readingLevel: 'all', name: 'Other One' });
    const res = await submit(other.token, session.id, 'abc', { spreadNoneMissed: true, randomNoneMissed: true });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(session.id)).status).toBe('in progress');
    const fresh = await buildSession(db());
    const early = await submit(other.token, fresh.id, 'abc', { spreadNoneMissed: true, randomNoneMissed: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('start the session before submitting it');
  });

  it('refuses the form of another kind of session', async () => {
    const { teacher, session } = await started();
    const res = await submit(teacher.token, session.id, 'book', { noWordsMissed: true, questions: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('this reading session is not a book session');
    const cls = await started({ category: 'class' });
    expect((await submit(cls.teacher.token, cls.session.id, 'class', { comments: '' })).json().message).toEqual([
      'comments are required',
    ]);
    const ok = await submit(cls.teacher.token, cls.session.id, 'class', { comments: 'Sang well.' });
    expect(ok.statusCode).toBe(200);
    expect((await rowOf(cls.session.id)).performance).toMatchObject({ comments: 'Sang well.' });
  });

  it("keeps a class session's comments once, where Check Sessions edits them, also after a review", async () => {
    const supervisor = await buildUser(db(), { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
    const { teacher, session } = await started({ category: 'class' });
    expect((await submit(teacher.token, session.id, 'class', { comments: 'Sang well.' })).statusCode).toBe(200);
    expect((await rowOf(session.id)).performance).not.toHaveProperty('class');

    // A session completed by an older version kept a second copy: a review drops it.
    await db()
      .update(sessions)
      .set({ performance: { ...(await rowOf(session.id)).performance, class: { comments: 'Sang well.' } } })
      .where(eq(sessions.id, session.id));
    expect(
      (await api(t.app, supervisor.token).patch(`/api/sessions/${session.id}/status`, { status: 'modifying' }))
        .statusCode,
    ).toBe(200);
    expect((await submit(supervisor.token, session.id, 'class', { comments: 'Sang very well.' })).statusCode).toBe(200);
    const performance = (await rowOf(session.id)).performance!;
    expect(performance.comments).toBe('Sang very well.');
    expect(performance).not.toHaveProperty('class');
  });

  it('names the book a non-system-book session reads, before and after it starts', async () => {
    const teacher = await buildUser(db(), { readingLevel: 'all' });
    const session = await buildSession(db(), { studentStage: 4 });
    await db().update(students).set({ nonSystemBook: 'The Gruffalo' }).where(eq(students.id, session.studentId));
    const before = await api(t.app, teacher.token).get(`/api/sessions/${session.id}`);
    expect(before.json().material).toEqual({
      book: null,
      spellingCategory: null,
      nonSystemBook: 'The Gruffalo',
      missing: null,
    });
    await start(teacher.token, session.id);
    // The session reads what it started with, even when the student's setting changes meanwhile.
    await db().update(students).set({ nonSystemBook: 'Frog and Toad' }).where(eq(students.id, session.studentId));
    const during = await api(t.app, teacher.token).get(`/api/sessions/${session.id}`);
    expect(during.json().material.nonSystemBook).toBe('The Gruffalo');
  });

  it('checks a book session against its book and loads the book with the session', async () => {
    const book = await buildBook(db(), {
      questions: [
        { question: 'Who?', page: 1 },
        { question: 'Where?', page: 2 },
        { question: 'Why?', page: 3 },
        { question: 'When?', page: 4 },
      ],
    });
    const teacher = await buildUser(db(), { readingLevel: 'all' });
    const session = await buildSession(db(), { studentStage: 3 });
    await db().update(students).set({ bookId: book.id }).where(eq(students.id, session.studentId));
    await start(teacher.token, session.id);

    const detail = await api(t.app, teacher.token).get(`/api/sessions/${session.id}`);
    expect(detail.json().material).toMatchObject({ book: { id: book.id, name: book.name }, missing: null });

    const q = (question: string) => ({ question, correct: true });
    const twice = await submit(teacher.token, session.id, 'book', {
      noWordsMissed: true,
      questions: [q('Who?'), q('Who?'), q('Why?')],
    });
    expect(twice.json().message).toEqual(["don't ask the same question twice"]);
    const foreign = await submit(teacher.token, session.id, 'book', {
      noWordsMissed: true,
      questions: [q('Who?'), q('How?'), q('Why?')],
    });
    expect(foreign.statusCode).toBe(400);
    const res = await submit(teacher.token, session.id, 'book', {
      wordsMissed: "don't, tiger",
      questions: [q('Who?'), q('Where?'), { question: 'Why?', correct: false }],
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(session.id)).performance).toMatchObject({
      book: { wordsMissed: ["don't", 'tiger'], questionsAsked: ['Who?', 'Where?', 'Why?'] },
    });
  });

  it("says the book is gone when the student's reading names a deleted one", async () => {
    const teacher = await buildUser(db(), { readingLevel: 'all' });
    const session = await buildSession(db(), { studentStage: 3 });
    const detail = await api(t.app, teacher.token).get(`/api/sessions/${session.id}`);
    expect(detail.json().material).toEqual({
      book: null,
      spellingCategory: null,
      nonSystemBook: null,
      missing: 'book',
    });
    await start(teacher.token, session.id);
    const res = await submit(teacher.token, session.id, 'book', {
      noWordsMissed: true,
      questions: [{ question: 'x', correct: true }],
    });
    expect(res.json().message).toBe("Book not found! Please ask a supervisor to check the student's reading level.");
  });

  it('checks a spelling session against its category: five words of it, every phonic marked', async () => {
    const cat = await buildSpellingCategory(db(), { words: ['c/a/t', 'h/a/t', 'm/a/p', 'b/a/g', 'f/a/n', 'sh/i/p'] });
    const teacher = await buildUser(db(), { readingLevel: 'all' });
    const session = await buildSession(db(), { studentStage: 2 });
    await db().update(students).set({ spellingCategoryId: cat.id }).where(eq(students.id, session.studentId));
    await start(teacher.token, session.id);
    const detail = await api(t.app, teacher.token).get(`/api/sessions/${session.id}`);
    expect(detail.json().material.spellingCategory.words).toContainEqual({
      word: 'ship',
      phonics: ['sh', 'i', 'p'],
      imageUrl: null,
    });

    const w = (word: string, n = 3, correct = true) => ({ word, phonicsResults: Array(n).fill(true), correct });
    const four = await submit(teacher.token, session.id, 'spelling', {
      words: [w('cat'), w('hat'), w('map'), w('bag')],
    });
    expect(four.json().message).toBe('review 5 words');
    const repeated = await submit(teacher.token, session.id, 'spelling', {
      words: [w('cat'), w('cat'), w('map'), w('bag'), w('fan')],
    });
    expect(repeated.json().message).toEqual(['cat has been asked more than once']);
    const res = await submit(teacher.token, session.id, 'spelling', {
      words: [
        w('cat'),
        w('hat'),
        w('map'),
        { word: 'ship', phonicsResults: [true, false, true], correct: false },
        w('fan'),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(session.id)).performance).toMatchObject({
      spelling: { wordsReviewed: ['cat', 'hat', 'map', 'ship', 'fan'], wordsResults: [true, true, true, false, true] },
    });
  });

  it('lets a supervisor modify a completed session and save it back without counting it twice', async () => {
    const { teacher, session } = await started();
    await submit(teacher.token, session.id, 'abc', { spreadNoneMissed: true, randomNoneMissed: true });
    const completedAt = (await rowOf(session.id)).completedAt;
    const timesRead = (await studentOf(session.studentId)).timesRead;
    const supervisor = await buildUser(db(), { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
    await api(t.app, supervisor.token).patch(`/api/sessions/${session.id}/status`, { status: 'modifying' });

    const teacherTry = await submit(teacher.token, session.id, 'abc', {
      spreadLettersMissed: 'a',
      randomNoneMissed: true,
    });
    expect(teacherTry.statusCode).toBe(409);
    const res = await submit(supervisor.token, session.id, 'abc', { spreadLettersMissed: 'a', randomNoneMissed: true });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(session.id);
    expect(row).toMatchObject({ status: 'completed', teacherId: teacher.id, modifyingTeacherId: null });
    expect(row.completedAt).toEqual(completedAt);
    expect(row.performance).toMatchObject({ abc: { spreadLettersMissed: ['a'] } });
    expect((await studentOf(session.studentId)).timesRead).toBe(timesRead);
  });

  it('non-system book encouragement needs 10 characters each', async () => {
    const { teacher, session } = await started({ studentStage: 4 });
    const short = await submit(teacher.token, session.id, 'nonSystemBook', {
      youCanDoIt: 'Good',
      keepOnTrying: 'More practice please.',
    });
    expect(short.json().message).toEqual(['You can do it must be at least 10 characters']);
    const ok = await submit(teacher.token, session.id, 'nonSystemBook', {
      youCanDoIt: 'Lovely expression!',
      keepOnTrying: 'Watch the full stops.',
    });
    expect(ok.statusCode).toBe(200);
  });
});
