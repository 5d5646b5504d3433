import { AUTHORITY, ROLE, schoolToday } from '@school-ops/shared';
import { and, eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appSettings, auditEvents, shifts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { insertUser } from '../users/index.ts';
import { api } from '../../test/api.ts';
import {
  buildSession,
  buildShift,
  buildStaff,
  buildStudent,
  buildUser,
  dayFromToday,
  setSubmission,
  signToken,
} from '../../test/factories/index.ts';
import { seedDemoShifts } from '../../seed/shifts.ts';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const rowOf = async (id: string) => (await t.database.db.select().from(shifts).where(eq(shifts.id, id)))[0];
const allShifts = () => t.database.db.select().from(shifts);
const auditsOf = (action: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));
const shiftAudits = () => t.database.db.select().from(auditEvents).where(like(auditEvents.action, 'shift.%'));

describe('GET /api/shifts/availability', () => {
  it('gives a part-timer their month: availability, assigned dates without the draft, the confirmed schedule', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const month = dayFromToday(0).slice(0, 7);
    const d = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
    await buildShift(t.database.db, { userId: partTimer.id, date: d(2) });
    await buildShift(t.database.db, {
      userId: partTimer.id,
      date: d(3),
      status: 1,
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    await buildShift(t.database.db, { userId: partTimer.id, date: d(4), status: 2, schoolName: 'Gakugei' });
    await buildShift(t.database.db, { userId: partTimer.id, date: d(5), status: -1 });
    await buildShift(t.database.db, { userId: partTimer.id, date: '2001-01-05' });

    const res = await api(t.app, partTimer.token).get(`/api/shifts/availability?shiftDate=${d(15)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.canSubmit).toBe(false);
    expect(body.shifts.map((s: { date: string; status: number }) => [s.date, s.status])).toEqual([
      [d(2), 0],
      [d(3), 1],
      [d(4), 2],
    ]);
    expect(body.shifts[0]).toMatchObject({
      userId: partTimer.id,
      availableFrom: '08:20',
      availableUntil: '20:00',
      schoolName: null,
    });
    // Assigned is still a draft: no school or times until confirmed.
    expect(body.shifts[1]).toMatchObject({ schoolName: null, startTime: null, endTime: null, availableFrom: '08:20' });
    expect(body.shifts[2]).toMatchObject({ schoolName: 'Gakugei', startTime: '10:30', endTime: '19:30' });
  });

  it("refuses another teacher's availability except to a supervisor", async () => {
    const { partTimer, fullTimer, supervisor } = await buildStaff(t.database.db);
    await buildShift(t.database.db, { userId: partTimer.id, status: 1 });
    const url = `/api/shifts/availability?shiftDate=${dayFromToday(1)}&userId=${partTimer.id}`;
    const other = await api(t.app, fullTimer.token).get(url);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ statusCode: 403, message: 'you can only see your own shifts' });
    const sup = await api(t.app, supervisor.token).get(url);
    expect(sup.statusCode).toBe(200);
    expect(sup.json().shifts[0]).toMatchObject({ status: 1, schoolName: 'Ikejiri', startTime: '10:30' });
  });

  it('needs a date', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const res = await api(t.app, partTimer.token).get('/api/shifts/availability');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/shifts/availability', () => {
  it('submits availability, then updates it on a second submission for the date', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const date = dayFromToday(3);
    const first = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date,
      availableFrom: '8:20 AM',
      availableUntil: '8:00 PM',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().document).toMatchObject({
      date,
      status: 0,
      availableFrom: '08:20',
      availableUntil: '20:00',
      userId: partTimer.id,
    });

    const second = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date,
      availableFrom: '13:00',
      availableUntil: '18:00',
    });
    expect(second.statusCode).toBe(200);
    const rows = await allShifts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ availableFrom: '13:00', availableUntil: '18:00', status: 0 });
    expect((await auditsOf('shift.availability.create'))[0]).toMatchObject({
      actorId: partTimer.id,
      entityId: rows[0]!.id,
    });
    expect((await auditsOf('shift.availability.update'))[0]).toMatchObject({
      before: expect.objectContaining({ availableFrom: '08:20' }),
      after: expect.objectContaining({ availableFrom: '13:00' }),
    });
  });

  it('accepts today', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const res = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date: schoolToday(),
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    expect(res.statusCode).toBe(201);
  });

  it('is refused while submission is closed', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const res = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date: dayFromToday(2),
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, message: 'shift submission is closed' });
    expect(await allShifts()).toEqual([]);
    expect(await shiftAudits()).toEqual([]);
  });

  it('is refused for a past date', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const res = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date: dayFromToday(-1),
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'past dates cannot be changed' });
    expect(await allShifts()).toEqual([]);
  });

  it('is refused on a date already assigned or confirmed', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    for (const status of [1, 2] as const) {
      const date = dayFromToday(5 + status);
      const held = await buildShift(t.database.db, { userId: partTimer.id, date, status });
      const res = await api(t.app, partTimer.token).post('/api/shifts/availability', {
        date,
        availableFrom: '08:20',
        availableUntil: '20:00',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        message: 'that date already has an assigned or confirmed shift',
      });
      expect(await rowOf(held.id)).toMatchObject({ status });
    }
    expect(await allShifts()).toHaveLength(2);
  });

  it("checks the spec's shift messages", async () => {
    const { partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const date = dayFromToday(2);
    const missing = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date,
      availableFrom: '08:20',
    });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: ['unable to validate shift'] });
    const reversed = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date,
      availableFrom: '20:00',
      availableUntil: '08:20',
    });
    expect(reversed.json()).toMatchObject({ statusCode: 400, message: ['invalid shift times'] });
    expect(await allShifts()).toEqual([]);
  });

  it('is for teaching roles: a school manager may, an admin without a teaching role may not', async () => {
    await setSubmission(t.database.db, true);
    const body = { date: dayFromToday(2), availableFrom: '08:20', availableUntil: '20:00' };
    const manager = await buildUser(t.database.db, { authority: AUTHORITY.manager, role: ROLE.schoolManager });
    expect((await api(t.app, manager.token).post('/api/shifts/availability', body)).statusCode).toBe(201);
    const row = await insertUser(t.database.db, {
      username: 'norole',
      smsId: 7,
      name: 'No Role',
      authority: AUTHORITY.admin,
      role: null,
      passwordHash: 'x',
      pinHash: 'x',
    });
    const token = signToken(row);
    expect((await api(t.app, token).post('/api/shifts/availability', body)).statusCode).toBe(403);
    expect(await allShifts()).toHaveLength(1);
  });
});

describe('DELETE /api/shifts/availability/:id', () => {
  it('clears own availability, with an audit', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const s = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(2) });
    const res = await api(t.app, partTimer.token).delete(`/api/shifts/availability/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ id: s.id, date: s.date });
    expect(await rowOf(s.id)).toBeUndefined();
    expect((await auditsOf('shift.availability.delete'))[0]).toMatchObject({ actorId: partTimer.id, entityId: s.id });
  });

  it("refuses another teacher's availability, locked dates and closed submission", async () => {
    const { partTimer, fullTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const mine = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(2) });
    const other = await api(t.app, fullTimer.token).delete(`/api/shifts/availability/${mine.id}`);
    expect(other.statusCode).toBe(403);

    const assigned = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(3), status: 1 });
    const held = await api(t.app, partTimer.token).delete(`/api/shifts/availability/${assigned.id}`);
    expect(held.statusCode).toBe(409);

    const past = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(-2) });
    const old = await api(t.app, partTimer.token).delete(`/api/shifts/availability/${past.id}`);
    expect(old.statusCode).toBe(400);

    await setSubmission(t.database.db, false);
    const closed = await api(t.app, partTimer.token).delete(`/api/shifts/availability/${mine.id}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('shift submission is closed');

    const missing = await api(t.app, partTimer.token).delete(`/api/shifts/availability/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);

    expect(await allShifts()).toHaveLength(3);
    expect(await shiftAudits()).toEqual([]);
  });
});

