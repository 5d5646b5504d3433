import { AUTHORITY, MEGABYTE, ROLE, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEvents, books } from '../../db/schema/index.ts';
import { seedDemoBooks } from '../../seed/books.ts';
import { createStorage, newKey } from '../../storage/index.ts';
import { api } from '../../test/api.ts';
import { buildBook, buildStaff, buildStudent, buildUser } from '../../test/factories/index.ts';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { sampleImage } from '../../test/multipart.ts';

const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: 'requested data not found' };
const TOO_LARGE = { statusCode: 413, message: 'total photo size exceeds 32 megabyte limit' };
const FORBIDDEN = { statusCode: 403, code: 'auth.forbidden', message: 'you are not authorized to do this' };

const storage = createStorage(testConfig);
const filesDir = path.join(testConfig.dataDir, 'files');
const bookFiles = () =>
  existsSync(filesDir)
    ? readdirSync(filesDir)
        .filter((f) => f.startsWith('book-'))
        .sort()
    : [];

const newBook = (over: Record<string, unknown> = {}) => ({
  name: 'The Big Cat',
  wordCount: 48,
  level: 1,
  order: 2,
  keyWords: [
    { word: 'cat', page: 2, hint: 'Point at the cat.' },
    { word: 'mat', page: 4 },
  ],
  questions: [{ question: 'Where did the cat sit?', page: 4, hint: '' }],
  ...over,
});

