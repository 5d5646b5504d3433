import { AUTHORITY, ROLE } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditEvents, links, manuals } from '../../db/schema/index.ts';
import { seedDemoLinksAndManuals } from '../../seed/links.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildLink, buildStaff, buildUser } from '../../test/factories/index.ts';

const FORBIDDEN = { statusCode: 403, code: 'auth.forbidden', message: 'you are not authorized to do this' };
const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: 'requested data not found' };

describe('links', () => {
  const t = useTestApp();

  const rows = () => t.database.db.select().from(links).orderBy(links.title);
  const row = async (id: string) => (await t.database.db.select().from(links).where(eq(links.id, id)))[0];
  const audits = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
  const titles = (res: { json(): { documents: { title: string }[] } }) => res.json().documents.map((l) => l.title);

  /** One link per visibility, with click counts that order them apart from their titles. */
  async function threeVisibilities() {
    const db = t.database.db;
    return {
      partTimers: await buildLink(db, { title: 'Staff Handbook', role: 3, clickCount: 5 }),
      fullTimers: await buildLink(db, { title: 'Lesson Plans', role: 2, clickCount: 9 }),
      managers: await buildLink(db, { title: 'Budget', role: 0, clickCount: 1 }),
    };
  }

  describe('GET /api/links/:role', () => {
    it('returns what a role may see, with every field', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const { partTimers } = await threeVisibilities();
      const res = await api(t.app, partTimer.token).get('/api/links/3');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        documents: [
          // A part-timer reads the link; only managers may change it.
          {
            id: partTimers.id,
            title: 'Staff Handbook',
            url: partTimers.url,
            role: 3,
            clickCount: 5,
            can: { edit: false, delete: false },
          },
        ],
      });
    });

    it('shows each role its links and the weaker roles', async () => {
      const { manager, supervisor, fullTimer } = await buildStaff(t.database.db);
      await threeVisibilities();
      expect(titles(await api(t.app, fullTimer.token).get('/api/links/2'))).toEqual(['Lesson Plans', 'Staff Handbook']);
      expect(titles(await api(t.app, fullTimer.token).get('/api/links/3'))).toEqual(['Staff Handbook']);
      expect(titles(await api(t.app, supervisor.token).get('/api/links/1'))).toEqual([
        'Lesson Plans',
        'Staff Handbook',
      ]);
      expect(titles(await api(t.app, manager.token).get('/api/links/0'))).toEqual([
        'Lesson Plans',
        'Staff Handbook',
        'Budget',
      ]);
    });

    it('refuses a stronger role than the caller’s own', async () => {
      const { supervisor, fullTimer, partTimer } = await buildStaff(t.database.db);
      await threeVisibilities();
      for (const [who, role] of [
        [partTimer, 2],
        [partTimer, 0],
        [fullTimer, 1],
        [fullTimer, 0],
        [supervisor, 0],
      ] as const) {
        const res = await api(t.app, who.token).get(`/api/links/${role}`);
        expect(res.statusCode, `${who.name} asking for ${role}`).toBe(403);
        expect(res.json()).toMatchObject(FORBIDDEN);
      }
    });

    it('lets managers and admins read every list, with or without a teaching role', async () => {
      const { admin } = await buildStaff(t.database.db);
      const noRoleManager = await buildUser(t.database.db, { authority: AUTHORITY.manager, role: null });
      // A manager whose teaching role is part-timer still maintains all links.
      const partTimeManager = await buildUser(t.database.db, {
        authority: AUTHORITY.manager,
        role: ROLE.partTimeTeacher,
      });
      await threeVisibilities();
      for (const who of [admin, noRoleManager, partTimeManager]) {
        expect(titles(await api(t.app, who.token).get('/api/links/0'))).toEqual([
          'Lesson Plans',
          'Staff Handbook',
          'Budget',
        ]);
        expect(titles(await api(t.app, who.token).get('/api/links/3'))).toEqual(['Staff Handbook']);
      }
      expect(noRoleManager.role).toBeNull();
    });

    it('shows no links to a user with no teaching role below manager authority', async () => {
      const noRoleSupervisor = await buildUser(t.database.db, { authority: AUTHORITY.supervisor, role: null });
      expect(noRoleSupervisor.role).toBeNull();
      await threeVisibilities();
      for (const role of [0, 1, 2, 3]) {
        expect((await api(t.app, noRoleSupervisor.token).get(`/api/links/${role}`)).json()).toMatchObject(FORBIDDEN);
      }
    });

    it('sorts by click count descending, then by title', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const db = t.database.db;
      await buildLink(db, { title: 'b second', clickCount: 3 });
      await buildLink(db, { title: 'Z most clicked', clickCount: 10 });
      await buildLink(db, { title: 'A second', clickCount: 3 });
      await buildLink(db, { title: 'never clicked', clickCount: 0 });
      expect(titles(await api(t.app, partTimer.token).get('/api/links/3'))).toEqual([
        'Z most clicked',
        'A second',
        'b second',
        'never clicked',
      ]);
    });

    it('is empty when there are none', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      expect((await api(t.app, partTimer.token).get('/api/links/3')).json()).toEqual({ documents: [] });
    });

    it('wants a teaching role number and a login', async () => {
      const { manager } = await buildStaff(t.database.db);
      for (const bad of ['4', 'x', '-1']) {
        const res = await api(t.app, manager.token).get(`/api/links/${bad}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message: ['role must be a teaching role from 0 to 3'] });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/links/3' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/links', () => {
    const two = [
      { title: 'Staff Handbook', url: 'https://example.com/handbook', role: 3 },
      { title: '  Lesson Plans ', url: 'https://example.com/plans', role: 2 },
    ];

    it('creates several links at once and audits each', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/links', { links: two });
      expect(res.statusCode).toBe(201);
      const { documents } = res.json();
      expect(documents).toEqual([
        {
          id: expect.any(String),
          title: 'Staff Handbook',
          url: 'https://example.com/handbook',
          role: 3,
          clickCount: 0,
          can: { edit: true, delete: true },
        },
        {
          id: expect.any(String),
          title: 'Lesson Plans',
          url: 'https://example.com/plans',
          role: 2,
          clickCount: 0,
          can: { edit: true, delete: true },
        },
      ]);
      expect(await rows()).toMatchObject([
        { title: 'Lesson Plans', role: 2, clickCount: 0 },
        { title: 'Staff Handbook', role: 3, clickCount: 0 },
      ]);
      const created = await audits('link.create');
      expect(created).toHaveLength(2);
      // The audit keeps each link, without the abilities sent to the manager.
      expect(created.map((a) => a.after)).toEqual(documents.map(({ can: _can, ...link }: { can: unknown }) => link));
      expect(created[0]).toMatchObject({
        actorId: manager.id,
        entity: 'link',
        entityId: documents[0].id,
        before: null,
      });
    });

    it('writes nothing when one row is bad', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/links', {
        links: [...two, { title: 'Broken', url: 'not a url', role: 3 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: ['url must be a valid URL'] });
      expect(await rows()).toEqual([]);
      expect(await audits('link.create')).toEqual([]);
    });

    it('says what is missing or wrong', async () => {
      const { manager } = await buildStaff(t.database.db);
      const expectMessage = async (payload: unknown, message: string[]) => {
        const res = await api(t.app, manager.token).post('/api/links', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message });
      };
      await expectMessage({ links: [{ role: 3 }] }, ['title is required', 'url is required']);
      await expectMessage({ links: [{ title: ' ', url: '', role: 3 }] }, ['title is required', 'url is required']);
      await expectMessage({ links: [{ title: 'x', url: 'ftp://example.com', role: 3 }] }, ['url must be a valid URL']);
      await expectMessage({ links: [{ title: 'x', url: 'javascript:alert(1)', role: 3 }] }, [
        'url must be a valid URL',
      ]);
      await expectMessage({ links: [{ title: 'x', url: 'https://example.com', role: 1 }] }, [
        'role must be Part-Timers and Up, Full-Timers and Up or School Managers',
      ]);
      await expectMessage({ links: [] }, ['add at least one link']);
      await expectMessage({}, ['links must be a list']);
      expect(await rows()).toEqual([]);
    });

    it('is for managers and up', async () => {
      const staff = await buildStaff(t.database.db);
      expect((await api(t.app, staff.admin.token).post('/api/links', { links: two })).statusCode).toBe(201);
      for (const who of [staff.supervisor, staff.fullTimer, staff.partTimer]) {
        const res = await api(t.app, who.token).post('/api/links', { links: two });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject(FORBIDDEN);
      }
      expect(await rows()).toHaveLength(2);
    });
  });

  describe('PATCH /api/links/:id', () => {
    it('updates the fields it is given, keeps the click count and audits before and after', async () => {
      const { manager } = await buildStaff(t.database.db);
      const link = await buildLink(t.database.db, { title: 'Old', role: 3, clickCount: 7 });
      const res = await api(t.app, manager.token).patch(`/api/links/${link.id}`, {
        title: 'New title',
        role: 2,
        clickCount: 0,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        document: {
          id: link.id,
          title: 'New title',
          url: link.url,
          role: 2,
          clickCount: 7,
          can: { edit: true, delete: true },
        },
      });
      expect(await row(link.id)).toMatchObject({ title: 'New title', role: 2, clickCount: 7, url: link.url });
      const [audit] = await audits('link.update');
      expect(audit).toMatchObject({
        actorId: manager.id,
        entity: 'link',
        entityId: link.id,
        before: { title: 'Old', role: 3 },
        after: { title: 'New title', role: 2 },
      });
    });

    it('validates, answers 404 for a missing link, and is for managers', async () => {
      const { manager, supervisor } = await buildStaff(t.database.db);
      const link = await buildLink(t.database.db, { title: 'Keep' });
      const bad = await api(t.app, manager.token).patch(`/api/links/${link.id}`, { url: 'example.com' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400, message: ['url must be a valid URL'] });
      const empty = await api(t.app, manager.token).patch(`/api/links/${link.id}`, { title: '' });
      expect(empty.json()).toMatchObject({ statusCode: 400, message: ['title is required'] });
      const missing = await api(t.app, manager.token).patch(`/api/links/${randomUUID()}`, { title: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
      expect((await api(t.app, supervisor.token).patch(`/api/links/${link.id}`, { title: 'x' })).json()).toEqual(
        FORBIDDEN,
      );
      expect((await row(link.id))?.title).toBe('Keep');
      expect(await audits('link.update')).toEqual([]);
    });
  });

  describe('DELETE /api/links/:id', () => {
    it('deletes and audits, then answers 404', async () => {
      const { manager, fullTimer } = await buildStaff(t.database.db);
      const link = await buildLink(t.database.db, { title: 'Gone soon' });
      expect((await api(t.app, fullTimer.token).delete(`/api/links/${link.id}`)).json()).toMatchObject(FORBIDDEN);
      const res = await api(t.app, manager.token).delete(`/api/links/${link.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: link.id, title: 'Gone soon' });
      expect(await rows()).toEqual([]);
      const [audit] = await audits('link.delete');
      expect(audit).toMatchObject({
        actorId: manager.id,
        entityId: link.id,
        before: { title: 'Gone soon' },
        after: null,
      });
      expect((await api(t.app, manager.token).delete(`/api/links/${link.id}`)).json()).toMatchObject(NOT_FOUND);
    });
  });

  describe('PATCH /api/links/increment/:id', () => {
    it('counts a click and returns the link', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const link = await buildLink(t.database.db, { clickCount: 4 });
      const res = await api(t.app, partTimer.token).patch(`/api/links/increment/${link.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        document: {
          id: link.id,
          title: link.title,
          url: link.url,
          role: 3,
          clickCount: 5,
          can: { edit: false, delete: false },
        },
      });
      expect((await row(link.id))?.clickCount).toBe(5);
      expect(await t.database.db.select().from(auditEvents)).toEqual([]);
    });

    it('counts every one of many simultaneous clicks', async () => {
      const { partTimer, fullTimer } = await buildStaff(t.database.db);
      const link = await buildLink(t.database.db, { clickCount: 1 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api(t.app, (i % 2 ? partTimer : fullTimer).token).patch(`/api/links/increment/${link.id}`),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect((await row(link.id))?.clickCount).toBe(21);
    });

    it('only counts links the caller may see', async () => {
      const { manager, partTimer, fullTimer } = await buildStaff(t.database.db);
      const { fullTimers, managers } = await threeVisibilities();
      for (const [who, link] of [
        [partTimer, fullTimers],
        [partTimer, managers],
        [fullTimer, managers],
      ] as const) {
        const res = await api(t.app, who.token).patch(`/api/links/increment/${link.id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject(NOT_FOUND);
      }
      expect((await row(fullTimers.id))?.clickCount).toBe(9);
      expect((await row(managers.id))?.clickCount).toBe(1);
      expect(
        (await api(t.app, fullTimer.token).patch(`/api/links/increment/${fullTimers.id}`)).json().document.clickCount,
      ).toBe(10);
      expect(
        (await api(t.app, manager.token).patch(`/api/links/increment/${managers.id}`)).json().document.clickCount,
      ).toBe(2);
      expect((await api(t.app, manager.token).patch(`/api/links/increment/${randomUUID()}`)).statusCode).toBe(404);
    });

    it('moves a link up the list as it is clicked', async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const first = await buildLink(t.database.db, { title: 'First', clickCount: 1 });
      await buildLink(t.database.db, { title: 'Second', clickCount: 2 });
      expect(titles(await api(t.app, partTimer.token).get('/api/links/3'))).toEqual(['Second', 'First']);
      await api(t.app, partTimer.token).patch(`/api/links/increment/${first.id}`);
      await api(t.app, partTimer.token).patch(`/api/links/increment/${first.id}`);
      expect(titles(await api(t.app, partTimer.token).get('/api/links/3'))).toEqual(['First', 'Second']);
    });
  });

  describe('demo data', () => {
    it('adds links of every visibility and manuals once, only into empty tables', async () => {
      expect(await seedDemoLinksAndManuals(t.database.db)).toBe(true);
      const seeded = await rows();
      expect(new Set(seeded.map((l) => l.role))).toEqual(new Set([0, 2, 3]));
      expect(seeded.some((l) => l.clickCount > 0)).toBe(true);
      const seededManuals = await t.database.db.select().from(manuals);
      expect(new Set(seededManuals.map((m) => m.locationName)).size).toBe(6);
      expect(await seedDemoLinksAndManuals(t.database.db)).toBe(false);
      expect(await rows()).toHaveLength(seeded.length);
    });
  });
});
