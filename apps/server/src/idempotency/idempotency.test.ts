import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appliedRequests, auditEvents, pickups, sessions, students } from '../db/schema/index.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { api, bearer } from '../test/api.ts';
import { buildPickup, buildSession, buildShift, buildStaff, buildUser, dayFromToday } from '../test/factories/index.ts';
import { KEY_MESSAGE, KEY_REUSED_MESSAGE } from './once.ts';

const t = useTestApp();
const db = () => t.database.db;

const KEY = 'offline-change-0001-abcdef';
const send = (token: string, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: { ...bearer(token), ...(key !== undefined && { 'idempotency-key': key }) },
  });
const auditsOf = (entityId: string) => db().select().from(auditEvents).where(eq(auditEvents.entityId, entityId));

async function startedAbc() {
  const teacher = await buildUser(db(), { readingLevel: 'all' });
  const session = await buildSession(db());
  const start = await api(t.app, teacher.token).patch(`/api/sessions/${session.id}/status`, { status: 'in progress' });
  expect(start.statusCode).toBe(200);
  return { teacher, session, url: `/api/sessions/${session.id}/performance/abc` };
}
const ABC = { spreadLettersMissed: 'b', randomLettersMissed: '', randomNoneMissed: true };

describe('a write sent again with the same Idempotency-Key (issue 20)', () => {
  it('completes a session once: one audit event, times read +1 once, the same reply both times', async () => {
    const { teacher, session, url } = await startedAbc();
    const before = (await db().select().from(students).where(eq(students.id, session.studentId)))[0]!.timesRead;

    const first = await send(teacher.token, url, ABC, KEY);
    const second = await send(teacher.token, url, ABC, KEY);

    expect(first.statusCode).toBe(200);
    expect(first.json().document).toMatchObject({ status: 'completed' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await auditsOf(session.id)).map((a) => a.action)).toEqual(['session.start', 'session.complete']);
    const student = (await db().select().from(students).where(eq(students.id, session.studentId)))[0]!;
    expect(student.timesRead).toBe(before + 1);
    const kept = await db().select().from(appliedRequests).where(eq(appliedRequests.userId, teacher.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: KEY, status: 200 });
  });

  it('without the key, a second submit of a completed session is refused as before (409)', async () => {
    const { teacher, url } = await startedAbc();
    expect((await send(teacher.token, url, ABC)).statusCode).toBe(200);
    expect((await send(teacher.token, url, ABC)).statusCode).toBe(409);
  });

  it('answers the same key with another body with 422 and changes nothing', async () => {
    const { teacher, session, url } = await startedAbc();
    expect((await send(teacher.token, url, ABC, KEY)).statusCode).toBe(200);
    const row = (await db().select().from(sessions).where(eq(sessions.id, session.id)))[0]!;

    const other = await send(teacher.token, url, { ...ABC, spreadLettersMissed: 'c' }, KEY);

    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: KEY_REUSED_MESSAGE, code: 'idempotency.keyReused' });
    expect((await db().select().from(sessions).where(eq(sessions.id, session.id)))[0]).toEqual(row);
    expect(await auditsOf(session.id)).toHaveLength(2);
  });

  it('applies two concurrent sends of one key once', async () => {
    const { teacher, session, url } = await startedAbc();
    const [a, b] = await Promise.all([send(teacher.token, url, ABC, KEY), send(teacher.token, url, ABC, KEY)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect((await auditsOf(session.id)).filter((e) => e.action === 'session.complete')).toHaveLength(1);
  });

  it('keeps no key when the write is refused, so the same change may be sent again once it can succeed', async () => {
    const { teacher, session, url } = await startedAbc();
    const stranger = await buildUser(db(), { readingLevel: 'all' });
    expect((await send(stranger.token, url, ABC, KEY)).statusCode).toBe(409);
    expect(await db().select().from(appliedRequests).where(eq(appliedRequests.userId, stranger.id))).toEqual([]);
    expect((await send(teacher.token, url, ABC, KEY)).statusCode).toBe(200);
    expect((await auditsOf(session.id)).map((a) => a.action)).toEqual(['session.start', 'session.complete']);
  });

  it("keeps each person's keys apart: another person's same key is theirs", async () => {
    const { teacher, url } = await startedAbc();
    const second = await startedAbc();
    expect((await send(teacher.token, url, ABC, KEY)).statusCode).toBe(200);
    const res = await send(second.teacher.token, second.url, ABC, KEY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.json().document.id).toBe(second.session.id);
  });

  it('refuses a malformed key with 400 before writing', async () => {
    const { teacher, session, url } = await startedAbc();
    const res = await send(teacher.token, url, ABC, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(KEY_MESSAGE);
    expect((await db().select().from(sessions).where(eq(sessions.id, session.id)))[0]!.status).toBe('in progress');
  });

  it('steps a pick-up once: one status change, one audit event, the same reply', async () => {
    const { partTimer } = await buildStaff(db());
    const shift = await buildShift(db(), { userId: partTimer.id, date: dayFromToday(0), status: 2 });
    const pickup = await buildPickup(db(), { status: 1 }, { shiftIds: [shift.id] });
    const url = `/api/pickups/${pickup.id}/status`;

    const first = await send(partTimer.token, url, { status: 2 }, KEY);
    const second = await send(partTimer.token, url, { status: 2 }, KEY);

    expect(first.statusCode).toBe(200);
    expect(first.json().document).toMatchObject({ id: pickup.id, status: 2 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await db().select().from(pickups).where(eq(pickups.id, pickup.id)))[0]!.status).toBe(2);
    expect((await auditsOf(pickup.id)).filter((e) => e.action === 'pickup.status')).toHaveLength(1);
  });
});
