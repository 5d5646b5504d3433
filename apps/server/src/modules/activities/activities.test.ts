import { ACTIVITY_CLASS_NAMES, ACTIVITY_MSG, UPLOAD_LIMIT_BYTES, type ActivityDto } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activities, auditEvents } from '../../db/schema/index.ts';
import { createImageWork, createStorage } from '../../storage/index.ts';
import { api } from '../../test/api.ts';
import { buildActivity, buildStaff, identityFor } from '../../test/factories/index.ts';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { sampleImage } from '../../test/multipart.ts';
import { seedDemoActivities } from '../../seed/activities.ts';
import { createActivitiesService, photoKeyOf } from './service.ts';

const DATE = '2025-04-01';

describe('activities', () => {
  const t = useTestApp();
  const storage = createStorage(testConfig);

  const row = async (id: string) => {
    const [r] = await t.database.db.select().from(activities).where(eq(activities.id, id));
    if (!r) throw new Error(`no activity ${id}`);
    return r;
  };
  const audits = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
  const text = { title: 'Leaf painting', description: 'We painted autumn leaves.' };

  describe('GET /api/activities', () => {
    it('makes the day’s activity for each class of the school once, sorted by class name', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, partTimer.token).get(`/api/activities?schoolName=Ikejiri&date=${DATE}`);
      expect(res.statusCode).toBe(200);
      const docs = res.json().documents as ActivityDto[];
      expect(docs.map((d) => d.className)).toEqual(ACTIVITY_CLASS_NAMES);
      expect(
        docs.every((d) => d.schoolName === 'Ikejiri' && d.date === DATE && !d.confirmed && d.photos.length === 0),
      ).toBe(true);
      expect(docs.find((d) => d.className === 'Bi.-Kinder')?.category).toBe('all day');
      expect(docs.find((d) => d.className === 'PM Kinder')?.category).toBe('PM');
      const again = await api(t.app, partTimer.token).get(`/api/activities?schoolName=Ikejiri&date=${DATE}`);
      expect((again.json().documents as ActivityDto[]).map((d) => d.id)).toEqual(docs.map((d) => d.id));
      expect(await t.database.db.select().from(activities)).toHaveLength(ACTIVITY_CLASS_NAMES.length);
    });

    it('never duplicates when ten staff open the page at once, and keeps schools and dates apart', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          api(t.app, partTimer.token).get(`/api/activities?schoolName=Gakugei&date=${DATE}`),
        ),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const ids = new Set(results.flatMap((r) => (r.json().documents as ActivityDto[]).map((d) => d.id)));
      expect(ids.size).toBe(ACTIVITY_CLASS_NAMES.length);
      const rows = await t.database.db.select().from(activities);
      expect(rows).toHaveLength(ACTIVITY_CLASS_NAMES.length);
      expect(new Set(rows.map((r) => r.className)).size).toBe(ACTIVITY_CLASS_NAMES.length);
      const all = await api(t.app, partTimer.token).get(`/api/activities?schoolName=all&date=${DATE}`);
      expect(all.json().documents).toHaveLength(2 * ACTIVITY_CLASS_NAMES.length);
      const other = await api(t.app, partTimer.token).get('/api/activities?schoolName=Gakugei&date=2025-04-02');
      expect(other.json().documents).toHaveLength(ACTIVITY_CLASS_NAMES.length);
      expect(await t.database.db.select().from(activities)).toHaveLength(3 * ACTIVITY_CLASS_NAMES.length);
    });

    it('needs a school and a real date', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      expect((await api(t.app, partTimer.token).get(`/api/activities?date=${DATE}`)).statusCode).toBe(400);
      const bad = await api(t.app, partTimer.token).get('/api/activities?schoolName=Ikejiri&date=2025-02-30');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(['Invalid Date Format']);
    });
  });

  describe('GET /api/activities/:id', () => {
    it('answers the activity with signed photo URLs, or 404', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, { photos: ['activity-00000000-0000-4000-8000-000000000001.jpg'] });
      const res = await api(t.app, partTimer.token).get(`/api/activities/${a.id}`);
      expect(res.statusCode).toBe(200);
      const doc = res.json().document as ActivityDto;
      expect(doc).toMatchObject({ id: a.id, className: 'AM Bilingual', photos: a.photos });
      expect(doc.signedUrlPhotos[0]).toContain(`/api/files/${a.photos[0]}?expires=`);
      expect((await api(t.app, partTimer.token).get(`/api/activities/${randomUUID()}`)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/activities/:id', () => {
    it('lets a teacher add photos with a title and description; photos are re-encoded without EXIF', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db);
      const res = await api(t.app, partTimer.token).upload(
        `/api/activities/${a.id}`,
        'photos',
        [await sampleImage('jpeg', { gps: true }), await sampleImage('png')],
        { ...text, photoAction: 'add' },
      );
      expect(res.statusCode).toBe(200);
      const doc = res.json().document as ActivityDto;
      expect(doc).toMatchObject({ ...text, confirmed: false });
      expect(doc.photos).toHaveLength(2);
      expect(doc.photos.every((k) => /^activity-[0-9a-f-]{36}\.jpg$/.test(k))).toBe(true);
      expect(doc.signedUrlPhotos).toHaveLength(2);
      const served = await t.app.inject({ method: 'GET', url: doc.signedUrlPhotos[0]! });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(await row(a.id)).toMatchObject({ ...text, photos: doc.photos });
      const [audit] = await audits('activity.update');
      expect(audit).toMatchObject({ actorId: partTimer.id, entity: 'activity', entityId: a.id });
      expect(audit?.after).toMatchObject({ ...text, photos: doc.photos, photoAction: 'add' });
    });

    it('requires title and description, except from a supervisor who selected photos', async () => {
      const { partTimer, supervisor } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db);
      const jpeg = await sampleImage('jpeg');
      const teacher = await api(t.app, partTimer.token).upload(`/api/activities/${a.id}`, 'photos', [jpeg], {
        title: '',
        description: ' ',
      });
      expect(teacher.statusCode).toBe(400);
      expect(teacher.json()).toMatchObject({
        statusCode: 400,
        message: [ACTIVITY_MSG.titleRequired, ACTIVITY_MSG.descriptionRequired],
      });
      const supNoPhotos = await api(t.app, supervisor.token).upload(`/api/activities/${a.id}`, 'photos', [], {
        title: 'x',
        description: '',
      });
      expect(supNoPhotos.json()).toMatchObject({ statusCode: 400, message: [ACTIVITY_MSG.descriptionRequired] });
      expect((await row(a.id)).photos).toEqual([]);
      const sup = await api(t.app, supervisor.token).upload(`/api/activities/${a.id}`, 'photos', [jpeg], {
        title: '',
        description: '',
      });
      expect(sup.statusCode).toBe(200);
      expect((await row(a.id)).photos).toHaveLength(1);
      expect(await audits('activity.update')).toHaveLength(1);
    });

    it('confirming is for supervisors and needs photos', async () => {
      const { partTimer, supervisor } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, text);
      const noPhotos = await api(t.app, supervisor.token).upload(`/api/activities/${a.id}`, 'photos', [], {
        confirmed: 'true',
      });
      expect(noPhotos.statusCode).toBe(400);
      expect(noPhotos.json()).toMatchObject({
        statusCode: 400,
        message: ['make sure photos are uploaded before confirming'],
      });
      const withPhoto = await buildActivity(t.database.db, {
        ...text,
        className: 'PM Kinder',
        photos: ['activity-00000000-0000-4000-8000-000000000002.jpg'],
      });
      const byTeacher = await api(t.app, partTimer.token).upload(`/api/activities/${withPhoto.id}`, 'photos', [], {
        confirmed: 'true',
      });
      expect(byTeacher.statusCode).toBe(403);
      expect(byTeacher.json().message).toBe(ACTIVITY_MSG.onlySupervisorConfirms);
      expect((await row(withPhoto.id)).confirmed).toBe(false);
      const bySupervisor = await api(t.app, supervisor.token).upload(`/api/activities/${withPhoto.id}`, 'photos', [], {
        confirmed: 'true',
      });
      expect(bySupervisor.statusCode).toBe(200);
      expect(bySupervisor.json().document.confirmed).toBe(true);
      // A teacher cannot unconfirm either; the same value is no change.
      expect(
        (
          await api(t.app, partTimer.token).upload(`/api/activities/${withPhoto.id}`, 'photos', [], {
            confirmed: 'false',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await api(t.app, partTimer.token).upload(`/api/activities/${withPhoto.id}`, 'photos', [], {
            confirmed: 'true',
            ...text,
          })
        ).statusCode,
      ).toBe(200);
      // Confirming while uploading the first photos is one step.
      const together = await api(t.app, supervisor.token).upload(
        `/api/activities/${a.id}`,
        'photos',
        [await sampleImage('jpeg')],
        { confirmed: 'true' },
      );
      expect(together.statusCode).toBe(200);
      expect(await row(a.id)).toMatchObject({ confirmed: true });
    });

    it('locks title and description while confirmed, until unconfirmed', async () => {
      const { partTimer, supervisor } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, {
        ...text,
        confirmed: true,
        photos: ['activity-00000000-0000-4000-8000-000000000003.jpg'],
      });
      const res = await api(t.app, partTimer.token).upload(`/api/activities/${a.id}`, 'photos', [], {
        title: 'Changed',
        description: text.description,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACTIVITY_MSG.lockedWhileConfirmed);
      const sup = await api(t.app, supervisor.token).upload(`/api/activities/${a.id}`, 'photos', [], {
        description: 'Changed',
      });
      expect(sup.statusCode).toBe(400);
      expect(await row(a.id)).toMatchObject(text);
      const unconfirm = await api(t.app, supervisor.token).upload(`/api/activities/${a.id}`, 'photos', [], {
        confirmed: 'false',
        title: 'Changed',
        description: text.description,
      });
      expect(unconfirm.statusCode).toBe(200);
      expect(await row(a.id)).toMatchObject({ title: 'Changed', confirmed: false });
    });

    it('replace swaps every photo and deletes the old files; add appends', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, text);
      const first = (
        await api(t.app, partTimer.token).upload(
          `/api/activities/${a.id}`,
          'photos',
          [await sampleImage('jpeg'), await sampleImage('png')],
          { photoAction: 'add' },
        )
      ).json().document as ActivityDto;
      expect(first.photos).toHaveLength(2);
      const added = (
        await api(t.app, partTimer.token).upload(`/api/activities/${a.id}`, 'photos', [await sampleImage('jpeg')], {
          photoAction: 'add',
        })
      ).json().document as ActivityDto;
      expect(added.photos).toHaveLength(3);
      expect(added.photos.slice(0, 2)).toEqual(first.photos);
      const replaced = (
        await api(t.app, partTimer.token).upload(`/api/activities/${a.id}`, 'photos', [await sampleImage('png')], {
          photoAction: 'replace',
        })
      ).json().document as ActivityDto;
      expect(replaced.photos).toHaveLength(1);
      expect(added.photos).not.toContain(replaced.photos[0]);
      expect((await row(a.id)).photos).toEqual(replaced.photos);
      for (const k of added.photos) expect(await storage.get(k)).toBeNull();
      expect(await storage.get(replaced.photos[0]!)).not.toBeNull();
    });

    it('a replace that cannot be recorded leaves the old photos and deletes the new files', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, text);
      const first = (
        await api(t.app, partTimer.token).upload(`/api/activities/${a.id}`, 'photos', [await sampleImage('jpeg')], {})
      ).json().document as ActivityDto;
      const put = storage.put.bind(storage);
      const keys: string[] = [];
      const service = createActivitiesService({
        db: t.database.db,
        images: createImageWork({ db: t.database.db }),
        storage: {
          ...storage,
          put: async (key, body, type) => {
            keys.push(key);
            await put(key, body, type);
            // Confirmed by someone else between the check and the update: the replace is refused.
            await t.database.db.update(activities).set({ confirmed: true }).where(eq(activities.id, a.id));
          },
        },
      });
      const actor = identityFor(partTimer);
      await expect(
        service.update(actor, a.id, { photoAction: 'replace' }, [await sampleImage('jpeg'), await sampleImage('png')]),
      ).rejects.toMatchObject({ statusCode: 400 });
      expect(keys).toHaveLength(2);
      for (const k of keys) expect(await storage.get(k)).toBeNull();
      expect((await row(a.id)).photos).toEqual(first.photos);
      expect(await storage.get(first.photos[0]!)).not.toBeNull();
    });

    it('refuses a total of 32 MB or more with 413, and a file that is not a photo with 400', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, text);
      const half = UPLOAD_LIMIT_BYTES / 2;
      const big = await api(t.app, partTimer.token).upload(
        `/api/activities/${a.id}`,
        'photos',
        [Buffer.alloc(half, 1), Buffer.alloc(half, 2)],
        {},
      );
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ statusCode: 413, message: 'total photo size exceeds 32 megabyte limit' });
      const notPhoto = await api(t.app, partTimer.token).upload(
        `/api/activities/${a.id}`,
        'photos',
        [Buffer.from('hello\n'.repeat(50))],
        {},
      );
      expect(notPhoto.statusCode).toBe(400);
      expect((await row(a.id)).photos).toEqual([]);
      expect(await audits('activity.update')).toEqual([]);
    });

    it('refuses a replace while confirmed, bad fields, JSON and an unknown activity', async () => {
      const { supervisor } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, {
        ...text,
        confirmed: true,
        photos: ['activity-00000000-0000-4000-8000-000000000004.jpg'],
      });
      const replace = await api(t.app, supervisor.token).upload(
        `/api/activities/${a.id}`,
        'photos',
        [await sampleImage('jpeg')],
        { photoAction: 'replace' },
      );
      expect(replace.statusCode).toBe(400);
      expect(replace.json().message).toBe('unconfirm activity before deleting photos');
      const bad = await api(t.app, supervisor.token).upload(`/api/activities/${a.id}`, 'photos', [], {
        photoAction: 'swap',
      });
      expect(bad.json()).toMatchObject({ statusCode: 400, message: [ACTIVITY_MSG.photoAction] });
      expect((await api(t.app, supervisor.token).patch(`/api/activities/${a.id}`, text)).statusCode).toBe(400);
      expect(
        (await api(t.app, supervisor.token).upload(`/api/activities/${randomUUID()}`, 'photos', [], text)).statusCode,
      ).toBe(404);
    });
  });

  describe('deleting photos', () => {
    const photos = [
      'activity-00000000-0000-4000-8000-00000000000a.jpg',
      'activity-00000000-0000-4000-8000-00000000000b.jpg',
    ];

    it('is for supervisors, and refused while confirmed', async () => {
      const { partTimer, fullTimer, supervisor } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, { ...text, confirmed: true, photos });
      for (const u of [partTimer, fullTimer]) {
        expect((await api(t.app, u.token).patch(`/api/activities/${a.id}/delete-photos`)).statusCode).toBe(403);
        expect(
          (await api(t.app, u.token).patch(`/api/activities/${a.id}/delete-photo`, { photoUrl: photos[0]! }))
            .statusCode,
        ).toBe(403);
      }
      const all = await api(t.app, supervisor.token).patch(`/api/activities/${a.id}/delete-photos`);
      expect(all.statusCode).toBe(400);
      expect(all.json()).toMatchObject({ statusCode: 400, message: 'unconfirm activity before deleting photos' });
      const one = await api(t.app, supervisor.token).patch(`/api/activities/${a.id}/delete-photo`, {
        photoUrl: photos[0]!,
      });
      expect(one.json()).toMatchObject({ statusCode: 400, message: 'unconfirm activity before deleting photos' });
      expect((await row(a.id)).photos).toEqual(photos);
    });

    it('deletes one photo by its signed URL or key, then all of them', async () => {
      const { supervisor } = await buildStaff(t.database.db);
      const a = await buildActivity(t.database.db, text);
      const doc = (
        await api(t.app, supervisor.token).upload(
          `/api/activities/${a.id}`,
          'photos',
          [await sampleImage('jpeg'), await sampleImage('png'), await sampleImage('jpeg')],
          {},
        )
      ).json().document as ActivityDto;
      const bySigned = await api(t.app, supervisor.token).patch(`/api/activities/${a.id}/delete-photo`, {
        photoUrl: doc.signedUrlPhotos[1]!,
      });
      expect(bySigned.statusCode).toBe(200);
      expect(bySigned.json().document.photos).toEqual([doc.photos[0], doc.photos[2]]);
      expect(await storage.get(doc.photos[1]!)).toBeNull();
      const byKey = await api(t.app, supervisor.token).patch(`/api/activities/${a.id}/delete-photo`, {
        photoUrl: doc.photos[0]!,
      });
      expect(byKey.json().document.photos).toEqual([doc.photos[2]]);
      const unknown = await api(t.app, supervisor.token).patch(`/api/activities/${a.id}/delete-photo`, {
        photoUrl: doc.photos[0]!,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(ACTIVITY_MSG.photoNotFound);
      const all = await api(t.app, supervisor.token).patch(`/api/activities/${a.id}/delete-photos`);
      expect(all.statusCode).toBe(200);
      expect(all.json().document).toMatchObject({ photos: [], signedUrlPhotos: [] });
      expect(await storage.get(doc.photos[2]!)).toBeNull();
      expect(await audits('activity.delete-photo')).toHaveLength(2);
      const [audit] = await audits('activity.delete-photos');
      expect(audit).toMatchObject({
        actorId: supervisor.id,
        before: { photos: [doc.photos[2]] },
        after: { photos: [] },
      });
    });

    it('matches a photo URL to a key of this activity only', () => {
      expect(photoKeyOf('/api/files/a.jpg?expires=1&signature=x', ['a.jpg'])).toBe('a.jpg');
      expect(photoKeyOf('https://bucket.example/files/a.jpg?X-Amz=1', ['a.jpg'])).toBe('a.jpg');
      expect(photoKeyOf('/api/files/b.jpg?expires=1', ['a.jpg'])).toBeUndefined();
    });
  });
});

describe('demo activities', () => {
  const t = useTestApp();
  const storage = createStorage(testConfig);

  it('adds today’s activities at both schools, some with photos, one confirmed, only once', async () => {
    expect(await seedDemoActivities(t.database.db, storage)).toBe(true);
    const rows = await t.database.db.select().from(activities);
    expect(rows).toHaveLength(2 * ACTIVITY_CLASS_NAMES.length);
    expect(new Set(rows.map((r) => r.schoolName))).toEqual(new Set(['Ikejiri', 'Gakugei']));
    const withPhotos = rows.filter((r) => r.photos.length > 0);
    expect(withPhotos.length).toBeGreaterThan(0);
    expect(await storage.get(withPhotos[0]!.photos[0]!)).not.toBeNull();
    const confirmed = rows.filter((r) => r.confirmed);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.photos.length).toBeGreaterThan(0);
    expect(await seedDemoActivities(t.database.db, storage)).toBe(false);
    expect(await t.database.db.select().from(activities)).toHaveLength(2 * ACTIVITY_CLASS_NAMES.length);
  });
});
