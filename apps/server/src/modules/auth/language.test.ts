import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories/index.ts';

/** Issue 18: one language per person, chosen on /me or carried by the first sign-in. */
describe("a person's language", () => {
  const t = useTestApp();

  const row = async (id: string) => {
    const [found] = await t.database.db.select().from(users).where(eq(users.id, id));
    if (!found) throw new Error(`no user ${id}`);
    return found;
  };
  const signIn = (username: string, language?: string) =>
    api(t.app).post('/api/auth/login', { username, password: TEST_PASSWORD, ...(language && { language }) });

  describe('PATCH /api/auth/me', () => {
    it('needs a signed-in person (401)', async () => {
      const res = await api(t.app).patch('/api/auth/me', { language: 'ja' });
      expect(res.statusCode).toBe(401);
    });

    it.each([{}, { language: 'fr' }, { language: 'JA' }, { language: null }, { language: 1 }])(
      'refuses %j (400) and changes nothing',
      async (body) => {
        const u = await buildUser(t.database.db);
        const res = await api(t.app, u.token).patch('/api/auth/me', body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message: ['language must be en or ja'] });
        expect(await row(u.id)).toMatchObject({ language: 'en', languageChosen: false });
      },
    );

    it('stores the language as the person chose it and answers the person (200)', async () => {
      const u = await buildUser(t.database.db);
      const res = await api(t.app, u.token).patch('/api/auth/me', { language: 'ja' });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: u.id, language: 'ja' });
      expect(await row(u.id)).toMatchObject({ language: 'ja', languageChosen: true });
      // The signed-in user the server keeps in memory follows the change (decision 0011).
      expect((await api(t.app, u.token).get('/api/auth/me')).json().document.language).toBe('ja');

      const back = await api(t.app, u.token).patch('/api/auth/me', { language: 'en' });
      expect(back.json().document.language).toBe('en');
      expect((await row(u.id)).language).toBe('en');
    });

    it("changes only the caller's own row", async () => {
      const u = await buildUser(t.database.db);
      const other = await buildUser(t.database.db);
      await api(t.app, u.token).patch('/api/auth/me', { language: 'ja' });
      expect(await row(other.id)).toMatchObject({ language: 'en', languageChosen: false });
    });
  });

  describe('the sign-in page language', () => {
    it('is English for a person who never chose and signs in without one', async () => {
      const u = await buildUser(t.database.db, { username: 'nolang' });
      const res = await signIn('nolang');
      expect(res.json().user.language).toBe('en');
      expect(await row(u.id)).toMatchObject({ language: 'en', languageChosen: false });
    });

    it('is stored by the first sign-in when the person never chose, and is then theirs', async () => {
      const u = await buildUser(t.database.db, { username: 'firstja' });
      const first = await signIn('firstja', 'ja');
      expect(first.statusCode).toBe(200);
      expect(first.json().user.language).toBe('ja');
      expect(await row(u.id)).toMatchObject({ language: 'ja', languageChosen: true });

      // A later sign-in from an English browser does not change it.
      const later = await signIn('firstja', 'en');
      expect(later.json().user.language).toBe('ja');
      expect((await row(u.id)).language).toBe('ja');
    });

    it('never overrides a language chosen on /me', async () => {
      const u = await buildUser(t.database.db, { username: 'chosen' });
      await api(t.app, u.token).patch('/api/auth/me', { language: 'en' });
      const res = await signIn('chosen', 'ja');
      expect(res.json().user.language).toBe('en');
      expect((await row(u.id)).language).toBe('en');
    });

    it('is not stored by a failed sign-in, and an unknown language is a 400', async () => {
      const u = await buildUser(t.database.db, { username: 'wrongpw' });
      const wrong = await api(t.app).post('/api/auth/login', { username: 'wrongpw', password: 'nope', language: 'ja' });
      expect(wrong.statusCode).toBe(401);
      const bad = await signIn('wrongpw', 'de');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(['language must be en or ja']);
      expect(await row(u.id)).toMatchObject({ language: 'en', languageChosen: false });
    });
  });
});
