import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api, bearer } from '../../test/api.ts';
import { buildShift, buildStaff, dayFromToday } from '../../test/factories/index.ts';

/** Issue 16 item 26: a shift stores the fields of its status, never availability nobody entered. */
const t = useTestApp();

const rowOf = async (id: string) => (await t.database.db.select().from(shifts).where(eq(shifts.id, id)))[0];
const untouchedDefaults = { availableFrom: '08:20', availableUntil: '20:00' };

describe('a shift keeps only the fields of its status', () => {
  it('an assigned shift created with availability in the body stores none, and is not counted as wanted', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const date = dayFromToday(4);
    const res = await api(t.app, supervisor.token).post('/api/shifts', {
      userId: partTimer.id,
      date,
      status: 1,
      schoolName: 'Ikejiri',
      startTime: '10:30',
      endTime: '19:30',
      ...untouchedDefaults,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().document).toMatchObject({
      status: 1,
      schoolName: 'Ikejiri',
      availableFrom: null,
      availableUntil: null,
    });
    expect(await rowOf(res.json().document.id)).toMatchObject({
      availableFrom: null,
      availableUntil: null,
      startTime: '10:30',
    });

    const data = await t.app.inject({
      method: 'GET',
      url: `/api/shifts/part-time-data?date=${date}`,
      headers: bearer(supervisor.token),
    });
    const card = data.json().data.find((p: { id: string }) => p.id === partTimer.id);
    expect(card).toMatchObject({ wanted: 0, assignedOrConfirmed: 1, satisfaction: null });
  });

  it('a submitted shift created with a school and times stores only the availability', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const res = await api(t.app, supervisor.token).post('/api/shifts', {
      userId: partTimer.id,
      date: dayFromToday(4),
      status: 0,
      schoolName: 'Gakugei',
      startTime: '10:30',
      endTime: '19:30',
      availableFrom: '09:00',
      availableUntil: '17:00',
    });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().document.id)).toMatchObject({
      status: 0,
      schoolName: null,
      startTime: null,
      endTime: null,
      availableFrom: '09:00',
      availableUntil: '17:00',
    });
  });

  it('editing an assigned shift keeps the availability it was submitted with, whatever the body says', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const direct = await buildShift(t.database.db, { userId: partTimer.id, status: 1 });
    const res = await api(t.app, supervisor.token).patch(`/api/shifts/${direct.id}`, {
      status: 1,
      startTime: '11:00',
      ...untouchedDefaults,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(direct.id)).toMatchObject({ startTime: '11:00', availableFrom: null, availableUntil: null });

    const submitted = await buildShift(t.database.db, {
      userId: partTimer.id,
      date: dayFromToday(2),
      availableFrom: '13:00',
      availableUntil: '18:00',
    });
    const assigned = await api(t.app, supervisor.token).patch(`/api/shifts/${submitted.id}`, {
      status: 1,
      schoolName: 'Ikejiri',
      startTime: '13:00',
      endTime: '18:00',
      ...untouchedDefaults,
    });
    expect(assigned.statusCode).toBe(200);
    expect(await rowOf(submitted.id)).toMatchObject({ status: 1, availableFrom: '13:00', availableUntil: '18:00' });

    // Back to submitted: the availability is what the form holds then.
    const back = await api(t.app, supervisor.token).patch(`/api/shifts/${submitted.id}`, {
      status: 0,
      availableFrom: '14:00',
      availableUntil: '18:00',
    });
    expect(back.statusCode).toBe(200);
    expect(await rowOf(submitted.id)).toMatchObject({ status: 0, availableFrom: '14:00' });
  });
});