describe('POST /api/shifts', () => {
  it('creates an assigned shift for a teacher', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const date = dayFromToday(4);
    const res = await api(t.app, supervisor.token).post('/api/shifts', {
      userId: partTimer.id,
      date,
      status: 1,
      schoolName: 'Gakugei',
      startTime: '10:30 AM',
      endTime: '7:30 PM',
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json().document;
    expect(doc).toMatchObject({
      userId: partTimer.id,
      date,
      status: 1,
      schoolName: 'Gakugei',
      startTime: '10:30',
      endTime: '19:30',
    });
    expect(doc.user).toEqual({ id: partTimer.id, name: partTimer.name, nickname: null });
    expect(await rowOf(doc.id)).toMatchObject({ status: 1, schoolName: 'Gakugei' });
    expect((await auditsOf('shift.create'))[0]).toMatchObject({
      actorId: supervisor.id,
      entity: 'shift',
      entityId: doc.id,
    });
  });

  it("answers with the spec's messages", async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const base = { date: dayFromToday(4), status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' };
    const noTeacher = await api(t.app, supervisor.token).post('/api/shifts', base);
    expect(noTeacher.json()).toMatchObject({ statusCode: 400, message: ['teacher not selected'] });
    const noEnd = await api(t.app, supervisor.token).post('/api/shifts', {
      ...base,
      userId: partTimer.id,
      endTime: undefined,
    });
    expect(noEnd.json()).toMatchObject({ statusCode: 400, message: ['unable to validate shift'] });
    const reversed = await api(t.app, supervisor.token).post('/api/shifts', {
      ...base,
      userId: partTimer.id,
      startTime: '19:30',
      endTime: '10:30',
    });
    expect(reversed.json()).toMatchObject({ statusCode: 400, message: ['invalid shift times'] });
    const noSchool = await api(t.app, supervisor.token).post('/api/shifts', {
      ...base,
      userId: partTimer.id,
      schoolName: null,
    });
    expect(noSchool.json()).toMatchObject({ statusCode: 400, message: ['Please select a school name.'] });
    const ghost = await api(t.app, supervisor.token).post('/api/shifts', { ...base, userId: randomUUID() });
    expect(ghost.json()).toMatchObject({ statusCode: 400, message: 'teacher not selected' });
    expect(await allShifts()).toEqual([]);
  });

  it('never gives a teacher two overlapping held shifts on a date: touching ends overlap', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const date = dayFromToday(4);
    await buildShift(t.database.db, { userId: partTimer.id, date, status: 2, startTime: '10:30', endTime: '13:00' });
    const shift = (startTime: string, endTime: string, status = 1) => ({
      userId: partTimer.id,
      date,
      status,
      schoolName: 'Gakugei',
      startTime,
      endTime,
    });
    const touching = await api(t.app, supervisor.token).post('/api/shifts', shift('13:00', '17:00'));
    expect(touching.statusCode).toBe(409);
    expect(touching.json().message).toMatch(/overlapping shifts on/);
    expect(await allShifts()).toHaveLength(1);

    const later = await api(t.app, supervisor.token).post('/api/shifts', shift('13:05', '17:00'));
    expect(later.statusCode).toBe(201);
    // Submitted availability and canceled shifts hold no time.
    const canceled = await api(t.app, supervisor.token).post('/api/shifts', shift('11:00', '12:00', -1));
    expect(canceled.statusCode).toBe(201);
    // Another date is free.
    const otherDay = await api(t.app, supervisor.token).post('/api/shifts', {
      ...shift('10:30', '13:00'),
      date: dayFromToday(5),
    });
    expect(otherDay.statusCode).toBe(201);
    expect(await allShifts()).toHaveLength(4);
  });
});

