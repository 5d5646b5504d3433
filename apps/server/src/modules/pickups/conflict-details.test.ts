import { PICKUP_MESSAGES } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { bearer } from '../../test/api.ts';
import { buildPickup, buildShift, buildStaff, buildUser, dayFromToday } from '../../test/factories/index.ts';

/** Issue 16 item 30: the time-conflict 409 keeps the spec's text and says who clashes with which pickups. */
const t = useTestApp();

describe('PATCH /api/pickups/:id with a time conflict', () => {
  it('names each clashing person and their overlapping pickups', async () => {
    const db = t.database.db;
    const { supervisor, fullTimer } = await buildStaff(db);
    const aiko = await buildUser(db, { name: 'Aiko Tanaka', nickname: 'Aiko' });
    const today = dayFromToday(0);
    const aikoShift = await buildShift(db, { userId: aiko.id, date: today, status: 2 });
    const freeShift = await buildShift(db, { userId: fullTimer.id, date: today, status: 2 });
    const station = await buildPickup(
      db,
      {
        location: 'Ikejiri Station',
        category: 'pick-up',
        timeToLeave: '14:30',
        timeToPickup: '14:45',
        timeToReturn: '15:30',
      },
      { shiftIds: [aikoShift.id] },
    );
    const park = await buildPickup(
      db,
      {
        location: 'Komaba Park',
        category: 'drop-off',
        timeToLeave: '13:00',
        timeToPickup: '14:00',
        timeToReturn: null,
      },
      { shiftIds: [aikoShift.id] },
    );
    await buildPickup(
      db,
      { location: 'Later Place', timeToLeave: '16:00', timeToReturn: '17:00' },
      { shiftIds: [aikoShift.id] },
    );
    const pickup = await buildPickup(db, {
      location: 'Ikejiri Elementary',
      timeToLeave: '14:00',
      timeToReturn: '15:00',
    });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/pickups/${pickup.id}`,
      headers: bearer(supervisor.token),
      payload: { shiftIds: [freeShift.id, aikoShift.id] },
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 409, code: 'pickup_conflict', message: PICKUP_MESSAGES.timeConflict });
    expect(body.details.clashes).toHaveLength(1);
    expect(body.details.clashes[0]).toMatchObject({ shiftId: aikoShift.id, name: 'Aiko Tanaka (Aiko)' });
    expect(body.details.clashes[0].pickups.map((p: { id: string }) => p.id).sort()).toEqual(
      [station.id, park.id].sort(),
    );
    expect(body.details.clashes[0].pickups.find((p: { id: string }) => p.id === station.id)).toEqual({
      id: station.id,
      location: 'Ikejiri Station',
      category: 'pick-up',
      timeToLeave: '14:30',
      timeToPickup: '14:45',
      timeToReturn: '15:30',
    });
  });
});