describe('books', () => {
  const t = useTestApp();

  const bookRow = async (id: string) => (await t.database.db.select().from(books).where(eq(books.id, id)))[0];
  const audits = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
  const supervisor = () => buildUser(t.database.db, { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
  /** The bytes behind a signed URL, read the way the browser would (no token). */
  const fetchSigned = async (url: string) => {
    const res = await api(t.app).get(url);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  describe('GET /api/books', () => {
    it('lists every book by level, order and part, in the documents envelope', async () => {
      const sup = await supervisor();
      const db = t.database.db;
      await buildBook(db, { name: 'Level two part two', level: 2, order: 1, part: 2 });
      await buildBook(db, { name: 'Level ten', level: 10, order: 1 });
      await buildBook(db, { name: 'Level one order three', level: 1, order: 3 });
      await buildBook(db, { name: 'Level two no part', level: 2, order: 1 });
      await buildBook(db, { name: 'Level two part one', level: 2, order: 1, part: 1 });
      await buildBook(db, { name: 'Level one order two', level: 1, order: 2 });
      const res = await api(t.app, sup.token).get('/api/books');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['documents']);
      expect(res.json().documents.map((b: { name: string }) => b.name)).toEqual([
        'Level one order two',
        'Level one order three',
        'Level two no part',
        'Level two part one',
        'Level two part two',
        'Level ten',
      ]);
    });

    it('gives each cover a signed URL that reads it, and null without a cover', async () => {
      const sup = await supervisor();
      const key = newKey('book', 'jpg');
      const jpeg = await sampleImage('jpeg');
      await storage.put(key, jpeg, 'image/jpeg');
      const withCover = await buildBook(t.database.db, { name: 'A', level: 1, order: 1, coverImage: key });
      await buildBook(t.database.db, { name: 'B', level: 1, order: 2 });
      const [a, b] = (await api(t.app, sup.token).get('/api/books')).json().documents;
      expect(a).toMatchObject({
        id: withCover.id,
        coverImage: key,
        signedUrlCoverImage: expect.stringContaining(`/api/files/${key}?`),
      });
      expect(b).toMatchObject({ coverImage: null, signedUrlCoverImage: null });
      expect(Buffer.compare(await fetchSigned(a.signedUrlCoverImage), jpeg)).toBe(0);
      await storage.delete(key);
    });

    it('is an empty list when there are no books', async () => {
      const sup = await supervisor();
      expect((await api(t.app, sup.token).get('/api/books')).json()).toEqual({ documents: [] });
    });
  });

  describe('POST /api/books', () => {
    it('creates a book, answers 201 with the document and records who did it', async () => {
      const sup = await supervisor();
      const res = await api(t.app, sup.token).post('/api/books', newBook({ name: '  The Big Cat ', part: 3 }));
      expect(res.statusCode).toBe(201);
      const doc = res.json().document;
      expect(doc).toEqual({
        id: expect.any(String),
        name: 'The Big Cat',
        level: 1,
        order: 2,
        part: 3,
        wordCount: 48,
        keyWords: [
          { word: 'cat', page: 2, hint: 'Point at the cat.' },
          { word: 'mat', page: 4, hint: null },
        ],
        questions: [{ question: 'Where did the cat sit?', page: 4, hint: null }],
        coverImage: null,
        signedUrlCoverImage: null,
        can: { edit: true, delete: true },
      });
      expect(await bookRow(doc.id)).toMatchObject({
        name: 'The Big Cat',
        level: 1,
        order: 2,
        part: 3,
        wordCount: 48,
        coverImage: null,
      });
      const [audit] = await audits('book.create');
      expect(audit).toMatchObject({ actorId: sup.id, entity: 'book', entityId: doc.id, before: null, ip: '127.0.0.1' });
      const { signedUrlCoverImage: _url, can: _can, ...snapshot } = doc;
      expect(audit?.after).toEqual(snapshot);
    });

    it('stores no part and no rows when none are given', async () => {
      const sup = await supervisor();
      const res = await api(t.app, sup.token).post('/api/books', {
        name: 'Pip Can Dig',
        wordCount: 0,
        level: 99,
        order: 1,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().document).toMatchObject({ part: null, wordCount: 0, level: 99, keyWords: [], questions: [] });
    });

    it.each([
      ['a missing name', { name: undefined }, 'name is required'],
      ['a blank name', { name: '   ' }, 'name is required'],
      ['a name over 99 characters', { name: 'n'.repeat(100) }, 'name must be at most 99 characters'],
      ['a missing word count', { wordCount: undefined }, 'word count is required'],
      ['a negative word count', { wordCount: -1 }, 'word count must be a whole number of 0 or more'],
      ['a missing level', { level: undefined }, 'level is required'],
      ['level 0', { level: 0 }, 'level must be between 1 and 99'],
      ['level 100', { level: 100 }, 'level must be between 1 and 99'],
      ['a missing order', { order: undefined }, 'order is required'],
      ['order 100', { order: 100 }, 'order must be between 1 and 99'],
      ['part 0', { part: 0 }, 'part must be between 1 and 99'],
      ['part 100', { part: 100 }, 'part must be between 1 and 99'],
      ['a key word without a page', { keyWords: [{ word: 'cat' }] }, 'each key word needs a word and a page'],
      ['a key word without a word', { keyWords: [{ word: '', page: 3 }] }, 'each key word needs a word and a page'],
      [
        'a question without a page',
        { questions: [{ question: 'Why?', hint: 'x' }] },
        'each question needs a question and a page',
      ],
      ['a question without a question', { questions: [{ page: 3 }] }, 'each question needs a question and a page'],
    ])('refuses %s with 400 and its message', async (_what, over, message) => {
      const sup = await supervisor();
      const res = await api(t.app, sup.token).post('/api/books', newBook(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: [message] });
      expect(await t.database.db.select().from(books)).toEqual([]);
      expect(await audits('book.create')).toEqual([]);
    });

    it('lists each different problem once', async () => {
      const sup = await supervisor();
      const res = await api(t.app, sup.token).post('/api/books', {
        wordCount: 3,
        level: 1,
        order: 1,
        keyWords: [{ word: 'a' }, { page: 2 }],
      });
      expect(res.json()).toMatchObject({
        statusCode: 400,
        message: ['name is required', 'each key word needs a word and a page'],
      });
    });
  });

  describe('GET /api/books/:id', () => {
    it('returns one book, 404 when there is none, 400 for an id that is not one', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db, { name: 'Red Hen, Red Hat', level: 1, order: 2, part: 1 });
      const res = await api(t.app, sup.token).get(`/api/books/${book.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        document: {
          id: book.id,
          name: 'Red Hen, Red Hat',
          level: 1,
          order: 2,
          part: 1,
          wordCount: 100,
          keyWords: [
            { word: 'cat', page: 2, hint: null },
            { word: 'hat', page: 3, hint: 'on the head' },
          ],
          questions: [{ question: 'Where is the cat?', page: 4, hint: null }],
          coverImage: null,
          signedUrlCoverImage: null,
          can: { edit: true, delete: true },
        },
      });
      const missing = await api(t.app, sup.token).get(`/api/books/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
      expect((await api(t.app, sup.token).get('/api/books/12')).statusCode).toBe(400);
    });
  });

  describe('PATCH /api/books/:id', () => {
    it('changes only the fields it is given and replaces key words and questions as a whole', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db, { name: 'Old Name', level: 2, order: 3, part: 1 });
      const res = await api(t.app, sup.token).patch(`/api/books/${book.id}`, {
        name: 'New Name',
        part: null,
        keyWords: [{ word: 'fox', page: 7, hint: 'orange' }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({
        id: book.id,
        name: 'New Name',
        level: 2,
        order: 3,
        part: null,
        wordCount: 100,
        keyWords: [{ word: 'fox', page: 7, hint: 'orange' }],
        questions: [{ question: 'Where is the cat?', page: 4, hint: null }],
      });
      const row = await bookRow(book.id);
      expect(row).toMatchObject({ name: 'New Name', part: null, keyWords: [{ word: 'fox', page: 7, hint: 'orange' }] });
      expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(book.updatedAt.getTime());

      const [audit] = await audits('book.update');
      expect(audit).toMatchObject({ actorId: sup.id, entity: 'book', entityId: book.id });
      expect(audit?.before).toMatchObject({ name: 'Old Name', part: 1 });
      expect(audit?.after).toMatchObject({ name: 'New Name', part: null });
    });

    it('validates what it gets, and answers 404 for a missing book', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db, { name: 'Keep Me' });
      const bad = await api(t.app, sup.token).patch(`/api/books/${book.id}`, { name: '', level: 100 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        statusCode: 400,
        message: ['name is required', 'level must be between 1 and 99'],
      });
      expect((await bookRow(book.id))?.name).toBe('Keep Me');
      const missing = await api(t.app, sup.token).patch(`/api/books/${randomUUID()}`, { name: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
      expect(await audits('book.update')).toEqual([]);
    });
  });

  describe('DELETE /api/books/:id', () => {
    it('deletes the book, records it, and removes its cover file after the commit', async () => {
      const sup = await supervisor();
      const key = newKey('book', 'jpg');
      await storage.put(key, await sampleImage('jpeg'), 'image/jpeg');
      const book = await buildBook(t.database.db, { name: 'Going Away', coverImage: key });
      const res = await api(t.app, sup.token).delete(`/api/books/${book.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: book.id, name: 'Going Away' });
      expect(await bookRow(book.id)).toBeUndefined();
      expect(await storage.get(key)).toBeNull();
      const [audit] = await audits('book.delete');
      expect(audit).toMatchObject({ actorId: sup.id, entity: 'book', entityId: book.id, after: null });
      expect(audit?.before).toMatchObject({ name: 'Going Away', coverImage: key });
      expect((await api(t.app, sup.token).delete(`/api/books/${book.id}`)).statusCode).toBe(404);
    });

    it('refuses with 409 while students read the book, saying how many, and keeps book and cover', async () => {
      const sup = await supervisor();
      const key = newKey('book', 'jpg');
      await storage.put(key, await sampleImage('jpeg'), 'image/jpeg');
      const book = await buildBook(t.database.db, { coverImage: key });
      for (let i = 0; i < 3; i++) await buildStudent(t.database.db, { bookId: book.id, grade: 'K2' });
      const res = await api(t.app, sup.token).delete(`/api/books/${book.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        message: 'this book is the reading book of 3 students; change their reading first',
      });
      expect(await bookRow(book.id)).toBeDefined();
      expect(await storage.get(key)).not.toBeNull();
      expect(await audits('book.delete')).toEqual([]);

      const other = await buildBook(t.database.db);
      await buildStudent(t.database.db, { bookId: other.id, grade: 'K2' });
      expect((await api(t.app, sup.token).delete(`/api/books/${other.id}`)).json().message).toBe(
        'this book is the reading book of 1 student; change their reading first',
      );
      await storage.delete(key);
    });
  });

  describe('PATCH /api/books/:id/image', () => {
    it('stores the cover as a JPEG without EXIF or GPS and signs a URL for it', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db);
      const withGps = await sampleImage('jpeg', { gps: true });
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const res = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [{ data: withGps }]);
      expect(res.statusCode).toBe(200);
      const doc = res.json().document;
      expect(doc.coverImage).toMatch(/^book-[0-9a-f-]{36}\.jpg$/);
      expect(doc.signedUrlCoverImage).toContain(`/api/files/${doc.coverImage}?`);
      expect((await bookRow(book.id))?.coverImage).toBe(doc.coverImage);

      const stored = await fetchSigned(doc.signedUrlCoverImage);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();

      const [audit] = await audits('book.image');
      expect(audit).toMatchObject({
        actorId: sup.id,
        entity: 'book',
        entityId: book.id,
        before: { coverImage: null },
        after: { coverImage: doc.coverImage },
      });
      await storage.delete(doc.coverImage);
    });

    it('judges by content: a PNG named .gif becomes a JPEG cover; text named .jpg is refused', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db);
      const png = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
        {
          data: await sampleImage('png'),
          filename: 'cover.gif',
          contentType: 'image/gif',
        },
      ]);
      expect(png.statusCode).toBe(200);
      const key = png.json().document.coverImage;
      expect((await sharp((await storage.get(key))!.body).metadata()).format).toBe('jpeg');

      const before = bookFiles();
      const text = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
        {
          data: Buffer.from('not a picture at all'),
          filename: 'cover.jpg',
        },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({
        statusCode: 400,
        message: 'the file is not a photo we can read (use JPEG, PNG or WebP)',
      });
      expect((await bookRow(book.id))?.coverImage).toBe(key);
      expect(bookFiles()).toEqual(before);
      await storage.delete(key);
    });

    it('replaces the cover and deletes the old file after the commit', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db);
      const first = (
        await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
          { data: await sampleImage('jpeg') },
        ])
      ).json().document.coverImage;
      const second = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
        {
          data: await sampleImage('png'),
          filename: 'new.png',
          contentType: 'image/png',
        },
      ]);
      expect(second.statusCode).toBe(200);
      const key = second.json().document.coverImage;
      expect(key).not.toBe(first);
      expect(await storage.get(first)).toBeNull();
      expect(await storage.get(key)).not.toBeNull();
      expect((await audits('book.image')).map((a) => a.before)).toEqual([{ coverImage: null }, { coverImage: first }]);
      await storage.delete(key);
    });

    it('answers 413 at 32 MB and keeps the old cover, writing no file', async () => {
      const sup = await supervisor();
      const key = newKey('book', 'jpg');
      await storage.put(key, await sampleImage('jpeg'), 'image/jpeg');
      const book = await buildBook(t.database.db, { coverImage: key });
      const before = bookFiles();
      const res = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
        { data: Buffer.alloc(UPLOAD_LIMIT_BYTES, 1) },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject(TOO_LARGE);
      expect((await bookRow(book.id))?.coverImage).toBe(key);
      expect(await storage.get(key)).not.toBeNull();
      expect(bookFiles()).toEqual(before);
      expect(await audits('book.image')).toEqual([]);

      // One byte less is within the limit: refused for what it is, not for its size.
      const under = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
        { data: Buffer.alloc(UPLOAD_LIMIT_BYTES - 1, 1) },
      ]);
      expect(under.statusCode).toBe(400);
      expect(UPLOAD_LIMIT_BYTES).toBe(32 * MEGABYTE);
      await storage.delete(key);
    });

    it('needs the coverImage field, a multipart form and an existing book', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db);
      const wrongField = await api(t.app, sup.token).upload(`/api/books/${book.id}/image`, 'photo', [
        await sampleImage('jpeg'),
      ]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toMatchObject({ statusCode: 400, message: 'choose a cover image to upload' });
      const json = await api(t.app, sup.token).patch(`/api/books/${book.id}/image`, { coverImage: 'x' });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe('send the form as multipart/form-data');

      const before = bookFiles();
      const missing = await api(t.app, sup.token).upload(`/api/books/${randomUUID()}/image`, 'coverImage', [
        { data: await sampleImage('jpeg') },
      ]);
      expect(missing.statusCode).toBe(404);
      expect(bookFiles()).toEqual(before);
      expect((await bookRow(book.id))?.coverImage).toBeNull();
    });
  });

  describe('authority', () => {
    it('lets supervisors, managers and admins in, and refuses teachers with 403 except for the list', async () => {
      const staff = await buildStaff(t.database.db);
      const book = await buildBook(t.database.db);
      for (const who of [staff.admin, staff.manager, staff.supervisor]) {
        expect((await api(t.app, who.token).get('/api/books')).statusCode).toBe(200);
        expect((await api(t.app, who.token).get(`/api/books/${book.id}`)).statusCode).toBe(200);
      }
      for (const who of [staff.fullTimer, staff.partTimer]) {
        expect((await api(t.app, who.token).get('/api/books')).statusCode).toBe(200);
        const attempts = [
          await api(t.app, who.token).post('/api/books', newBook()),
          await api(t.app, who.token).get(`/api/books/${book.id}`),
          await api(t.app, who.token).patch(`/api/books/${book.id}`, { name: 'Hacked' }),
          await api(t.app, who.token).delete(`/api/books/${book.id}`),
          await api(t.app, who.token).upload(`/api/books/${book.id}/image`, 'coverImage', [
            { data: await sampleImage('jpeg') },
          ]),
        ];
        for (const res of attempts) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject(FORBIDDEN);
        }
      }
      expect(await bookRow(book.id)).toMatchObject({ name: book.name, coverImage: null });
      expect(await t.database.db.select().from(books)).toHaveLength(1);
      expect((await t.app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(401);
    });
  });

  describe('demo data', () => {
    it('adds books over levels 1 to 4 with key words, questions and covers, once', async () => {
      expect(await seedDemoBooks(t.database.db, storage)).toBe(true);
      const rows = await t.database.db.select().from(books);
      expect(rows.length).toBeGreaterThanOrEqual(12);
      expect([...new Set(rows.map((b) => b.level))].sort()).toEqual([1, 2, 3, 4]);
      expect(rows.some((b) => b.part !== null)).toBe(true);
      for (const b of rows) {
        expect(b.keyWords).toHaveLength(5);
        expect(b.questions.length).toBeGreaterThanOrEqual(3);
      }
      for (const b of rows.filter((r) => r.coverImage)) expect(await storage.get(b.coverImage!)).not.toBeNull();
      expect(await seedDemoBooks(t.database.db, storage)).toBe(false);
      expect(await t.database.db.select().from(books)).toHaveLength(rows.length);
      await Promise.all(rows.map((b) => (b.coverImage ? storage.delete(b.coverImage) : undefined)));
    });
  });
});
