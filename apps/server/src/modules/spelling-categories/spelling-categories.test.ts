import { SIGNED_URL_MS, SPELLING_MSG, UPLOAD_LIMIT_BYTES, type SpellingCategoryDto } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditEvents, spellingCategories } from '../../db/schema/index.ts';
import { createImageWork, createStorage } from '../../storage/index.ts';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { api, bearer } from '../../test/api.ts';
import { buildSpellingCategory, buildStaff, buildStudent, identityFor } from '../../test/factories/index.ts';
import { multipart, sampleImage, type FilePart } from '../../test/multipart.ts';
import { DEMO_SPELLING_CATEGORIES, seedDemoSpellingCategories } from '../../seed/spelling-categories.ts';
import { countReadingSpellingCategory } from '../students/index.ts';
import { createSpellingCategoriesService } from './service.ts';

const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: 'requested data not found' };
const storage = createStorage(testConfig);
const filesDir = path.join(testConfig.dataDir, 'files');

/** The spelling images on disk right now. */
async function spellingFiles(): Promise<string[]> {
  const names = await readdir(filesDir).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith('spelling-')).sort();
}

const gif = async (width = 16): Promise<FilePart> => ({
  field: 'image0',
  filename: 'cat.gif',
  contentType: 'image/gif',
  data: await sampleImage('gif', { width, height: width }),
});

const values = (over: Record<string, unknown> = {}) => ({
  category: 'Short a',
  level: 1,
  order: 2,
  words: [{ word: 'c / a / t', imageField: 'image0' }, { word: 'h/a/t' }, { word: 'm/a/p', image: null }],
  ...over,
});

