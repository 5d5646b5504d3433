import { PICKUP_MESSAGES, SIGNED_URL_MS, type PickupDto } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, pickups, pickupShifts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import {
  buildPickup,
  buildShift,
  buildStaff,
  buildStudent,
  buildUser,
  dayFromToday,
} from '../../test/factories/index.ts';
import { insertManuals } from '../manuals/index.ts';
import { seedDemoPickups } from '../../seed/pickups.ts';
import { shifts } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';

const t = useTestApp();
const db = () => t.database.db;

const today = dayFromToday(0);
const rowOf = async (id: string) => (await db().select().from(pickups).where(eq(pickups.id, id)))[0]!;
const shiftIdsOf = async (id: string) =>
  (await db().select().from(pickupShifts).where(eq(pickupShifts.pickupId, id))).map((r) => r.shiftId).sort();
const auditsOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));

describe('GET /api/pickups', () => {
  it("lists a school's pickups of the day with students (signed photos), staff, manual and the assignable shifts", async () => {
    const { supervisor, partTimer } = await buildStaff(db());
    const shift = await buildShift(db(), { userId: partTimer.id, date: today, status: 2 });
    await buildShift(db(), { userId: supervisor.id, date: today, status: 1 }); // assigned, not confirmed
    await buildShift(db(), {
      userId: supervisor.id,
      date: today,
      status: 2,
      schoolName: 'Gakugei',
      startTime: '08:00',
      endTime: '10:00',
    });
    const withPhoto = await buildStudent(db(), { name: 'Aiko', photo: 'students/aiko.jpg' });
    const noPhoto = await buildStudent(db(), { name: 'Ben' });
    await insertManuals(db(), [
      {
        locationName: 'Ikejiri Elementary',
        pickupCategory: 'pick-up',
        url: 'https://docs.example.com/ikejiri-pick-up',
      },
      {
        locationName: 'Ikejiri Elementary',
        pickupCategory: 'drop-off',
        url: 'https://docs.example.com/ikejiri-drop-off',
      },
    ]);
    const early = await buildPickup(
      db(),
      { timeToLeave: '13:00' },
      { studentIds: [noPhoto.id, withPhoto.id], shiftIds: [shift.id] },
    );
    const late = await buildPickup(db(), { location: 'Nowhere', timeToLeave: '16:00', category: 'drop-off' });
    await buildPickup(db(), { schoolName: 'Gakugei' });
    await buildPickup(db(), { date: dayFromToday(1) });

    const res = await api(t.app, supervisor.token).get(`/api/pickups?schoolName=Ikejiri&date=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { pickups: PickupDto[]; shifts: unknown[] };
    expect(body.pickups.map((p) => p.id)).toEqual([early.id, late.id]);
    const [first, second] = body.pickups;
    expect(first).toMatchObject({
      location: 'Ikejiri Elementary',
      category: 'pick-up',
      timeToLeave: '13:00',
      timeToPickup: '14:20',
      timeToReturn: '15:00',
      status: 1,
      manualUrl: 'https://docs.example.com/ikejiri-pick-up',
      shifts: [{ shiftId: shift.id, userId: partTimer.id, name: partTimer.name, startTime: '10:30', endTime: '19:30' }],
    });
    expect(first!.students.map((s) => [s.name, s.photo])).toEqual([
      ['Aiko', 'students/aiko.jpg'],
      ['Ben', null],
    ]);
    const url = first!.students[0]!.signedUrlPhoto!;
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(SIGNED_URL_MS.pickupStudentPhoto - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(SIGNED_URL_MS.pickupStudentPhoto);
    expect(first!.students[1]!.signedUrlPhoto).toBeNull();
    expect(second).toMatchObject({ manualUrl: null, shifts: [], students: [] });
    // Only confirmed shifts of that school and date can be assigned.
    expect(body.shifts).toEqual([
      {
        shiftId: shift.id,
        userId: partTimer.id,
        name: partTimer.name,
        nickname: null,
        startTime: '10:30',
        endTime: '19:30',
      },
    ]);
  });

  it('requires a school (no all-schools option) and a date', async () => {
    const { supervisor } = await buildStaff(db());
    const all = await api(t.app, supervisor.token).get(`/api/pickups?schoolName=all&date=${today}`);
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toEqual([PICKUP_MESSAGES.selectSchool]);
    expect((await api(t.app, supervisor.token).get(`/api/pickups?schoolName=Ikejiri`)).statusCode).toBe(400);
  });

  it('is for supervisors and up', async () => {
    const { fullTimer, partTimer, manager } = await buildStaff(db());
    const url = `/api/pickups?schoolName=Ikejiri&date=${today}`;
    expect((await api(t.app, partTimer.token).get(url)).statusCode).toBe(403);
    expect((await api(t.app, fullTimer.token).get(url)).statusCode).toBe(403);
    expect((await api(t.app, manager.token).get(url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('PATCH /api/pickups/:id (assignment)', () => {
  it('assigns confirmed shifts of the day and the comments, with an audit event', async () => {
    const { supervisor, partTimer, fullTimer } = await buildStaff(db());
    const a = await buildShift(db(), { userId: partTimer.id, date: today, status: 2 });
    const b = await buildShift(db(), { userId: fullTimer.id, date: today, status: 2 });
    const pickup = await buildPickup(db(), {}, { shiftIds: [b.id] });

    const res = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}`, {
      shiftIds: [a.id],
      comments: '  Bring the blue flag.  ',
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json().document as PickupDto;
    expect(doc.shifts.map((s) => s.userId)).toEqual([partTimer.id]);
    expect(doc.comments).toBe('Bring the blue flag.');
    expect(await shiftIdsOf(pickup.id)).toEqual([a.id]);
    expect((await rowOf(pickup.id)).comments).toBe('Bring the blue flag.');
    const [audit] = await auditsOf('pickup.update');
    expect(audit).toMatchObject({ actorId: supervisor.id, entity: 'pickup', entityId: pickup.id });
    expect(audit?.before).toMatchObject({ shiftIds: [b.id], comments: null });
    expect(audit?.after).toMatchObject({ shiftIds: [a.id], comments: 'Bring the blue flag.' });

    const cleared = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}`, {
      shiftIds: [],
      comments: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().document).toMatchObject({ shifts: [], comments: null });
  });

  it('refuses shifts that are not confirmed, of another day or of another school', async () => {
    const { supervisor, partTimer } = await buildStaff(db());
    const pickup = await buildPickup(db());
    const assigned = await buildShift(db(), { userId: partTimer.id, date: today, status: 1 });
    const tomorrow = await buildShift(db(), { userId: partTimer.id, date: dayFromToday(1), status: 2 });
    const gakugei = await buildShift(db(), { userId: supervisor.id, date: today, status: 2, schoolName: 'Gakugei' });
    for (const shift of [assigned, tomorrow, gakugei]) {
      const res = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}`, { shiftIds: [shift.id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PICKUP_MESSAGES.shiftNotConfirmed);
    }
    expect(await shiftIdsOf(pickup.id)).toEqual([]);
    expect(await auditsOf('pickup.update')).toHaveLength(0);
  });

  it('answers 409 with the conflict text when a chosen shift has an overlapping pickup, and accepts after confirmation', async () => {
    const { supervisor, partTimer, fullTimer } = await buildStaff(db());
    const shift = await buildShift(db(), { userId: partTimer.id, date: today, status: 2 });
    const other = await buildShift(db(), { userId: fullTimer.id, date: today, status: 2 });
    await buildPickup(db(), { timeToLeave: '14:30', timeToReturn: '15:30' }, { shiftIds: [shift.id] });
    const touching = await buildPickup(db(), { timeToLeave: '15:30', timeToReturn: '16:00' });
    const later = await buildPickup(db(), { timeToLeave: '15:31', timeToReturn: '16:00' });
    const pickup = await buildPickup(db(), { timeToLeave: '14:00', timeToReturn: '15:00' });

    const res = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}`, {
      shiftIds: [other.id, shift.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PICKUP_MESSAGES.timeConflict);
    expect(await shiftIdsOf(pickup.id)).toEqual([]);
    // Touching ends overlap (the shared rule); a later pickup does not.
    expect(
      (await api(t.app, supervisor.token).patch(`/api/pickups/${touching.id}`, { shiftIds: [shift.id] })).statusCode,
    ).toBe(409);
    expect(
      (await api(t.app, supervisor.token).patch(`/api/pickups/${later.id}`, { shiftIds: [shift.id] })).statusCode,
    ).toBe(200);
    // The other shift alone has no conflict.
    expect(
      (await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}`, { shiftIds: [other.id] })).statusCode,
    ).toBe(200);

    const ok = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}`, {
      shiftIds: [other.id, shift.id],
      confirmConflicts: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(await shiftIdsOf(pickup.id)).toEqual([other.id, shift.id].sort());
  });

  it('is for supervisors only and 404s an unknown pickup', async () => {
    const { supervisor, fullTimer } = await buildStaff(db());
    const pickup = await buildPickup(db());
    expect((await api(t.app, fullTimer.token).patch(`/api/pickups/${pickup.id}`, { shiftIds: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await api(t.app, supervisor.token).patch(`/api/pickups/${crypto.randomUUID()}`, { shiftIds: [] })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/pickups/:id/status', () => {
  it('lets an assigned teacher advance one step at a time up to done, keeping the time and an audit event', async () => {
    const { partTimer } = await buildStaff(db());
    const shift = await buildShift(db(), { userId: partTimer.id, date: today, status: 2 });
    const pickup = await buildPickup(
      db(),
      { status: 1, lastUpdate: new Date('2020-01-01T00:00:00Z') },
      { shiftIds: [shift.id] },
    );

    const skip = await api(t.app, partTimer.token).patch(`/api/pickups/${pickup.id}/status`, { status: 3 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe(PICKUP_MESSAGES.oneStep);
    const back = await api(t.app, partTimer.token).patch(`/api/pickups/${pickup.id}/status`, { status: 0 });
    expect(back.statusCode).toBe(400);
    expect((await rowOf(pickup.id)).status).toBe(1);

    for (const status of [2, 3, 4, 5]) {
      const res = await api(t.app, partTimer.token).patch(`/api/pickups/${pickup.id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().document.status).toBe(status);
    }
    const row = await rowOf(pickup.id);
    expect(row.status).toBe(5);
    expect(Date.now() - row.lastUpdate.getTime()).toBeLessThan(60_000);

    const done = await api(t.app, partTimer.token).patch(`/api/pickups/${pickup.id}/status`, { status: 5 });
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(PICKUP_MESSAGES.alreadyDone);

    const audits = await auditsOf('pickup.status');
    expect(audits).toHaveLength(4);
    expect(audits.map((a) => (a.after as { status: number }).status).sort()).toEqual([2, 3, 4, 5]);
    expect(audits[0]).toMatchObject({ actorId: partTimer.id, entity: 'pickup', entityId: pickup.id });
  });

  it('refuses a teacher who is not on the pickup', async () => {
    const { partTimer, fullTimer } = await buildStaff(db());
    const shift = await buildShift(db(), { userId: partTimer.id, date: today, status: 2 });
    const pickup = await buildPickup(db(), { status: 1 }, { shiftIds: [shift.id] });
    const res = await api(t.app, fullTimer.token).patch(`/api/pickups/${pickup.id}/status`, { status: 2 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PICKUP_MESSAGES.notAssigned);
    expect((await rowOf(pickup.id)).status).toBe(1);
  });

  it('lets a supervisor set any status, even back from done', async () => {
    const { supervisor } = await buildStaff(db());
    const pickup = await buildPickup(db(), { status: 5 });
    for (const status of [0, 3, 5, 1]) {
      const res = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect((await rowOf(pickup.id)).status).toBe(status);
    }
    const bad = await api(t.app, supervisor.token).patch(`/api/pickups/${pickup.id}/status`, { status: 6 });
    expect(bad.statusCode).toBe(400);
    expect(await auditsOf('pickup.status')).toHaveLength(4);
  });
});

