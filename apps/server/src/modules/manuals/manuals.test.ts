import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditEvents, manuals } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildManual, buildStaff } from '../../test/factories/index.ts';

const FORBIDDEN = { statusCode: 403, code: 'auth.forbidden', message: 'you are not authorized to do this' };
const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: 'requested data not found' };

describe('manuals', () => {
  const t = useTestApp();

  const rows = () => t.database.db.select().from(manuals).orderBy(manuals.locationName, manuals.pickupCategory);
  const row = async (id: string) => (await t.database.db.select().from(manuals).where(eq(manuals.id, id)))[0];
  const audits = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
  const labels = (res: { json(): { documents: { locationName: string; pickupCategory: string }[] } }) =>
    res.json().documents.map((m) => `${m.locationName} ${m.pickupCategory}`);

  describe('GET /api/manuals', () => {
    it('lists every manual for everyone logged in, by location then pick-up before drop-off', async () => {
      const staff = await buildStaff(t.database.db);
      const db = t.database.db;
      const first = await buildManual(db, { locationName: 'Sangenjaya Station', pickupCategory: 'drop-off' });
      await buildManual(db, { locationName: 'Ikejiri Elementary', pickupCategory: 'drop-off' });
      await buildManual(db, { locationName: 'ikejiri Park', pickupCategory: 'pick-up' });
      await buildManual(db, { locationName: 'Sangenjaya Station', pickupCategory: 'pick-up' });
      await buildManual(db, { locationName: 'Ikejiri Elementary', pickupCategory: 'pick-up' });
      for (const who of Object.values(staff)) {
        const res = await api(t.app, who.token).get('/api/manuals');
        expect(res.statusCode).toBe(200);
        expect(labels(res)).toEqual([
          'Ikejiri Elementary pick-up',
          'Ikejiri Elementary drop-off',
          'ikejiri Park pick-up',
          'Sangenjaya Station pick-up',
          'Sangenjaya Station drop-off',
        ]);
      }
      const res = await api(t.app, staff.partTimer.token).get('/api/manuals');
      expect(res.json().documents.at(-1)).toEqual({
        id: first.id,
        locationName: 'Sangenjaya Station',
        url: first.url,
        pickupCategory: 'drop-off',
        // A part-timer reads the manuals; managers maintain them.
        can: { edit: false, delete: false },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/manuals' })).statusCode).toBe(401);
    });

    it('is empty when there are none', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      expect((await api(t.app, partTimer.token).get('/api/manuals')).json()).toEqual({ documents: [] });
    });
  });

  describe('POST /api/manuals', () => {
    const two = [
      { locationName: ' Ikejiri Elementary ', url: 'https://example.com/ikejiri-pick-up', pickupCategory: 'pick-up' },
      { locationName: 'Ikejiri Elementary', url: 'https://example.com/ikejiri-drop-off', pickupCategory: 'drop-off' },
    ];

    it('creates several at once and audits each', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/manuals', { manuals: two });
      expect(res.statusCode).toBe(201);
      const { documents } = res.json();
      expect(documents).toEqual([
        {
          id: expect.any(String),
          locationName: 'Ikejiri Elementary',
          url: 'https://example.com/ikejiri-pick-up',
          pickupCategory: 'pick-up',
          can: { edit: true, delete: true },
        },
        {
          id: expect.any(String),
          locationName: 'Ikejiri Elementary',
          url: 'https://example.com/ikejiri-drop-off',
          pickupCategory: 'drop-off',
          can: { edit: true, delete: true },
        },
      ]);
      expect(await rows()).toHaveLength(2);
      const created = await audits('manual.create');
      // The audit keeps each manual, without the abilities sent to the manager.
      expect(created.map((a) => a.after)).toEqual(
        documents.map(({ can: _can, ...manual }: { can: unknown }) => manual),
      );
      expect(created[0]).toMatchObject({ actorId: manager.id, entity: 'manual', before: null });
    });

    it('writes nothing when one row is bad', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/manuals', {
        manuals: [...two, { locationName: '', url: 'https://example.com', pickupCategory: 'pick-up' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: ['location name is required'] });
      expect(await rows()).toEqual([]);
      expect(await audits('manual.create')).toEqual([]);
    });

    it('says what is missing or wrong', async () => {
      const { manager } = await buildStaff(t.database.db);
      const expectMessage = async (payload: unknown, message: string[]) => {
        const res = await api(t.app, manager.token).post('/api/manuals', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message });
      };
      await expectMessage({ manuals: [{ pickupCategory: 'pick-up' }] }, [
        'location name is required',
        'url is required',
      ]);
      await expectMessage({ manuals: [{ locationName: 'x', url: 'example.com', pickupCategory: 'pick-up' }] }, [
        'url must be a valid URL',
      ]);
      await expectMessage({ manuals: [{ locationName: 'x', url: 'https://example.com', pickupCategory: 'pickup' }] }, [
        'pickup category must be pick-up or drop-off',
      ]);
      await expectMessage({ manuals: [] }, ['add at least one manual']);
    });

    it('refuses a second manual for the same location and category, in the batch or already stored', async () => {
      const { manager } = await buildStaff(t.database.db);
      const repeat = await api(t.app, manager.token).post('/api/manuals', { manuals: [two[0], two[1], two[0]] });
      expect(repeat.statusCode).toBe(409);
      expect(repeat.json()).toMatchObject({
        statusCode: 409,
        message: 'there is already a pick-up manual for Ikejiri Elementary',
      });
      expect(await rows()).toEqual([]);

      await buildManual(t.database.db, { locationName: 'Ikejiri Elementary', pickupCategory: 'drop-off' });
      const stored = await api(t.app, manager.token).post('/api/manuals', { manuals: two });
      expect(stored.statusCode).toBe(409);
      expect(stored.json().message).toBe('there is already a drop-off manual for Ikejiri Elementary');
      expect(await rows()).toHaveLength(1);
      expect(await audits('manual.create')).toEqual([]);
    });

    it('is for managers and up', async () => {
      const staff = await buildStaff(t.database.db);
      for (const who of [staff.supervisor, staff.fullTimer, staff.partTimer]) {
        expect((await api(t.app, who.token).post('/api/manuals', { manuals: two })).json()).toMatchObject(FORBIDDEN);
      }
      expect((await api(t.app, staff.admin.token).post('/api/manuals', { manuals: two })).statusCode).toBe(201);
    });
  });

  describe('PATCH /api/manuals/:id', () => {
    it('updates and audits before and after', async () => {
      const { manager } = await buildStaff(t.database.db);
      const manual = await buildManual(t.database.db, { locationName: 'Komaba', pickupCategory: 'pick-up' });
      const res = await api(t.app, manager.token).patch(`/api/manuals/${manual.id}`, {
        locationName: 'Komaba Elementary',
        pickupCategory: 'drop-off',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        document: {
          id: manual.id,
          locationName: 'Komaba Elementary',
          url: manual.url,
          pickupCategory: 'drop-off',
          can: { edit: true, delete: true },
        },
      });
      expect(await row(manual.id)).toMatchObject({ locationName: 'Komaba Elementary', pickupCategory: 'drop-off' });
      const [audit] = await audits('manual.update');
      expect(audit).toMatchObject({
        actorId: manager.id,
        entityId: manual.id,
        before: { locationName: 'Komaba', pickupCategory: 'pick-up' },
        after: { locationName: 'Komaba Elementary', pickupCategory: 'drop-off' },
      });
    });

    it('keeps a manual its own pair, refuses another manual’s pair', async () => {
      const { manager } = await buildStaff(t.database.db);
      const pickUp = await buildManual(t.database.db, { locationName: 'Komaba', pickupCategory: 'pick-up' });
      await buildManual(t.database.db, { locationName: 'Komaba', pickupCategory: 'drop-off' });
      const same = await api(t.app, manager.token).patch(`/api/manuals/${pickUp.id}`, {
        locationName: 'Komaba',
        url: 'https://example.com/new',
      });
      expect(same.statusCode).toBe(200);
      const clash = await api(t.app, manager.token).patch(`/api/manuals/${pickUp.id}`, { pickupCategory: 'drop-off' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ statusCode: 409, message: 'there is already a drop-off manual for Komaba' });
      expect((await row(pickUp.id))?.pickupCategory).toBe('pick-up');
    });

    it('validates, answers 404 for a missing manual and is for managers', async () => {
      const { manager, supervisor } = await buildStaff(t.database.db);
      const manual = await buildManual(t.database.db);
      const bad = await api(t.app, manager.token).patch(`/api/manuals/${manual.id}`, { url: 'nope' });
      expect(bad.json()).toMatchObject({ statusCode: 400, message: ['url must be a valid URL'] });
      const missing = await api(t.app, manager.token).patch(`/api/manuals/${randomUUID()}`, {
        url: 'https://example.com',
      });
      expect(missing.json()).toMatchObject(NOT_FOUND);
      expect(
        (await api(t.app, supervisor.token).patch(`/api/manuals/${manual.id}`, { url: 'https://example.com' })).json(),
      ).toMatchObject(FORBIDDEN);
      expect(await audits('manual.update')).toEqual([]);
    });
  });

  describe('DELETE /api/manuals/:id', () => {
    it('deletes and audits, then answers 404', async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const manual = await buildManual(t.database.db, { locationName: 'Setagaya Park' });
      expect((await api(t.app, partTimer.token).delete(`/api/manuals/${manual.id}`)).json()).toMatchObject(FORBIDDEN);
      const res = await api(t.app, manager.token).delete(`/api/manuals/${manual.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: manual.id, locationName: 'Setagaya Park' });
      expect(await rows()).toEqual([]);
      const [audit] = await audits('manual.delete');
      expect(audit).toMatchObject({
        actorId: manager.id,
        entityId: manual.id,
        before: { locationName: 'Setagaya Park' },
        after: null,
      });
      expect((await api(t.app, manager.token).delete(`/api/manuals/${manual.id}`)).json()).toMatchObject(NOT_FOUND);
    });
  });
});
