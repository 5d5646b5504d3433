import { AUTHORITY, ROLE } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildStaff, buildUser, signToken } from '../../test/factories/index.ts';
import { insertUser } from '../users/index.ts';

describe('PATCH /api/shifts/update-max-hours/:userId', () => {
  const t = useTestApp();

  const update = (userId: string, token: string, payload: unknown) =>
    api(t.app, token).patch(`/api/shifts/update-max-hours/${userId}`, payload);
  const maxHoursOf = async (id: string) => {
    const [row] = await t.database.db.select({ maxHours: users.maxHours }).from(users).where(eq(users.id, id));
    return row?.maxHours;
  };
  const audits = () =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'shifts.update-max-hours'));

  it('lets a part-timer set their own max hours', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const res = await update(partTimer.id, partTimer.token, { maxHours: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ id: partTimer.id, maxHours: 25, role: ROLE.partTimeTeacher });
    expect(await maxHoursOf(partTimer.id)).toBe(25);

    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: partTimer.id,
      entity: 'user',
      entityId: partTimer.id,
      before: { maxHours: 20 },
      after: { maxHours: 25 },
    });
  });

  it('accepts 1, the minimum', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const res = await update(partTimer.id, partTimer.token, { maxHours: 1 });
    expect(res.statusCode).toBe(200);
    expect(await maxHoursOf(partTimer.id)).toBe(1);
  });

  it('clears the figure with null', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const res = await update(partTimer.id, partTimer.token, { maxHours: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().document.maxHours).toBeNull();
    expect(await maxHoursOf(partTimer.id)).toBeNull();
    expect((await audits())[0]).toMatchObject({ before: { maxHours: 20 }, after: { maxHours: null } });
  });

  it("refuses another user's max hours, even for a manager", async () => {
    const { partTimer, manager } = await buildStaff(t.database.db);
    const other = await buildUser(t.database.db, { role: ROLE.partTimeTeacher, maxHours: 10 });
    for (const who of [other, manager]) {
      const res = await update(partTimer.id, who.token, { maxHours: 30 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'you can only change your own max hours' });
    }
    expect(await maxHoursOf(partTimer.id)).toBe(20);
    expect(await audits()).toEqual([]);
  });

  it('refuses a full-timer, even on themselves', async () => {
    const { fullTimer, supervisor } = await buildStaff(t.database.db);
    for (const who of [fullTimer, supervisor]) {
      const res = await update(who.id, who.token, { maxHours: 30 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'only part-time teachers keep max hours' });
      expect(await maxHoursOf(who.id)).toBeNull();
    }
    expect(await audits()).toEqual([]);
  });

  it('refuses a user without a teaching role at the door', async () => {
    const admin = await insertUser(t.database.db, {
      username: 'norole',
      smsId: 7,
      name: 'No Role',
      authority: AUTHORITY.admin,
      role: null,
      passwordHash: 'x',
      pinHash: 'x',
    });
    const token = signToken(admin);
    const res = await update(admin.id, token, { maxHours: 30 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, message: 'you are not authorized to do this' });
  });

  it('validates the figure', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const zero = await update(partTimer.id, partTimer.token, { maxHours: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ statusCode: 400, message: ['max hours must be at least 1'] });

    const fraction = await update(partTimer.id, partTimer.token, { maxHours: 2.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ statusCode: 400, message: ['max hours must be a whole number'] });

    const text = await update(partTimer.id, partTimer.token, { maxHours: '10' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ statusCode: 400, message: ['max hours must be a number'] });

    const missing = await update(partTimer.id, partTimer.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ statusCode: 400, message: ['max hours must be a number'] });

    const badId = await update('nope', partTimer.token, { maxHours: 5 });
    expect(badId.statusCode).toBe(400);

    expect(await maxHoursOf(partTimer.id)).toBe(20);
    expect(await audits()).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/shifts/update-max-hours/${randomUUID()}`,
      payload: { maxHours: 5 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'please log in' });
  });
});