describe('two supervisors at once', () => {
  it('give a teacher at most one of two overlapping shifts', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const other = await buildUser(t.database.db, { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
    const date = dayFromToday(6);
    const body = (schoolName: string) => ({
      userId: partTimer.id,
      date,
      status: 1,
      schoolName,
      startTime: '10:30',
      endTime: '15:00',
    });
    const results = await Promise.all([
      api(t.app, supervisor.token).post('/api/shifts', body('Ikejiri')),
      api(t.app, other.token).post('/api/shifts', body('Gakugei')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await allShifts()).toHaveLength(1);
  });
});

describe('GET, PATCH and DELETE /api/shifts/:id', () => {
  it('reads, changes and deletes a shift, each change audited', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const s = await buildShift(t.database.db, { userId: partTimer.id });
    const got = await api(t.app, supervisor.token).get(`/api/shifts/${s.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().document).toMatchObject({ id: s.id, status: 0, user: { id: partTimer.id } });

    const assigned = await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, {
      status: 1,
      schoolName: 'Ikejiri',
      startTime: '10:30',
      endTime: '15:00',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().document).toMatchObject({
      status: 1,
      schoolName: 'Ikejiri',
      startTime: '10:30',
      endTime: '15:00',
      availableFrom: '08:20',
    });
    expect((await auditsOf('shift.update'))[0]).toMatchObject({
      before: expect.objectContaining({ status: 0 }),
      after: expect.objectContaining({ status: 1 }),
    });

    const bad = await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, { endTime: '09:00' });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'invalid shift times' });
    const noEnd = await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, { endTime: null });
    expect(noEnd.json()).toMatchObject({ statusCode: 400, message: 'unable to validate shift' });
    expect(await rowOf(s.id)).toMatchObject({ endTime: '15:00' });

    const removed = await api(t.app, supervisor.token).delete(`/api/shifts/${s.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await rowOf(s.id)).toBeUndefined();
    expect(await auditsOf('shift.delete')).toHaveLength(1);

    expect((await api(t.app, supervisor.token).get(`/api/shifts/${s.id}`)).statusCode).toBe(404);
    expect((await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, { status: 2 })).statusCode).toBe(404);
    expect((await api(t.app, supervisor.token).delete(`/api/shifts/${s.id}`)).statusCode).toBe(404);
  });

  it('refuses an update that would overlap', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const date = dayFromToday(3);
    await buildShift(t.database.db, { userId: partTimer.id, date, status: 2, startTime: '10:30', endTime: '13:00' });
    const s = await buildShift(t.database.db, {
      userId: partTimer.id,
      date,
      status: 1,
      startTime: '14:00',
      endTime: '18:00',
    });
    const res = await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, { startTime: '12:00' });
    expect(res.statusCode).toBe(409);
    expect(await rowOf(s.id)).toMatchObject({ startTime: '14:00' });
  });

  it('is for supervisors', async () => {
    const { partTimer, fullTimer } = await buildStaff(t.database.db);
    const s = await buildShift(t.database.db, { userId: partTimer.id });
    for (const who of [partTimer, fullTimer]) {
      expect((await api(t.app, who.token).get(`/api/shifts/${s.id}`)).statusCode).toBe(403);
      expect((await api(t.app, who.token).patch(`/api/shifts/${s.id}`, { status: 2 })).statusCode).toBe(403);
      expect((await api(t.app, who.token).delete(`/api/shifts/${s.id}`)).statusCode).toBe(403);
    }
    expect(await rowOf(s.id)).toMatchObject({ status: 0 });
  });
});

