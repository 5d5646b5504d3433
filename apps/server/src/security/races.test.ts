import { ACTIVITY_CLASS_NAMES, AUTHORITY, ROLE, SCHOOLS } from '@school-ops/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, auditEvents, sessions, shifts } from '../db/schema/index.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/api.ts';
import { buildSession, buildShift, buildUser, dayFromToday } from '../test/factories/index.ts';
import { permutations } from './harness/permutations.ts';

/**
 * Parallel requests against one app. On PGlite they queue on its single connection; on PostgreSQL
 * (DATABASE_URL) they run on a pool of 20 and really interleave, which is where these can fail.
 */
describe('races', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it('50 teachers start one session at once: exactly one wins, the others get 409 and the row names the winner', async () => {
    const teachers = await Promise.all(
      Array.from({ length: 50 }, () => buildUser(db(), { role: ROLE.partTimeTeacher })),
    );
    const session = await buildSession(db());

    const responses = await Promise.all(
      teachers.map((teacher) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/sessions/${session.id}/status`,
          headers: bearer(teacher.token),
          payload: { status: 'in progress' },
        }),
      ),
    );

    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = teachers[codes.indexOf(200)]!;
    const [row] = await db().select().from(sessions).where(eq(sessions.id, session.id));
    expect(row).toMatchObject({ status: 'in progress', teacherId: winner.id });
    const starts = await db().select().from(auditEvents).where(eq(auditEvents.action, 'session.start'));
    expect(starts.map((a) => a.actorId)).toEqual([winner.id]);
  });

  it('parallel batch shift updates on overlapping shifts: every batch lands whole, and the result is one serial order', async () => {
    const supervisor = await buildUser(db(), { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
    const date = dayFromToday(3);
    const owners = await Promise.all(Array.from({ length: 4 }, () => buildUser(db(), { role: ROLE.partTimeTeacher })));

    for (let round = 0; round < 4; round++) {
      await db().delete(shifts);
      const ids = (await Promise.all(owners.map((o) => buildShift(db(), { userId: o.id, date })))).map((s) => s.id);
      // Five batches over overlapping subsets; each writes its own signature (school, start, status)
      // into every shift it touches, listed in a different order to tempt lock-order deadlocks.
      const subsets = [
        [0, 1, 2],
        [3, 2, 1],
        [1, 3],
        [2, 0, 3],
        [3, 2, 1, 0],
      ];
      const batches = subsets.map((subset, b) => {
        const value = {
          status: 1 + (b % 2),
          schoolName: SCHOOLS[b % 2]!,
          startTime: ['10:30', '11:00', '11:30', '12:00', '13:00'][b]!,
          endTime: '19:30',
        };
        return subset.map((i) => ({ id: ids[i]!, ...value }));
      });

      const responses = await Promise.all(
        batches.map((updates) =>
          t.app.inject({
            method: 'PATCH',
            url: '/api/shifts/update-many',
            headers: bearer(supervisor.token),
            payload: { updates },
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(batches.map(() => 200));

      const rows = await db().select().from(shifts).where(inArray(shifts.id, ids));
      expect(rows).toHaveLength(4);
      const actual = Object.fromEntries(
        rows.map((r) => [r.id, [r.status, r.schoolName, r.startTime, r.endTime].join(' ')]),
      );
      const serialOutcomes = permutations(batches.map((_, b) => b)).map((order) => {
        const state: Record<string, string> = {};
        for (const b of order)
          for (const u of batches[b]!) state[u.id] = [u.status, u.schoolName, u.startTime, u.endTime].join(' ');
        return state;
      });
      expect(serialOutcomes).toContainEqual(actual);
    }
    const events = await db().select().from(auditEvents).where(eq(auditEvents.action, 'shift.update-many'));
    expect(events).toHaveLength(4 * (3 + 3 + 2 + 3 + 4));
  });

  it('parallel first visits to a new day make exactly one activity per class per school', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => buildUser(db(), { role: ROLE.partTimeTeacher })));
    const date = dayFromToday(40);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/activities?schoolName=${i % 3 === 0 ? 'all' : SCHOOLS[i % 2]}&date=${date}`,
          headers: bearer(users[i % users.length]!.token),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));

    const rows = await db().select().from(activities).where(eq(activities.date, date));
    expect(rows).toHaveLength(SCHOOLS.length * ACTIVITY_CLASS_NAMES.length);
    expect(new Set(rows.map((r) => `${r.schoolName}|${r.className}`)).size).toBe(rows.length);
    // Everyone was shown the same rows: nobody saw an id that lost a race and vanished.
    const allIds = new Set(rows.map((r) => r.id));
    for (const res of responses)
      for (const d of res.json().documents as { id: string }[]) expect(allIds.has(d.id)).toBe(true);
  });
});
