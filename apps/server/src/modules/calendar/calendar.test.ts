import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, calendarFeeds, shifts, users } from '../../db/schema/index.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildPickup, buildShift, buildStudent, buildUser, dayFromToday } from '../../test/factories/index.ts';
import { safeUrl } from '../../lib/log-safety.ts';

interface ParsedEvent {
  uid: string;
  summary: string;
  sequence: number;
  start: ICAL.Time;
  end: ICAL.Time;
}

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return { uid: e.uid, summary: e.summary, sequence: e.sequence, start: e.startDate, end: e.endDate };
  });
  return { calendar, events };
}

describe('calendar feed', () => {
  const t = useTestApp();

  const subscribe = async (token: string) => {
    const res = await api(t.app, token).get('/api/calendar/subscription');
    expect(res.statusCode).toBe(200);
    return res.json<{ document: { path: string } }>().document.path;
  };
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

  it("serves the person's confirmed shifts, in Asia/Tokyo, and nothing else", async () => {
    const teacher = await buildUser(t.database.db, { name: 'Hana Teacher' });
    const date = dayFromToday(3);
    const confirmed = await buildShift(t.database.db, {
      userId: teacher.id,
      status: 2,
      date,
      schoolName: 'Gakugei',
      startTime: '09:30',
      endTime: '17:00',
    });
    await buildShift(t.database.db, { userId: teacher.id, status: 1, date: dayFromToday(4) });
    await buildShift(t.database.db, { userId: teacher.id, status: 0, date: dayFromToday(5) });
    await buildShift(t.database.db, { userId: teacher.id, status: -1, date: dayFromToday(6) });

    const res = await fetchFeed(await subscribe(teacher.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Tokyo');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(`shift-${confirmed.id}@school-ops`);
    expect(event!.summary).toBe('Shift · Gakugei');
    expect(event!.start.zone?.tzid).toBe('Asia/Tokyo');
    expect(event!.start.toString()).toBe(`${date}T09:30:00`);
    expect(event!.end.toString()).toBe(`${date}T17:00:00`);
    // 09:30 in Tokyo is 00:30 UTC the same day.
    expect(event!.start.toJSDate().toISOString()).toBe(`${date}T00:30:00.000Z`);
  });

  it('keeps a UID and raises SEQUENCE when the shift changes; a canceled shift leaves the feed', async () => {
    const teacher = await buildUser(t.database.db);
    const shift = await buildShift(t.database.db, { userId: teacher.id, status: 2 });
    const path = await subscribe(teacher.token);
    const [first] = parse((await fetchFeed(path)).body).events;
    expect(first!.sequence).toBe(0);

    await t.database.db
      .update(shifts)
      .set({ startTime: '11:00', updatedAt: new Date(shift.createdAt.getTime() + 90_000) })
      .where(eq(shifts.id, shift.id));
    const [second] = parse((await fetchFeed(path)).body).events;
    expect(second!.uid).toBe(first!.uid);
    expect(second!.sequence).toBeGreaterThan(first!.sequence);
    expect(second!.start.toString()).toBe(`${shift.date}T11:00:00`);

    await t.database.db.update(shifts).set({ status: -1 }).where(eq(shifts.id, shift.id));
    expect(parse((await fetchFeed(path)).body).events).toEqual([]);
  });

  it("adds the person's pick-ups without the children's names, in the person's language", async () => {
    const teacher = await buildUser(t.database.db, { name: 'Ken Sato' });
    await t.database.db.update(users).set({ language: 'ja' }).where(eq(users.id, teacher.id));
    const shift = await buildShift(t.database.db, { userId: teacher.id, status: 2, date: dayFromToday(0) });
    const child = await buildStudent(t.database.db, { name: 'Aoi Tanaka' });
    const pickup = await buildPickup(
      t.database.db,
      { category: 'drop-off', location: 'Ikejiri Park' },
      { studentIds: [child.id], shiftIds: [shift.id] },
    );
    // Someone else's pick-up of the same day.
    const other = await buildShift(t.database.db, { status: 2, date: dayFromToday(0) });
    await buildPickup(t.database.db, { location: 'Far Away School' }, { shiftIds: [other.id] });

    const res = await fetchFeed(await subscribe(teacher.token));
    const { events } = parse(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual([`pickup-${pickup.id}@school-ops`, `shift-${shift.id}@school-ops`]);
    const drop = events.find((e) => e.uid.startsWith('pickup-'))!;
    expect(drop.summary).toBe('お送り · Ikejiri Park');
    expect(drop.start.toString()).toBe(`${pickup.date}T14:00:00`);
    expect(drop.end.toString()).toBe(`${pickup.date}T15:00:00`);
    expect(res.body).not.toContain('Aoi');
    expect(res.body).not.toContain('Far Away');
  });

  it("never holds another person's shifts", async () => {
    const [a, b] = [await buildUser(t.database.db), await buildUser(t.database.db)];
    await buildShift(t.database.db, { userId: a.id, status: 2, schoolName: 'Ikejiri' });
    const theirs = await buildShift(t.database.db, { userId: b.id, status: 2, schoolName: 'Gakugei' });
    const body = (await fetchFeed(await subscribe(a.token))).body;
    expect(parse(body).events.map((e) => e.summary)).toEqual(['Shift · Ikejiri']);
    expect(body).not.toContain(theirs.id);
  });

  it('gives the same URL on every ask, and stores only a hash of its token', async () => {
    const teacher = await buildUser(t.database.db);
    const path = await subscribe(teacher.token);
    expect(await subscribe(teacher.token)).toBe(path);
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    const rows = await t.database.db.select().from(calendarFeeds);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('renewing kills the old URL', async () => {
    const teacher = await buildUser(t.database.db);
    await buildShift(t.database.db, { userId: teacher.id, status: 2 });
    const old = await subscribe(teacher.token);
    const res = await api(t.app, teacher.token).post('/api/calendar/subscription/renew');
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ document: { path: string } }>().document.path;
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect(await subscribe(teacher.token)).toBe(renewed);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'calendar.renew'));
    expect(audit).toMatchObject({
      actorId: teacher.id,
      entity: 'user',
      entityId: teacher.id,
      before: null,
      after: null,
    });
  });

  it('answers 404, with nothing more, to a wrong, malformed or deleted person’s token', async () => {
    const teacher = await buildUser(t.database.db);
    const path = await subscribe(teacher.token);
    const wrong = `/api/calendar/${'A'.repeat(43)}.ics`;
    for (const url of [wrong, '/api/calendar/short.ics', '/api/calendar/.ics']) {
      const res = await fetchFeed(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'request.notFound', message: 'requested data not found' });
    }
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, teacher.id));
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });

  it('keeps the token out of the logs', () => {
    expect(safeUrl(`/api/calendar/${'x'.repeat(43)}.ics`)).toBe('/api/calendar/[redacted]');
    expect(safeUrl('/api/calendar/subscription')).toBe('/api/calendar/subscription');
  });
});
