import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, books, sessions, spellingCategories, students } from '../db/schema/index.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { bearer, putImport } from '../test/api.ts';
import { buildSession, buildStaff, buildStudent } from '../test/factories/index.ts';
import { multipart } from '../test/multipart.ts';

/**
 * A lone UTF-16 surrogate is not text: JSON can carry it ("\ud800") but PostgreSQL cannot store
 * it in jsonb. The rule (decision 0016): every text input is made well-formed on the way in, a lone
 * surrogate becoming U+FFFD, as the UTF-8 encoding of a text column always did.
 */
const HIGH = '\ud800';
const LOW = '\udfff';
const REPLACED = '\ufffd';
const isWellFormed = (s: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describe('a lone surrogate in a request', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const auditText = async () => JSON.stringify(await db().select().from(auditEvents));

  it('in book key words and questions is stored as U+FFFD', async () => {
    const { supervisor } = await buildStaff(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: bearer(supervisor.token),
      payload: {
        name: `Cats ${HIGH}`,
        wordCount: 10,
        level: 1,
        order: 1,
        keyWords: [{ word: `c${HIGH}t`, page: 1, hint: `${LOW} hint` }],
        questions: [{ question: `Where${HIGH}?`, page: 2 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(books);
    expect(row!.name).toBe(`Cats ${REPLACED}`);
    expect(row!.keyWords).toEqual([{ word: `c${REPLACED}t`, page: 1, hint: `${REPLACED} hint` }]);
    expect(row!.questions).toEqual([{ question: `Where${REPLACED}?`, page: 2, hint: null }]);
    expect(res.json().document.keyWords[0].word).toBe(`c${REPLACED}t`);
  });

  it('in session check comments is stored as U+FFFD', async () => {
    const { supervisor } = await buildStaff(db());
    const session = await buildSession(db(), { category: 'class' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}/check`,
      headers: bearer(supervisor.token),
      payload: { comments: `Sang ${HIGH}${HIGH} well`, confirmed: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, session.id));
    expect(row!.performance).toMatchObject({ comments: `Sang ${REPLACED}${REPLACED} well` });
  });

  it('in a student comment (a text column with a JSON audit trail) is stored as U+FFFD in both', async () => {
    const { supervisor } = await buildStaff(db());
    const student = await buildStudent(db());
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${student.id}`,
      headers: bearer(supervisor.token),
      payload: { comments: `Reads ${LOW}well` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(students).where(eq(students.id, student.id));
    expect(row!.comments).toBe(`Reads ${REPLACED}well`);
    expect(await auditText()).toContain(`Reads ${REPLACED}well`);
  });

  it('in spelling words (JSON inside a multipart field) is stored as U+FFFD', async () => {
    const { supervisor } = await buildStaff(db());
    // JSON.stringify writes a lone surrogate as the escape \ud800: the server's JSON.parse brings it back.
    const formValues = JSON.stringify({
      category: `Short ${HIGH}a`,
      level: 1,
      order: 1,
      words: [{ word: `c/a/t${HIGH}` }],
    });
    expect(formValues).toContain('\\ud800');
    const form = multipart({ formValues });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/spelling-categories',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(supervisor.token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(spellingCategories);
    expect(row!.category).toBe(`Short ${REPLACED}a`);
    expect(row!.words[0]!.word).toBe(`c/a/t${REPLACED}`);
  });

  it('in an import (JSON rows and the file name) is stored as U+FFFD, and a second run changes nothing', async () => {
    const { manager } = await buildStaff(db());
    const call = () =>
      putImport(t.app, {
        kind: 'students',
        token: manager.token,
        fileName: `list${HIGH}.csv`,
        body: { rows: [{ smsId: 4242, name: `Aoi ${HIGH}Mori`, grade: 'K2' }] },
      });
    const first = await call();
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await db().select().from(students);
    expect(row!.name).toBe(`Aoi ${REPLACED}Mori`);
    expect(await auditText()).toContain(`list${REPLACED}.csv`);
    const again = await call();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().counts).toMatchObject({ unchanged: 1, create: 0, update: 0 });
  });

  it('in a JSON key, a query string or a multipart text field never reaches a handler unrepaired', async () => {
    const { supervisor } = await buildStaff(db());
    const student = await buildStudent(db(), { name: `Ren ${REPLACED}` });
    // %ED%A0%80 is how a lone U+D800 would look as UTF-8-style bytes in a URL.
    for (const search of [encodeURIComponent(REPLACED), '%ED%A0%80', '%5Cud800']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/students?search=${search}`,
        headers: bearer(supervisor.token),
      });
      expect(res.statusCode, `${search}: ${res.body}`).toBe(200);
      expect(isWellFormed(res.body)).toBe(true);
    }
    const key = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${student.id}`,
      headers: bearer(supervisor.token),
      payload: { remarks: 'fine', [`x${HIGH}`]: 1 },
    });
    expect(key.statusCode, key.body).toBeLessThan(500);
    expect(isWellFormed(await auditText())).toBe(true);
  });
});
