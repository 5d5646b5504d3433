import { AUTHORITY, ROLE } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { api, bearer } from '../../test/api.ts';
import { buildStaff, buildUser, dayFromToday, setSubmission } from '../../test/factories/index.ts';
import { updateUser } from '../users/index.ts';

const t = useTestApp();
describe('GET /api/shifts/staff (issue 16 item 29)', () => {
  it('lists everyone who may hold a shift, supervisors and school managers included, and nobody else', async () => {
    const { admin, manager, supervisor, fullTimer, partTimer } = await buildStaff(t.database.db);
    const noRole = await buildUser(t.database.db, { authority: AUTHORITY.manager });
    await updateUser(t.database.db, noRole.id, { role: null });
    const res = await api(t.app, supervisor.token).get('/api/shifts/staff');
    expect(res.statusCode).toBe(200);
    const ids = res.json().documents.map((u: { id: string }) => u.id);
    expect(ids.sort()).toEqual([admin.id, manager.id, supervisor.id, fullTimer.id, partTimer.id].sort());
    expect(ids).not.toContain(noRole.id);
    expect(res.json().documents.find((u: { id: string }) => u.id === supervisor.id)).toMatchObject({
      name: supervisor.name,
      role: ROLE.supervisor,
    });
  });

  it('a supervisor picked there gets the shift', async () => {
    const { supervisor } = await buildStaff(t.database.db);
    const other = await buildUser(t.database.db, { authority: AUTHORITY.supervisor, role: ROLE.supervisor });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: bearer(supervisor.token),
      payload: {
        userId: other.id,
        date: dayFromToday(3),
        status: 1,
        schoolName: 'Gakugei',
        startTime: '09:00',
        endTime: '17:00',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/shifts/can-submit (issue 16 item 28)', () => {
  it('tells where the global switch stands, with no school chosen', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    expect((await api(t.app, supervisor.token).get('/api/shifts/can-submit')).json()).toEqual({
      document: { canSubmit: false },
    });
    await setSubmission(t.database.db, true);
    expect((await api(t.app, supervisor.token).get('/api/shifts/can-submit')).json()).toEqual({
      document: { canSubmit: true },
    });
    expect((await api(t.app, partTimer.token).get('/api/shifts/can-submit')).statusCode).toBe(403);
  });
});