describe('PATCH /api/shifts/update-many', () => {
  it('assigns, then confirms, a batch', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const other = await buildUser(t.database.db, { role: ROLE.partTimeTeacher });
    const date = dayFromToday(2);
    const a = await buildShift(t.database.db, { userId: partTimer.id, date });
    const b = await buildShift(t.database.db, { userId: other.id, date });
    const assign = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' },
        { id: b.id, status: 1, schoolName: 'Gakugei', startTime: '13:00', endTime: '19:30' },
      ],
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().documents.map((d: { status: number }) => d.status)).toEqual([1, 1]);

    const confirm = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 2 },
        { id: b.id, status: 2 },
      ],
    });
    expect(confirm.statusCode).toBe(200);
    expect(await rowOf(a.id)).toMatchObject({ status: 2, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' });
    expect(await rowOf(b.id)).toMatchObject({ status: 2, schoolName: 'Gakugei' });
    expect(await auditsOf('shift.update-many')).toHaveLength(4);

    // Confirmed is what the part-timer now sees as schedule.
    const mine = await api(t.app, partTimer.token).get(`/api/shifts/availability?shiftDate=${date}`);
    expect(mine.json().shifts[0]).toMatchObject({ status: 2, schoolName: 'Ikejiri', startTime: '10:30' });
  });

  it('changes nothing when one update is bad', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const other = await buildUser(t.database.db, { role: ROLE.partTimeTeacher });
    const date = dayFromToday(2);
    const a = await buildShift(t.database.db, { userId: partTimer.id, date });
    const b = await buildShift(t.database.db, { userId: other.id, date });
    const before = await allShifts();

    const badTimes = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' },
        { id: b.id, status: 1, schoolName: 'Ikejiri', startTime: '19:30', endTime: '10:30' },
      ],
    });
    expect(badTimes.statusCode).toBe(400);
    expect(badTimes.json().message).toBe('invalid shift times');

    const noSchool = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' },
        { id: b.id, status: 1, startTime: '10:30', endTime: '19:30' },
      ],
    });
    expect(noSchool.json().message).toBe('Please select a school name.');

    const missing = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' },
        { id: randomUUID(), status: 2 },
      ],
    });
    expect(missing.statusCode).toBe(409);

    const twice = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 2 },
        { id: a.id, status: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);

    expect(await allShifts()).toEqual(before);
    expect(await shiftAudits()).toEqual([]);
  });

  it('changes nothing when the batch gives a teacher overlapping shifts', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const date = dayFromToday(2);
    const a = await buildShift(t.database.db, { userId: partTimer.id, date, status: -1 });
    const b = await buildShift(t.database.db, { userId: partTimer.id, date, status: -1 });
    const res = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [
        { id: a.id, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '14:00' },
        { id: b.id, status: 1, schoolName: 'Gakugei', startTime: '14:00', endTime: '19:30' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(await rowOf(a.id)).toMatchObject({ status: -1, startTime: null });
    expect(await rowOf(b.id)).toMatchObject({ status: -1, startTime: null });
    expect(await shiftAudits()).toEqual([]);
  });
});

