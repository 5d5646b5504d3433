import { AUTHORITY, ROLE } from '@school-ops/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/api.ts';
import {
  buildPickup,
  buildSession,
  buildShift,
  buildUser,
  dayFromToday,
  setSubmission,
} from '../test/factories/index.ts';
import { snapshotTables } from './support/db-snapshot.ts';

/**
 * Rules about whose record it is, which the route access cannot express: each is a real
 * request by one teacher against another teacher's data, refused with nothing written.
 */
describe('record-level rules', () => {
  const t = useTestApp();

  async function twoTeachers() {
    const owner = await buildUser(t.database.db, {
      authority: AUTHORITY.user,
      role: ROLE.partTimeTeacher,
      maxHours: 20,
    });
    const other = await buildUser(t.database.db, {
      authority: AUTHORITY.user,
      role: ROLE.partTimeTeacher,
      maxHours: 20,
    });
    return { owner, other };
  }

  /** Sends the request and checks the refusal and that the database is exactly as before. */
  async function expectRefusedUnchanged(request: InjectOptions, status: number, message: string) {
    const before = await snapshotTables(t.database.db);
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, message });
    expect(await snapshotTables(t.database.db)).toEqual(before);
  }

  describe('My Pickups', () => {
    it("a teacher cannot read another teacher's pick-ups", async () => {
      const { owner, other } = await twoTeachers();
      const shift = await buildShift(t.database.db, { userId: owner.id, date: dayFromToday(0), status: 2 });
      await buildPickup(t.database.db, {}, { shiftIds: [shift.id] });
      const url = `/api/pickups/my-pickups/${owner.id}?date=${dayFromToday(0)}`;

      const own = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      expect(own.statusCode).toBe(200);
      expect(JSON.stringify(own.json())).toContain('Ikejiri Elementary');

      await expectRefusedUnchanged(
        { method: 'GET', url, headers: bearer(other.token) },
        403,
        'you can only see your own pickups',
      );
    });

    it('a teacher cannot step the status of a pick-up they are not assigned to', async () => {
      const { owner, other } = await twoTeachers();
      const shift = await buildShift(t.database.db, { userId: owner.id, date: dayFromToday(0), status: 2 });
      const pickup = await buildPickup(t.database.db, {}, { shiftIds: [shift.id] });
      await expectRefusedUnchanged(
        {
          method: 'PATCH',
          url: `/api/pickups/${pickup.id}/status`,
          headers: bearer(other.token),
          payload: { status: 2 },
        },
        403,
        'you are not assigned to this pickup',
      );
    });
  });

  describe('availability', () => {
    it("a teacher cannot delete another teacher's availability", async () => {
      const { owner, other } = await twoTeachers();
      await setSubmission(t.database.db, true);
      const shift = await buildShift(t.database.db, { userId: owner.id, date: dayFromToday(10) });
      await expectRefusedUnchanged(
        { method: 'DELETE', url: `/api/shifts/availability/${shift.id}`, headers: bearer(other.token) },
        403,
        'you can only change your own availability',
      );
      // The owner can: the refusal above was about whose it is, not about the date or the switch.
      const own = await t.app.inject({
        method: 'DELETE',
        url: `/api/shifts/availability/${shift.id}`,
        headers: bearer(owner.token),
      });
      expect(own.statusCode).toBe(200);
    });

    it("a teacher cannot read another teacher's availability or shifts", async () => {
      const { owner, other } = await twoTeachers();
      await buildShift(t.database.db, { userId: owner.id, date: dayFromToday(10) });
      await expectRefusedUnchanged(
        {
          method: 'GET',
          url: `/api/shifts/availability?shiftDate=${dayFromToday(10)}&userId=${owner.id}`,
          headers: bearer(other.token),
        },
        403,
        'you can only see your own shifts',
      );
      await expectRefusedUnchanged(
        { method: 'GET', url: `/api/shifts/my-shift/${owner.id}`, headers: bearer(other.token) },
        403,
        'you can only see your own shifts',
      );
    });

    it("a teacher cannot change another teacher's max hours", async () => {
      const { owner, other } = await twoTeachers();
      await expectRefusedUnchanged(
        {
          method: 'PATCH',
          url: `/api/shifts/update-max-hours/${owner.id}`,
          headers: bearer(other.token),
          payload: { maxHours: 40 },
        },
        403,
        'you can only change your own max hours',
      );
    });

    it("submitting availability always writes the caller's own, whatever user id the body carries", async () => {
      const { owner, other } = await twoTeachers();
      await setSubmission(t.database.db, true);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shifts/availability',
        headers: bearer(other.token),
        payload: { date: dayFromToday(12), availableFrom: '10:00', availableUntil: '18:00', userId: owner.id },
      });
      // Unknown keys are dropped or refused; either way nothing lands on the owner.
      expect([200, 201, 400]).toContain(res.statusCode);
      const ownerView = await t.app.inject({
        method: 'GET',
        url: `/api/shifts/availability?shiftDate=${dayFromToday(12)}`,
        headers: bearer(owner.token),
      });
      expect(ownerView.statusCode).toBe(200);
      expect(ownerView.json().shifts).toEqual([]);
    });
  });

  describe('sessions', () => {
    it("a teacher cannot submit into another teacher's session in progress", async () => {
      const { owner, other } = await twoTeachers();
      const session = await buildSession(t.database.db, {
        category: 'class',
        status: 'in progress',
        teacherId: owner.id,
        performance: { startedAt: new Date().toISOString() },
      });
      const before = await snapshotTables(t.database.db);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}/performance/class`,
        headers: bearer(other.token),
        payload: { comments: 'Taken over.' },
      });
      // The sessions module answers a held session with 409 and who holds it (its policy.ts).
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/in progress/i);
      expect(await snapshotTables(t.database.db)).toEqual(before);

      for (const [url, payload] of [
        [`/api/sessions/${session.id}/status`, { status: 'completed' }],
        [`/api/sessions/${session.id}`, { comments: 'Taken over.' }],
      ] as const) {
        const attempt = await t.app.inject({ method: 'PATCH', url, headers: bearer(other.token), payload });
        expect([400, 403, 409], `${url}: ${attempt.body}`).toContain(attempt.statusCode);
        expect(await snapshotTables(t.database.db)).toEqual(before);
      }

      // The holder can submit it.
      const own = await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}/performance/class`,
        headers: bearer(owner.token),
        payload: { comments: 'Sang well.' },
      });
      expect(own.statusCode).toBe(200);
    });
  });
});