describe('spelling categories', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const send = (method: 'POST' | 'PATCH', url: string, token: string, formValues: unknown, files: FilePart[] = []) => {
    const form = multipart(
      { formValues: typeof formValues === 'string' ? formValues : JSON.stringify(formValues) },
      files,
    );
    return api(t.app, token).form(method, url, form);
  };
  const rows = () => db().select().from(spellingCategories);
  const audits = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));

  describe('POST /api/spelling-categories', () => {
    it('creates a category from formValues and a GIF, with phonics and a signed image URL', async () => {
      const { supervisor } = await buildStaff(db());
      const before = await spellingFiles();
      const res = await send('POST', '/api/spelling-categories', supervisor.token, values(), [await gif()]);
      expect(res.statusCode).toBe(201);
      const doc = res.json().document as SpellingCategoryDto;
      expect(Object.keys(res.json())).toEqual(['document']);
      expect(doc).toMatchObject({ category: 'Short a', level: 1, order: 2 });
      expect(doc.words.map((w) => [w.word, w.phonics])).toEqual([
        ['c/a/t', ['c', 'a', 't']],
        ['h/a/t', ['h', 'a', 't']],
        ['m/a/p', ['m', 'a', 'p']],
      ]);
      const [cat, hat] = doc.words;
      expect(cat?.image).toMatch(/^spelling-[0-9a-f-]{36}\.gif$/);
      expect(cat?.imageUrl).toContain(`/api/files/${cat?.image}?`);
      expect(hat).toEqual({ word: 'h/a/t', phonics: ['h', 'a', 't'], image: null, imageUrl: null });

      const [row] = await rows();
      expect(row).toMatchObject({
        id: doc.id,
        category: 'Short a',
        words: [
          { word: 'c/a/t', image: cat?.image },
          { word: 'h/a/t', image: null },
          { word: 'm/a/p', image: null },
        ],
      });
      expect(await spellingFiles()).toEqual([...before, cat?.image].sort());

      const [audit] = await audits('spelling-category.create');
      expect(audit).toMatchObject({ actorId: supervisor.id, entity: 'spelling-category', entityId: doc.id });
      expect(audit?.after).toMatchObject({ category: 'Short a', words: row?.words });
      expect(JSON.stringify(audit?.after)).not.toContain('signature');
    });

    it('serves the image through its signed URL, valid for one hour', async () => {
      const { supervisor } = await buildStaff(db());
      const doc = (await send('POST', '/api/spelling-categories', supervisor.token, values(), [await gif()])).json()
        .document as SpellingCategoryDto;
      const url = doc.words[0]?.imageUrl as string;
      const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
      expect(expires - Date.now()).toBeGreaterThan(SIGNED_URL_MS.spellingImage - 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(SIGNED_URL_MS.spellingImage);

      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/gif');
      expect(image.rawPayload.subarray(0, 3).toString('latin1')).toBe('GIF');

      const altered = url.replace(/signature=./, (m) =>
        m.endsWith('A') ? m.slice(0, -1) + 'B' : m.slice(0, -1) + 'A',
      );
      expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);
    });

    it('refuses a PNG named .gif (judged by content), storing nothing', async () => {
      const { supervisor } = await buildStaff(db());
      const before = await spellingFiles();
      const png: FilePart = {
        field: 'image0',
        filename: 'cat.gif',
        contentType: 'image/gif',
        data: await sampleImage('png'),
      };
      const res = await send('POST', '/api/spelling-categories', supervisor.token, values(), [png]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'File must be of type GIF.' });
      expect(await rows()).toEqual([]);
      expect(await spellingFiles()).toEqual(before);
    });

    it('refuses images over 32 MB in total with 413, and allows exactly 32 MB through the size check', async () => {
      const { supervisor } = await buildStaff(db());
      const huge: FilePart = {
        field: 'image0',
        filename: 'big.gif',
        contentType: 'image/gif',
        data: Buffer.alloc(33 * 1024 * 1024, 1),
      };
      const res = await send('POST', '/api/spelling-categories', supervisor.token, values(), [huge]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ statusCode: 413, message: 'Total size of files must be less than 32MB.' });

      // Two files that only together pass the limit.
      const half = (field: string): FilePart => ({
        field,
        filename: `${field}.gif`,
        contentType: 'image/gif',
        data: Buffer.alloc(UPLOAD_LIMIT_BYTES / 2 + 1, 1),
      });
      const two = await send('POST', '/api/spelling-categories', supervisor.token, values(), [
        half('image0'),
        half('image1'),
      ]);
      expect(two.statusCode).toBe(413);
      expect(two.json().message).toBe(SPELLING_MSG.tooLarge);

      // At the limit the size is fine; the content is then judged (and this is no GIF).
      const exact: FilePart = {
        field: 'image0',
        filename: 'x.gif',
        contentType: 'image/gif',
        data: Buffer.alloc(UPLOAD_LIMIT_BYTES, 1),
      };
      const atLimit = await send('POST', '/api/spelling-categories', supervisor.token, values(), [exact]);
      expect(atLimit.statusCode).toBe(400);
      expect(atLimit.json().message).toBe(SPELLING_MSG.notGif);
      expect(await rows()).toEqual([]);
    });

    it('needs formValues as JSON', async () => {
      const { supervisor } = await buildStaff(db());
      const notJson = await send('POST', '/api/spelling-categories', supervisor.token, '{category: nope');
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toMatchObject({ statusCode: 400, message: 'formValues must be JSON' });

      const empty = multipart({});
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/spelling-categories',
        payload: empty.payload,
        headers: { ...empty.headers, ...bearer(supervisor.token) },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toEqual(['formValues is required']);

      const json = await t.app.inject({
        method: 'POST',
        url: '/api/spelling-categories',
        headers: bearer(supervisor.token),
        payload: values(),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe('send the form as multipart/form-data');
      expect(await rows()).toEqual([]);
    });

    it('validates the fields with the messages of the spec', async () => {
      const { supervisor } = await buildStaff(db());
      const res = await send('POST', '/api/spelling-categories', supervisor.token, {
        category: ' ',
        level: 0,
        words: [{ word: '' }, { word: 'c//t' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([
        'category is required',
        'level must be from 1 to 99',
        'order is required',
        'word is required',
        SPELLING_MSG.emptyPhonic,
      ]);
      const long = await send(
        'POST',
        '/api/spelling-categories',
        supervisor.token,
        values({ category: 'x'.repeat(100), order: 100 }),
      );
      expect(long.json().message).toEqual(['category must be at most 99 characters', 'order must be from 1 to 99']);
      expect(await rows()).toEqual([]);
    });

    it('needs the file a word names, and refuses image keys from elsewhere', async () => {
      const { supervisor } = await buildStaff(db());
      const noFile = await send('POST', '/api/spelling-categories', supervisor.token, values());
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toEqual(['no image file was sent for "c/a/t"']);

      const foreign = await send(
        'POST',
        '/api/spelling-categories',
        supervisor.token,
        values({ words: [{ word: 'c/a/t', image: 'student-00000000-0000-4000-8000-000000000000.jpg' }] }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toEqual(['the image of "c/a/t" does not belong to this spelling category']);
      expect(await rows()).toEqual([]);
    });

    it('removes the new files again when the database write fails', async () => {
      const { supervisor } = await buildStaff(db());
      const before = await spellingFiles();
      const failing = new Proxy(db(), {
        get: (target, prop, receiver) =>
          prop === 'transaction'
            ? () => Promise.reject(new Error('database down'))
            : Reflect.get(target, prop, receiver),
      }) as Db;
      const service = createSpellingCategoriesService({
        db: failing,
        storage,
        images: createImageWork({ db: db() }),
        countReaders: countReadingSpellingCategory,
      });
      const form = {
        fields: { formValues: JSON.stringify(values()) },
        files: [{ field: 'image0', filename: 'cat.gif', buffer: (await gif()).data }],
      };
      await expect(service.create(identityFor(supervisor), form)).rejects.toThrow('database down');
      expect(await spellingFiles()).toEqual(before);
      expect(await rows()).toEqual([]);
    });
  });

  describe('GET', () => {
    it('lists categories by level, then order', async () => {
      const { supervisor } = await buildStaff(db());
      await buildSpellingCategory(db(), { category: 'B', level: 2, order: 1 });
      await buildSpellingCategory(db(), { category: 'C', level: 1, order: 3 });
      await buildSpellingCategory(db(), { category: 'A', level: 1, order: 1 });
      await buildSpellingCategory(db(), { category: 'D', level: 10, order: 1 });
      const res = await api(t.app, supervisor.token).get('/api/spelling-categories');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['documents']);
      expect(res.json().documents.map((c: SpellingCategoryDto) => `${c.category} ${c.level}.${c.order}`)).toEqual([
        'A 1.1',
        'C 1.3',
        'B 2.1',
        'D 10.1',
      ]);
      expect(res.json().documents[0].words[0]).toEqual({
        word: 'c/a/t',
        phonics: ['c', 'a', 't'],
        image: null,
        imageUrl: null,
      });
    });

    it('gets one category, and 404 for an unknown id', async () => {
      const { supervisor } = await buildStaff(db());
      const cat = await buildSpellingCategory(db(), { category: 'Digraph sh', words: ['sh/i/p'] });
      const res = await api(t.app, supervisor.token).get(`/api/spelling-categories/${cat.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        document: {
          id: cat.id,
          category: 'Digraph sh',
          level: 1,
          order: cat.order,
          words: [{ word: 'sh/i/p', phonics: ['sh', 'i', 'p'], image: null, imageUrl: null }],
          can: { edit: true, delete: true },
        },
      });
      const missing = await api(t.app, supervisor.token).get(
        '/api/spelling-categories/00000000-0000-4000-8000-000000000000',
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
    });
  });

  describe('PATCH /api/spelling-categories/:id', () => {
    it('keeps, replaces and removes images; deletes the old files after commit; audits before and after', async () => {
      const { supervisor } = await buildStaff(db());
      const before = await spellingFiles();
      const created = (
        await send(
          'POST',
          '/api/spelling-categories',
          supervisor.token,
          values({
            words: [
              { word: 'c/a/t', imageField: 'a' },
              { word: 'h/a/t', imageField: 'b' },
              { word: 'm/a/p', imageField: 'c' },
            ],
          }),
          [
            { ...(await gif()), field: 'a' },
            { ...(await gif(20)), field: 'b' },
            { ...(await gif(24)), field: 'c' },
          ],
        )
      ).json().document as SpellingCategoryDto;
      const [cat, hat, map] = created.words.map((w) => w.image as string);
      expect(await spellingFiles()).toEqual([...before, cat, hat, map].sort());

      const res = await send(
        'PATCH',
        `/api/spelling-categories/${created.id}`,
        supervisor.token,
        {
          category: 'Short a words',
          level: 2,
          order: 5,
          words: [
            { word: 'c/a/t', image: cat },
            { word: 'h/a/t', image: hat, imageField: 'new' },
            { word: 'm/a/p', image: null },
            { word: 'f/a/n' },
          ],
        },
        [{ ...(await gif(30)), field: 'new' }],
      );
      expect(res.statusCode).toBe(200);
      const doc = res.json().document as SpellingCategoryDto;
      expect(doc).toMatchObject({ id: created.id, category: 'Short a words', level: 2, order: 5 });
      const newHat = doc.words[1]?.image as string;
      expect(doc.words.map((w) => w.image)).toEqual([cat, newHat, null, null]);
      expect(newHat).not.toBe(hat);
      expect(doc.words[0]?.imageUrl).toContain(cat);
      expect(doc.words[1]?.imageUrl).toContain(newHat);
      expect(await spellingFiles()).toEqual([...before, cat, newHat].sort());

      const [row] = await rows();
      expect(row?.words).toEqual([
        { word: 'c/a/t', image: cat },
        { word: 'h/a/t', image: newHat },
        { word: 'm/a/p', image: null },
        { word: 'f/a/n', image: null },
      ]);
      const [audit] = await audits('spelling-category.update');
      expect(audit).toMatchObject({ actorId: supervisor.id, entityId: created.id });
      expect(audit?.before).toMatchObject({ category: 'Short a', level: 1 });
      expect(audit?.after).toMatchObject({ category: 'Short a words', level: 2, order: 5 });
    });

    it('leaves the category and its files as they were when the update is refused', async () => {
      const { supervisor } = await buildStaff(db());
      const other = await buildSpellingCategory(db(), {
        words: [{ word: 'd/o/g', image: 'spelling-00000000-0000-4000-8000-000000000001.gif' }],
      });
      const created = (await send('POST', '/api/spelling-categories', supervisor.token, values(), [await gif()])).json()
        .document as SpellingCategoryDto;
      const before = await spellingFiles();
      const [rowBefore] = await db().select().from(spellingCategories).where(eq(spellingCategories.id, created.id));

      const foreign = await send(
        'PATCH',
        `/api/spelling-categories/${created.id}`,
        supervisor.token,
        values({ words: [{ word: 'd/o/g', image: other.words[0]?.image }] }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toEqual(['the image of "d/o/g" does not belong to this spelling category']);

      const png: FilePart = {
        field: 'image0',
        filename: 'x.gif',
        contentType: 'image/gif',
        data: await sampleImage('png'),
      };
      const notGif = await send(
        'PATCH',
        `/api/spelling-categories/${created.id}`,
        supervisor.token,
        values({ words: [{ word: 'c/a/t', imageField: 'image0' }] }),
        [png],
      );
      expect(notGif.statusCode).toBe(400);
      expect(notGif.json().message).toBe(SPELLING_MSG.notGif);

      const invalid = await send(
        'PATCH',
        `/api/spelling-categories/${created.id}`,
        supervisor.token,
        values({ level: 100 }),
        [await gif()],
      );
      expect(invalid.statusCode).toBe(400);

      const [rowAfter] = await db().select().from(spellingCategories).where(eq(spellingCategories.id, created.id));
      expect(rowAfter).toEqual(rowBefore);
      expect(await spellingFiles()).toEqual(before);
      expect(await audits('spelling-category.update')).toEqual([]);
    });

    it('answers 404 for an unknown category', async () => {
      const { supervisor } = await buildStaff(db());
      const res = await send(
        'PATCH',
        '/api/spelling-categories/00000000-0000-4000-8000-000000000000',
        supervisor.token,
        values(),
        [await gif()],
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(NOT_FOUND);
    });
  });

  describe('DELETE /api/spelling-categories/:id', () => {
    it('deletes the category and its images, with an audit row', async () => {
      const { supervisor } = await buildStaff(db());
      const created = (await send('POST', '/api/spelling-categories', supervisor.token, values(), [await gif()])).json()
        .document as SpellingCategoryDto;
      const res = await api(t.app, supervisor.token).delete(`/api/spelling-categories/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: created.id, category: 'Short a' });
      expect(await rows()).toEqual([]);
      expect(await spellingFiles()).not.toContain(created.words[0]?.image);
      const [audit] = await audits('spelling-category.delete');
      expect(audit).toMatchObject({ actorId: supervisor.id, entityId: created.id, after: null });
      expect(audit?.before).toMatchObject({ category: 'Short a' });

      expect((await api(t.app, supervisor.token).delete(`/api/spelling-categories/${created.id}`)).json()).toEqual(
        NOT_FOUND,
      );
    });

    it('refuses with 409 while students read with it', async () => {
      const { supervisor } = await buildStaff(db());
      const cat = await buildSpellingCategory(db(), { category: 'Blends' });
      await buildStudent(db(), { spellingCategoryId: cat.id, grade: 'K2' });
      await buildStudent(db(), { spellingCategoryId: cat.id, grade: 'K2' });
      const res = await api(t.app, supervisor.token).delete(`/api/spelling-categories/${cat.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        message: 'Blends cannot be deleted: 2 students read with it. Choose another spelling category for them first.',
      });
      expect(await rows()).toHaveLength(1);
      expect(await audits('spelling-category.delete')).toEqual([]);
    });
  });

  describe('authority', () => {
    it('is for supervisors and up, but for the list teachers read', async () => {
      const staff = await buildStaff(db());
      const cat = await buildSpellingCategory(db());
      for (const who of [staff.admin, staff.manager, staff.supervisor]) {
        expect((await api(t.app, who.token).get('/api/spelling-categories')).statusCode).toBe(200);
        expect((await api(t.app, who.token).get(`/api/spelling-categories/${cat.id}`)).statusCode).toBe(200);
      }
      for (const who of [staff.fullTimer, staff.partTimer]) {
        expect((await api(t.app, who.token).get('/api/spelling-categories')).statusCode).toBe(200);
        for (const res of [
          await api(t.app, who.token).get(`/api/spelling-categories/${cat.id}`),
          await api(t.app, who.token).delete(`/api/spelling-categories/${cat.id}`),
          await send('POST', '/api/spelling-categories', who.token, values({ words: [] })),
          await send('PATCH', `/api/spelling-categories/${cat.id}`, who.token, values({ words: [] })),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ statusCode: 403, message: 'you are not authorized to do this' });
        }
      }
      expect(await rows()).toHaveLength(1);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/spelling-categories' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('demo data', () => {
    it('adds categories over levels 1 to 3 with phonics and some GIFs, only once', async () => {
      const { supervisor } = await buildStaff(db());
      expect(await seedDemoSpellingCategories(db(), storage)).toBe(true);
      expect(await seedDemoSpellingCategories(db(), storage)).toBe(false);
      const res = await api(t.app, supervisor.token).get('/api/spelling-categories');
      const docs = res.json().documents as SpellingCategoryDto[];
      expect(docs).toHaveLength(DEMO_SPELLING_CATEGORIES.length);
      expect(new Set(docs.map((d) => d.level))).toEqual(new Set([1, 2, 3]));
      for (const d of docs) {
        expect(d.words.length).toBeGreaterThanOrEqual(5);
        for (const w of d.words) expect(w.phonics.length).toBeGreaterThan(1);
      }
      const withImage = docs.flatMap((d) => d.words).filter((w) => w.imageUrl);
      expect(withImage.length).toBeGreaterThan(5);
      const image = await t.app.inject({ method: 'GET', url: withImage[0]?.imageUrl as string });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    });
  });
});
