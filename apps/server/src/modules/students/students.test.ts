import {
  AUTHORITY,
  MEGABYTE,
  READING_STAGE,
  ROLE,
  STUDENT_MSG,
  UPLOAD_LIMIT_BYTES,
  type StudentDto,
} from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEvents, students } from '../../db/schema/index.ts';
import { createImageWork, createStorage } from '../../storage/index.ts';
import { NOT_AN_IMAGE } from '../../storage/images.ts';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import {
  buildBook,
  buildSpellingCategory,
  buildStaff,
  buildStudent,
  buildUser,
  identityFor,
} from '../../test/factories/index.ts';
import { sampleImage } from '../../test/multipart.ts';
import { seedDemoStudents } from '../../seed/students.ts';
import { createStudentsService } from './service.ts';

const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: 'requested data not found' };
const FORBIDDEN = { statusCode: 403, code: 'auth.forbidden', message: 'you are not authorized to do this' };
const abc = { stage: 'uppercaseAbcs', letters: 5, oldProgression: false };

describe('students', () => {
  const t = useTestApp();
  const storage = createStorage(testConfig);

  const supervisor = () => buildUser(t.database.db, { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
  const studentRow = async (id: string) => {
    const [row] = await t.database.db.select().from(students).where(eq(students.id, id));
    if (!row) throw new Error(`no student ${id}`);
    return row;
  };
  const audits = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
  const names = (res: { json(): { documents: StudentDto[] } }) => res.json().documents.map((s) => s.name);

  describe('GET /api/students', () => {
    it('lists every student sorted by name, whatever the case', async () => {
      const sup = await supervisor();
      await buildStudent(t.database.db, { name: 'Mia Ito', grade: 'K2', smsId: 1003 });
      await buildStudent(t.database.db, { name: 'aiko Sato', grade: 'E1', smsId: 1001 });
      await buildStudent(t.database.db, { name: 'Ben Carter', grade: 'E6', smsId: 1002 });
      const res = await api(t.app, sup.token).get('/api/students');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['documents']);
      expect(names(res)).toEqual(['aiko Sato', 'Ben Carter', 'Mia Ito']);
    });

    it('searches by name, grade or SMS ID on the server, in any case', async () => {
      const sup = await supervisor();
      await buildStudent(t.database.db, { name: 'Ken Sato', grade: 'E2', smsId: 1001 });
      await buildStudent(t.database.db, { name: 'Kenta Mori', grade: 'K1', smsId: 1012 });
      await buildStudent(t.database.db, { name: 'Hana Ito', grade: 'E2', smsId: 2001 });
      await buildStudent(t.database.db, { name: 'Yui 50% Kato', grade: 'E5', smsId: 3100 });
      const search = async (q: string) =>
        names(await api(t.app, sup.token).get(`/api/students?search=${encodeURIComponent(q)}`));
      expect(await search('ken')).toEqual(['Ken Sato', 'Kenta Mori']);
      expect(await search('SATO')).toEqual(['Ken Sato']);
      expect(await search('e2')).toEqual(['Hana Ito', 'Ken Sato']);
      expect(await search('k1')).toEqual(['Kenta Mori']);
      // SMS IDs match from their start: exactly, or as a prefix.
      expect(await search('1001')).toEqual(['Ken Sato']);
      expect(await search('10')).toEqual(['Ken Sato', 'Kenta Mori']);
      expect(await search('001')).toEqual([]);
      // Every word must match something: a name and a grade together narrow the list.
      expect(await search('ken e2')).toEqual(['Ken Sato']);
      expect(await search('  ito   E2 ')).toEqual(['Hana Ito']);
      // LIKE wildcards are searched as characters.
      expect(await search('%')).toEqual(['Yui 50% Kato']);
      expect(await search('_')).toEqual([]);
      expect(await search('nobody')).toEqual([]);
      expect(await search('')).toHaveLength(4);
    });

    it('presents each student with their reading, book and spelling category names, and the notes link', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db, { name: 'Frog and Toad', level: 2, order: 3, part: 1 });
      const category = await buildSpellingCategory(t.database.db, { category: 'short a', level: 1, order: 4 });
      const onBook = await buildStudent(t.database.db, {
        name: 'A Book',
        smsId: 1001,
        readingStage: 3,
        bookId: book.id,
        timesRead: 2,
      });
      const onSpelling = await buildStudent(t.database.db, {
        name: 'B Spelling',
        smsId: 1002,
        readingStage: 2,
        spellingCategoryId: category.id,
      });
      const res = await api(t.app, sup.token).get('/api/students');
      const [first, second] = res.json().documents as StudentDto[];
      expect(first).toEqual({
        id: onBook.id,
        name: 'A Book',
        grade: 'E1',
        smsId: 1001,
        photo: null,
        signedUrlPhoto: null,
        remarks: null,
        comments: null,
        notesUrl: 'https://notes.example.test/students/1001',
        reading: {
          stage: 3,
          timesRead: 2,
          abc,
          spellingCategory: null,
          book: { id: book.id, name: 'Frog and Toad', level: 2, order: 3, part: 1 },
          nonSystemBook: null,
        },
        can: { edit: true },
      });
      expect(second?.id).toBe(onSpelling.id);
      expect(second?.reading.spellingCategory).toEqual({ id: category.id, category: 'short a', level: 1, order: 4 });
      expect(second?.reading.book).toBeNull();
    });

    it('is for supervisors and up: teachers get 403, no token 401', async () => {
      const staff = await buildStaff(t.database.db);
      await buildStudent(t.database.db);
      for (const who of [staff.admin, staff.manager, staff.supervisor]) {
        expect((await api(t.app, who.token).get('/api/students')).statusCode).toBe(200);
      }
      for (const who of [staff.fullTimer, staff.partTimer]) {
        const res = await api(t.app, who.token).get('/api/students');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject(FORBIDDEN);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/students' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/students/:id', () => {
    it('returns one student, or 404', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db, {
        name: 'Ken Sato',
        remarks: 'Ikejiri',
        comments: 'Loves dinosaurs',
      });
      const res = await api(t.app, sup.token).get(`/api/students/${s.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({
        id: s.id,
        name: 'Ken Sato',
        remarks: 'Ikejiri',
        comments: 'Loves dinosaurs',
      });
      const missing = await api(t.app, sup.token).get(`/api/students/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
    });

    it('refuses a part-timer', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const s = await buildStudent(t.database.db);
      const res = await api(t.app, partTimer.token).get(`/api/students/${s.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(s.name);
    });
  });

  describe('PATCH /api/students/:id', () => {
    it('sets the reading to a book, updates the row and writes an audit event', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db, { name: 'Frog and Toad', level: 2, order: 3 });
      const s = await buildStudent(t.database.db, { name: 'Ken Sato', smsId: 1001, readingStage: 0 });
      const res = await api(t.app, sup.token).patch(`/api/students/${s.id}`, {
        reading: {
          stage: READING_STAGE.book,
          timesRead: '2',
          abc: { ...abc, letters: 10 },
          bookId: book.id,
          spellingCategoryId: '',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().document.reading).toEqual({
        stage: 3,
        timesRead: 2,
        abc: { ...abc, letters: 10 },
        spellingCategory: null,
        book: { id: book.id, name: 'Frog and Toad', level: 2, order: 3, part: null },
        nonSystemBook: null,
      });
      expect(await studentRow(s.id)).toMatchObject({
        readingStage: 3,
        timesRead: 2,
        abcLetters: 10,
        bookId: book.id,
        spellingCategoryId: null,
        nonSystemBook: null,
      });
      const [audit] = await audits('student.update');
      expect(audit).toMatchObject({ actorId: sup.id, entity: 'student', entityId: s.id });
      expect(audit?.before).toMatchObject({ reading: { stage: 0, bookId: null } });
      expect(audit?.after).toMatchObject({ reading: { stage: 3, timesRead: 2, bookId: book.id } });
    });

    it('clears what another stage used when the stage changes', async () => {
      const sup = await supervisor();
      const book = await buildBook(t.database.db);
      const category = await buildSpellingCategory(t.database.db);
      const s = await buildStudent(t.database.db, { readingStage: 3, bookId: book.id });
      const spelling = await api(t.app, sup.token).patch(`/api/students/${s.id}`, {
        reading: { stage: 2, timesRead: 1, abc, spellingCategoryId: category.id, bookId: book.id },
      });
      expect(spelling.statusCode).toBe(200);
      expect(await studentRow(s.id)).toMatchObject({ readingStage: 2, spellingCategoryId: category.id, bookId: null });
      const nonSystem = await api(t.app, sup.token).patch(`/api/students/${s.id}`, {
        reading: { stage: 4, timesRead: 1, abc, spellingCategoryId: category.id, nonSystemBook: '  The Gruffalo ' },
      });
      expect(nonSystem.statusCode).toBe(200);
      expect(nonSystem.json().document.reading).toMatchObject({
        stage: 4,
        nonSystemBook: 'The Gruffalo',
        spellingCategory: null,
      });
      expect(await studentRow(s.id)).toMatchObject({
        readingStage: 4,
        spellingCategoryId: null,
        nonSystemBook: 'The Gruffalo',
      });
    });

    it('updates comments and remarks, and leaves the reading alone when it is not sent', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db, { readingStage: 1, abcLetters: 15, comments: 'old' });
      const res = await api(t.app, sup.token).patch(`/api/students/${s.id}`, {
        comments: 'Reads well',
        remarks: 'Gakugei',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ comments: 'Reads well', remarks: 'Gakugei', reading: { stage: 1 } });
      expect(await studentRow(s.id)).toMatchObject({
        comments: 'Reads well',
        remarks: 'Gakugei',
        readingStage: 1,
        abcLetters: 15,
      });
      const cleared = await api(t.app, sup.token).patch(`/api/students/${s.id}`, { comments: '' });
      expect(cleared.json().document.comments).toBeNull();
      expect((await studentRow(s.id)).remarks).toBe('Gakugei');
    });

    it.each([
      ['Times Read missing', { stage: 1, abc }, STUDENT_MSG.timesReadRequired],
      ['Times Read empty', { stage: 1, timesRead: '', abc }, STUDENT_MSG.timesReadRequired],
      ['Times Read zero', { stage: 1, timesRead: 0, abc }, STUDENT_MSG.timesReadMin],
      ['Times Read a fraction', { stage: 1, timesRead: 1.5, abc }, STUDENT_MSG.timesReadWhole],
      ['spelling without a category', { stage: 2, timesRead: 1, abc }, STUDENT_MSG.spellingCategoryRequired],
      ['book without a book', { stage: 3, timesRead: 1, abc, bookId: '' }, STUDENT_MSG.bookRequired],
      ['non-system without a name', { stage: 4, timesRead: 1, abc, nonSystemBook: ' ' }, STUDENT_MSG.bookNameRequired],
      [
        'non-system name too long',
        { stage: 4, timesRead: 1, abc, nonSystemBook: 'n'.repeat(100) },
        STUDENT_MSG.bookNameMax,
      ],
      ['ABC letters not an option', { stage: 1, timesRead: 1, abc: { ...abc, letters: 12 } }, STUDENT_MSG.abcLetters],
      ['ABC stage unknown', { stage: 1, timesRead: 1, abc: { ...abc, stage: 'cursive' } }, STUDENT_MSG.abcStage],
      ['stage unknown', { stage: 7, timesRead: 1, abc }, STUDENT_MSG.stage],
      ['book id not an id', { stage: 3, timesRead: 1, abc, bookId: 'frog' }, STUDENT_MSG.bookNotFound],
    ])('refuses %s with 400 and the rule’s message', async (_name, reading, message) => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      const res = await api(t.app, sup.token).patch(`/api/students/${s.id}`, { reading });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: [message] });
      expect((await studentRow(s.id)).updatedAt).toEqual(s.updatedAt);
      expect(await audits('student.update')).toEqual([]);
    });

    it('refuses a book or spelling category that does not exist', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db, { readingStage: 0 });
      const book = await api(t.app, sup.token).patch(`/api/students/${s.id}`, {
        reading: { stage: 3, timesRead: 1, abc, bookId: randomUUID() },
      });
      expect(book.statusCode).toBe(400);
      expect(book.json()).toMatchObject({ statusCode: 400, message: 'book not found' });
      const category = await api(t.app, sup.token).patch(`/api/students/${s.id}`, {
        reading: { stage: 2, timesRead: 1, abc, spellingCategoryId: randomUUID() },
      });
      expect(category.statusCode).toBe(400);
      expect(category.json()).toMatchObject({ statusCode: 400, message: 'spelling category not found' });
      expect(await studentRow(s.id)).toMatchObject({ readingStage: 0, bookId: null, spellingCategoryId: null });
      expect(await audits('student.update')).toEqual([]);
    });

    it('answers 404 for an unknown student and 403 for a part-timer', async () => {
      const { supervisor: sup, partTimer } = await buildStaff(t.database.db);
      const s = await buildStudent(t.database.db);
      const missing = await api(t.app, sup.token).patch(`/api/students/${randomUUID()}`, { comments: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
      const denied = await api(t.app, partTimer.token).patch(`/api/students/${s.id}`, { comments: 'x' });
      expect(denied.statusCode).toBe(403);
      expect((await studentRow(s.id)).comments).toBeNull();
    });
  });

  describe('PATCH /api/students/:id/photo', () => {
    it('stores a PNG as a JPEG, served through its signed URL', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      const res = await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [
        { data: await sampleImage('png'), filename: 'me.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(200);
      const doc = res.json().document as StudentDto;
      expect(doc.photo).toMatch(/^student-[0-9a-f-]{36}\.jpg$/);
      expect(doc.signedUrlPhoto).toContain(`/api/files/${doc.photo}?expires=`);
      expect((await studentRow(s.id)).photo).toBe(doc.photo);
      const stored = await storage.get(doc.photo!);
      expect((await sharp(stored!.body).metadata()).format).toBe('jpeg');
      const served = await t.app.inject({ method: 'GET', url: doc.signedUrlPhoto! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
      const [audit] = await audits('student.photo');
      expect(audit).toMatchObject({
        actorId: sup.id,
        entityId: s.id,
        before: { photo: null },
        after: { photo: doc.photo },
      });
      // The list and the detail sign the stored photo too.
      const got = await api(t.app, sup.token).get(`/api/students/${s.id}`);
      expect(got.json().document.signedUrlPhoto).toContain(`/api/files/${doc.photo}?expires=`);
    });

    it('judges by content: a .jpg that is text is refused and nothing changes', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      const res = await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [
        Buffer.from('not a photo at all\n'.repeat(20)),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: NOT_AN_IMAGE });
      expect((await studentRow(s.id)).photo).toBeNull();
      expect(await audits('student.photo')).toEqual([]);
    });

    it('strips EXIF and GPS from a JPEG', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      const input = await sampleImage('jpeg', { gps: true });
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const res = await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [input]);
      expect(res.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: res.json().document.signedUrlPhoto });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    });

    it('replaces the photo and deletes the old file after the change', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      const first = (
        await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [await sampleImage('jpeg')])
      ).json().document as StudentDto;
      const second = (
        await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [
          { data: await sampleImage('png'), filename: 'b.png', contentType: 'image/png' },
        ])
      ).json().document as StudentDto;
      expect(second.photo).not.toBe(first.photo);
      expect((await studentRow(s.id)).photo).toBe(second.photo);
      expect(await storage.get(first.photo!)).toBeNull();
      expect(await storage.get(second.photo!)).not.toBeNull();
    });

    it('refuses 32 MB or more with 413 and keeps the old photo', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      const first = (
        await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [await sampleImage('jpeg')])
      ).json().document as StudentDto;
      expect(UPLOAD_LIMIT_BYTES).toBe(32 * MEGABYTE);
      const res = await api(t.app, sup.token).upload(`/api/students/${s.id}/photo`, 'photo', [
        Buffer.alloc(UPLOAD_LIMIT_BYTES, 1),
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ statusCode: 413, message: 'total photo size exceeds 32 megabyte limit' });
      expect((await studentRow(s.id)).photo).toBe(first.photo);
      expect(await storage.get(first.photo!)).not.toBeNull();
      expect(await audits('student.photo')).toHaveLength(1);
    });

    it('needs the photo field, one photo, a known student and a supervisor', async () => {
      const { supervisor: sup, partTimer } = await buildStaff(t.database.db);
      const s = await buildStudent(t.database.db);
      const jpeg = await sampleImage('jpeg');
      const asSupervisor = api(t.app, sup.token);
      const none = await asSupervisor.upload(`/api/students/${s.id}/photo`, 'photo', [], { x: '1' });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(STUDENT_MSG.photoRequired);
      const two = await asSupervisor.upload(`/api/students/${s.id}/photo`, 'photo', [
        { data: jpeg, filename: 'a.jpg' },
        { data: jpeg, filename: 'b.jpg' },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json().message).toBe(STUDENT_MSG.onePhoto);
      const json = await api(t.app, sup.token).patch(`/api/students/${s.id}/photo`, { photo: 'x' });
      expect(json.statusCode).toBe(400);
      const missing = await api(t.app, sup.token).upload(`/api/students/${randomUUID()}/photo`, 'photo', [jpeg]);
      expect(missing.statusCode).toBe(404);
      const denied = await api(t.app, partTimer.token).upload(`/api/students/${s.id}/photo`, 'photo', [jpeg]);
      expect(denied.statusCode).toBe(403);
      expect((await studentRow(s.id)).photo).toBeNull();
    });

    it('deletes the new file when the change cannot be recorded', async () => {
      const sup = await supervisor();
      const s = await buildStudent(t.database.db);
      // A student removed between the upload check and the update: the stored file must not stay behind.
      const put = storage.put.bind(storage);
      const keys: string[] = [];
      const service = createStudentsService({
        db: t.database.db,
        images: createImageWork({ db: t.database.db }),
        storage: {
          ...storage,
          put: async (key, body, type) => {
            keys.push(key);
            await put(key, body, type);
            await t.database.db.delete(students).where(eq(students.id, s.id));
          },
        },
        notesBaseUrl: undefined,
      });
      await expect(service.replacePhoto(identityFor(sup), s.id, await sampleImage('jpeg'))).rejects.toMatchObject({
        statusCode: 404,
      });
      expect(keys).toHaveLength(1);
      expect(await storage.get(keys[0]!)).toBeNull();
    });
  });
});

describe('demo students', () => {
  const t = useTestApp();
  const storage = createStorage(testConfig);

  it('adds 60 students over every stage, using the demo books and categories, only once', async () => {
    const book = await buildBook(t.database.db);
    const category = await buildSpellingCategory(t.database.db);
    expect(await seedDemoStudents(t.database.db, storage)).toBe(true);
    const rows = await t.database.db.select().from(students);
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.smsId))).toEqual(new Set(Array.from({ length: 60 }, (_, i) => 1001 + i)));
    expect(new Set(rows.map((r) => r.name)).size).toBe(60);
    expect(new Set(rows.map((r) => r.readingStage))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(rows.filter((r) => r.readingStage === 1).map((r) => r.abcLetters)).size).toBeGreaterThan(2);
    expect(rows.filter((r) => r.readingStage === 3).every((r) => r.bookId === book.id)).toBe(true);
    expect(rows.filter((r) => r.readingStage === 2).every((r) => r.spellingCategoryId === category.id)).toBe(true);
    const photos = rows.filter((r) => r.photo);
    expect(photos.length).toBeGreaterThan(0);
    expect(await storage.get(photos[0]!.photo!)).not.toBeNull();
    expect(await seedDemoStudents(t.database.db, storage)).toBe(false);
    expect(await t.database.db.select().from(students)).toHaveLength(60);
  });

  it('leaves everyone on ABCs or to be checked when there are no books or categories', async () => {
    expect(await seedDemoStudents(t.database.db, storage)).toBe(true);
    const rows = await t.database.db.select().from(students);
    expect(rows.some((r) => r.readingStage === 2 || r.readingStage === 3)).toBe(false);
    expect(rows.filter((r) => r.readingStage === 1).length).toBeGreaterThan(30);
  });
});