describe('PATCH /api/shifts/can-submit', () => {
  it('opens and closes submission for everyone, audited', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const open = await api(t.app, supervisor.token).patch('/api/shifts/can-submit', { canSubmit: true });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ document: { canSubmit: true } });
    const seen = await api(t.app, partTimer.token).get(`/api/shifts/availability?shiftDate=${dayFromToday(0)}`);
    expect(seen.json().canSubmit).toBe(true);

    await api(t.app, supervisor.token).patch('/api/shifts/can-submit', { canSubmit: false });
    const [setting] = await t.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'shift_submission_open'));
    expect(setting).toMatchObject({ value: false, updatedBy: supervisor.id });
    const audits = await auditsOf('shift.can-submit');
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ canSubmit: false }, { canSubmit: true }],
      [{ canSubmit: true }, { canSubmit: false }],
    ]);
  });

  it('needs a value and a supervisor', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    expect((await api(t.app, supervisor.token).patch('/api/shifts/can-submit', {})).json()).toMatchObject({
      statusCode: 400,
      message: ['canSubmit must be true or false'],
    });
    expect((await api(t.app, partTimer.token).patch('/api/shifts/can-submit', { canSubmit: true })).statusCode).toBe(
      403,
    );
    expect(await auditsOf('shift.can-submit')).toEqual([]);
  });
});