describe('GET /api/pickups/my-pickups/:userId', () => {
  it("gives a teacher the day's pickups on their shifts, with the other staff and comments", async () => {
    const { partTimer, fullTimer } = await buildStaff(db());
    const mine = await buildShift(db(), { userId: partTimer.id, date: today, status: 2 });
    const theirs = await buildShift(db(), { userId: fullTimer.id, date: today, status: 2 });
    const shared = await buildPickup(db(), { comments: 'Meet at gate 2' }, { shiftIds: [mine.id, theirs.id] });
    await buildPickup(db(), {}, { shiftIds: [theirs.id] });
    await buildPickup(db());

    const res = await api(t.app, partTimer.token).get(`/api/pickups/my-pickups/${partTimer.id}?date=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hasShift).toBe(true);
    expect(body.shifts.map((s: { shiftId: string }) => s.shiftId)).toEqual([mine.id]);
    expect(body.pickups.map((p: PickupDto) => p.id)).toEqual([shared.id]);
    expect(body.pickups[0].comments).toBe('Meet at gate 2');
    expect(body.pickups[0].shifts.map((s: { userId: string }) => s.userId).sort()).toEqual(
      [partTimer.id, fullTimer.id].sort(),
    );
  });

  it('says when the teacher has no confirmed shift that day', async () => {
    const { partTimer } = await buildStaff(db());
    await buildShift(db(), { userId: partTimer.id, date: today, status: 1 });
    const res = await api(t.app, partTimer.token).get(`/api/pickups/my-pickups/${partTimer.id}?date=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pickups: [], shifts: [], hasShift: false });
  });

  it("refuses another teacher's pickups except to a supervisor", async () => {
    const { partTimer, fullTimer, supervisor } = await buildStaff(db());
    const url = `/api/pickups/my-pickups/${partTimer.id}?date=${today}`;
    const other = await api(t.app, fullTimer.token).get(url);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(PICKUP_MESSAGES.ownPickupsOnly);
    expect((await api(t.app, supervisor.token).get(url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it("adds 6 pickups per school today, two on the demo teacher's confirmed shift, one 'Error' each, only once", async () => {
    const teacher = await buildUser(db(), { username: 'parttimer', role: 3 });
    for (let i = 0; i < 5; i++) await buildStudent(db());
    expect(await seedDemoPickups(db(), {} as FileStorage)).toBe(true);
    const rows = await db().select().from(pickups);
    expect(rows.filter((r) => r.schoolName === 'Ikejiri' && r.date === today)).toHaveLength(6);
    expect(rows.filter((r) => r.schoolName === 'Gakugei' && r.date === today)).toHaveLength(6);
    expect(rows.filter((r) => r.location === 'Error')).toHaveLength(2);
    const [shift] = await db().select().from(shifts).where(eq(shifts.userId, teacher.id));
    expect(shift).toMatchObject({ date: today, status: 2, schoolName: 'Ikejiri' });

    const mine = await api(t.app, teacher.token).get(`/api/pickups/my-pickups/${teacher.id}?date=${today}`);
    expect(mine.json().hasShift).toBe(true);
    expect(mine.json().pickups).toHaveLength(2);
    expect(mine.json().pickups[0].students.length).toBeGreaterThan(0);

    expect(await seedDemoPickups(db(), {} as FileStorage)).toBe(false);
    expect(await db().select().from(pickups)).toHaveLength(12);
  });
});