describe('GET /api/shifts/manage', () => {
  it("gives the day's shifts, the switch and registration numbers from the school's sessions", async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const date = schoolToday();
    await buildShift(t.database.db, { userId: partTimer.id, date, status: 2, startTime: '10:30', endTime: '13:00' });
    await buildShift(t.database.db, { userId: partTimer.id, date, status: 0, availableFrom: '13:00' });
    await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(1), status: 0 });
    await setSubmission(t.database.db, true);
    const kids = await Promise.all(Array.from({ length: 8 }, () => buildStudent(t.database.db)));
    // 7 in AM Pre and Kinder (one of them twice: counted once), 1 in All Day Bilingual, 1 canceled.
    for (const kid of kids.slice(0, 7))
      await buildSession(t.database.db, { studentId: kid.id, className: 'AM Pre and Kinder', date });
    await buildSession(t.database.db, {
      studentId: kids[0]!.id,
      className: 'AM Pre and Kinder',
      date,
      category: 'class',
    });
    await buildSession(t.database.db, { studentId: kids[7]!.id, className: 'All Day Bilingual', date });
    await buildSession(t.database.db, { className: 'PM Kinder', date, status: 'canceled' });
    await buildSession(t.database.db, { className: 'PM Kinder', date, schoolName: 'Gakugei' });

    const res = await api(t.app, supervisor.token).get(`/api/shifts/manage?date=${date}&schoolName=Ikejiri`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.canSubmit).toBe(true);
    expect(body.shifts.map((s: { status: number }) => s.status).sort()).toEqual([0, 2]);
    expect(body.registrationNumbers).toEqual({
      am: { teachersRequired: 2, preAndKinder: 7, bilingual: 1, elementary: 0, biKinder: 0, kinder: 0 },
      pm: { teachersRequired: 1, preAndKinder: 0, bilingual: 1, elementary: 0, biKinder: 0, kinder: 0 },
    });
  });

  it('needs a school', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const res = await api(t.app, supervisor.token).get(`/api/shifts/manage?date=${schoolToday()}`);
    expect(res.json()).toMatchObject({ statusCode: 400, message: ['Please select a school name.'] });
    expect(
      (await api(t.app, partTimer.token).get(`/api/shifts/manage?date=${schoolToday()}&schoolName=Ikejiri`)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/shifts/part-time-data', () => {
  it('gives the figures of a known month', async () => {
    const { supervisor, partTimer, fullTimer } = await buildStaff(t.database.db);
    const quiet = await buildUser(t.database.db, { role: ROLE.partTimeTeacher, name: 'Quiet Teacher' });
    const s = (o: Parameters<typeof buildShift>[1]) => buildShift(t.database.db, o);
    // March 2030: Friday the 1st; weeks start 02-25, 03-04, 03-11, 03-18, 03-25.
    await s({
      userId: partTimer.id,
      date: '2030-02-28',
      status: 2,
      startTime: '10:30',
      endTime: '19:30',
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    await s({
      userId: partTimer.id,
      date: '2030-03-01',
      status: 2,
      startTime: '10:30',
      endTime: '19:30',
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    await s({
      userId: partTimer.id,
      date: '2030-03-04',
      status: 1,
      schoolName: 'Gakugei',
      startTime: '13:00',
      endTime: '19:00',
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    await s({ userId: partTimer.id, date: '2030-03-05', status: 0 });
    await s({ userId: partTimer.id, date: '2030-03-06', status: 0 });
    await s({ userId: partTimer.id, date: '2030-04-01', status: 0 });
    await s({ userId: fullTimer.id, date: '2030-03-05', status: 2 });
    await s({ userId: quiet.id, date: '2030-04-02', status: 0 });

    const res = await api(t.app, supervisor.token).get('/api/shifts/part-time-data?date=2030-03-17');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      id: partTimer.id,
      name: partTimer.name,
      readingLevelName: 'All',
      trainingLevelName: 'Training',
      maxHours: 20,
      wanted: 4,
      assignedOrConfirmed: 2,
      satisfaction: 50,
      assignedOrConfirmedForEachSchool: [
        { schoolName: 'Gakugei', count: 1, dates: ['2030-03-04'] },
        { schoolName: 'Ikejiri', count: 1, dates: ['2030-03-01'] },
      ],
      assignedHoursPerWeek: [
        { weekStart: '2030-02-25', hours: 18 },
        { weekStart: '2030-03-04', hours: 6 },
        { weekStart: '2030-03-11', hours: 0 },
        { weekStart: '2030-03-18', hours: 0 },
        { weekStart: '2030-03-25', hours: 0 },
      ],
      notAssignedOrConfirmedDates: ['2030-03-05', '2030-03-06'],
      exceedsMaxHours: false,
    });

    const empty = await api(t.app, supervisor.token).get('/api/shifts/part-time-data?date=2031-01-01');
    expect(empty.json()).toEqual({ data: [] });
  });
});

describe('GET /api/shifts', () => {
  it('lists confirmed shifts of a school and date', async () => {
    const { supervisor, partTimer, fullTimer } = await buildStaff(t.database.db);
    const date = dayFromToday(1);
    const a = await buildShift(t.database.db, { userId: partTimer.id, date, status: 2 });
    await buildShift(t.database.db, { userId: fullTimer.id, date, status: 2, schoolName: 'Gakugei' });
    await buildShift(t.database.db, { userId: fullTimer.id, date, status: 1, startTime: '08:00', endTime: '09:00' });
    const res = await api(t.app, supervisor.token).get(`/api/shifts?status=confirmed&schoolName=Ikejiri&date=${date}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().documents.map((d: { id: string }) => d.id)).toEqual([a.id]);
    const all = await api(t.app, supervisor.token).get(`/api/shifts?date=${date}`);
    expect(all.json().documents).toHaveLength(2);
  });
});

describe('GET /api/shifts/my-shift/:id', () => {
  it("gives today's confirmed shift to its teacher and to supervisors", async () => {
    const { supervisor, partTimer, fullTimer } = await buildStaff(t.database.db);
    const today = schoolToday();
    const s = await buildShift(t.database.db, {
      userId: partTimer.id,
      date: today,
      status: 2,
      schoolName: 'Gakugei',
      startTime: '13:00',
      endTime: '19:30',
    });
    await buildShift(t.database.db, {
      userId: partTimer.id,
      date: today,
      status: 1,
      startTime: '08:00',
      endTime: '10:00',
    });
    await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(1), status: 2 });

    const mine = await api(t.app, partTimer.token).get(`/api/shifts/my-shift/${partTimer.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().documents).toEqual([
      expect.objectContaining({ id: s.id, schoolName: 'Gakugei', startTime: '13:00', endTime: '19:30' }),
    ]);
    expect(
      (await api(t.app, supervisor.token).get(`/api/shifts/my-shift/${partTimer.id}`)).json().documents,
    ).toHaveLength(1);
    expect((await api(t.app, fullTimer.token).get(`/api/shifts/my-shift/${partTimer.id}`)).statusCode).toBe(403);
    expect((await api(t.app, fullTimer.token).get(`/api/shifts/my-shift/${fullTimer.id}`)).json()).toEqual({
      documents: [],
    });
    expect((await api(t.app, supervisor.token).get(`/api/shifts/my-shift/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id/shifts', () => {
  it("deletes a teacher's future shifts only", async () => {
    const { manager, supervisor, partTimer, fullTimer } = await buildStaff(t.database.db);
    const past = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(-1), status: 2 });
    const today = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(0), status: 2 });
    await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(1), status: 2 });
    await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(20), status: 0 });
    const others = await buildShift(t.database.db, { userId: fullTimer.id, date: dayFromToday(3), status: 2 });

    expect((await api(t.app, supervisor.token).delete(`/api/users/${partTimer.id}/shifts`)).statusCode).toBe(403);
    const res = await api(t.app, manager.token).delete(`/api/users/${partTimer.id}/shifts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ document: { userId: partTimer.id, deleted: 2 } });
    const left = (await allShifts()).map((r) => r.id).sort();
    expect(left).toEqual([past.id, today.id, others.id].sort());
    const [audit] = await auditsOf('shift.delete-future');
    expect(audit).toMatchObject({ actorId: manager.id, entity: 'user', entityId: partTimer.id, after: { deleted: 2 } });
    expect((await api(t.app, manager.token).delete(`/api/users/${randomUUID()}/shifts`)).statusCode).toBe(404);
  });
});

describe('who may call the shift routes', () => {
  it('keeps part-timers and full-timers out of the supervisor routes', async () => {
    const { partTimer, fullTimer } = await buildStaff(t.database.db);
    const date = schoolToday();
    for (const who of [partTimer, fullTimer]) {
      for (const [method, url, body] of [
        ['GET', `/api/shifts/manage?date=${date}&schoolName=Ikejiri`],
        ['GET', `/api/shifts/part-time-data?date=${date}`],
        ['GET', `/api/shifts?date=${date}`],
        ['POST', '/api/shifts', {}],
        ['PATCH', '/api/shifts/update-many', { updates: [] }],
        ['PATCH', '/api/shifts/can-submit', { canSubmit: true }],
      ] as [Method, string, unknown?][]) {
        const res = await api(t.app, who.token).send(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const rows = await t.database.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.userId, partTimer.id)));
    expect(rows).toEqual([]);
  });
});

describe('demo data', () => {
  it('gives the demo part-timer a confirmed Ikejiri shift today and leaves one part-timer free from today on', async () => {
    const db = t.database.db;
    const pat = await buildUser(db, { username: 'parttimer', role: ROLE.partTimeTeacher });
    const chloe = await buildUser(db, { username: 'chloesato', role: ROLE.partTimeTeacher });
    for (let i = 0; i < 3; i++) await buildUser(db, { role: ROLE.partTimeTeacher });
    expect(await seedDemoShifts(db)).toBe(true);
    const today = schoolToday();
    const patToday = (await db.select().from(shifts).where(eq(shifts.userId, pat.id))).filter((s) => s.date === today);
    expect(patToday).toEqual([
      expect.objectContaining({ status: 2, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' }),
    ]);
    const chloeLater = (await db.select().from(shifts).where(eq(shifts.userId, chloe.id))).filter(
      (s) => s.date >= today,
    );
    expect(chloeLater).toEqual([]);
    expect(await seedDemoShifts(db)).toBe(false);
  });
});

describe('shift dates and times the date and time pickers would refuse (issue 16 items 4 and 5)', () => {
  it("refuses dates outside 1900-01-01..2100-01-01 with the picker's messages, and writes nothing", async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const shift = { userId: partTimer.id, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' };
    const late = await api(t.app, supervisor.token).post('/api/shifts', { ...shift, date: '2101-01-05' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ statusCode: 400, message: ['Date should not be after maximal date'] });
    const early = await api(t.app, supervisor.token).post('/api/shifts', { ...shift, date: '1899-12-31' });
    expect(early.json()).toMatchObject({ statusCode: 400, message: ['Date should not be before minimal date'] });
    const available = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date: '2101-01-05',
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
    expect(available.json()).toMatchObject({ statusCode: 400, message: ['Date should not be after maximal date'] });
    const s = await buildShift(t.database.db, { userId: partTimer.id, date: dayFromToday(3) });
    const moved = await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, { date: '2101-01-05' });
    expect(moved.json()).toMatchObject({ statusCode: 400, message: ['Date should not be after maximal date'] });
    expect((await allShifts()).map((r) => r.date)).toEqual([dayFromToday(3)]);
  });

  it('refuses times off the 5-minute step: 7:03 PM is never stored as 19:03', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    await setSubmission(t.database.db, true);
    const date = dayFromToday(4);
    const created = await api(t.app, supervisor.token).post('/api/shifts', {
      userId: partTimer.id,
      date,
      status: 1,
      schoolName: 'Ikejiri',
      startTime: '10:30 AM',
      endTime: '7:03 PM',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ statusCode: 400, message: ['time must be in steps of 5 minutes'] });
    const available = await api(t.app, partTimer.token).post('/api/shifts/availability', {
      date,
      availableFrom: '08:20',
      availableUntil: '19:03',
    });
    expect(available.json()).toMatchObject({ statusCode: 400, message: ['time must be in steps of 5 minutes'] });
    const s = await buildShift(t.database.db, {
      userId: partTimer.id,
      date: dayFromToday(5),
      status: 1,
      schoolName: 'Ikejiri',
    });
    const patched = await api(t.app, supervisor.token).patch(`/api/shifts/${s.id}`, { endTime: '19:03' });
    expect(patched.statusCode).toBe(400);
    const many = await api(t.app, supervisor.token).patch('/api/shifts/update-many', {
      updates: [{ id: s.id, startTime: '10:32' }],
    });
    expect(many.statusCode).toBe(400);
    expect(await allShifts()).toHaveLength(1);
    expect(await rowOf(s.id)).toMatchObject({ startTime: '10:30', endTime: '19:30' });
  });
});
