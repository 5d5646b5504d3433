import { describe, expect, it } from 'vitest';
import { createStorage, newKey } from '../storage/index.ts';
import { testConfig, useTestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/api.ts';
import { buildStaff, buildStudent, TEST_PASSWORD } from '../test/factories/index.ts';

describe('Cache-Control', () => {
  const t = useTestApp();

  it('is no-store on the sign-in reply, right or wrong', async () => {
    const { supervisor } = await buildStaff(t.database.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: supervisor.username, password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: supervisor.username, password: 'nope-nope-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on API answers with personal data, cached list bodies and errors alike', async () => {
    const { supervisor, partTimer } = await buildStaff(t.database.db);
    const student = await buildStudent(t.database.db);
    const today = new Date().toISOString().slice(0, 10);
    const calls = [
      { url: '/api/auth/me', token: supervisor.token, status: 200 },
      { url: '/api/students', token: supervisor.token, status: 200 },
      { url: `/api/students/${student.id}`, token: supervisor.token, status: 200 },
      { url: `/api/sessions?date=${today}`, token: partTimer.token, status: 200 },
      { url: '/api/books', token: partTimer.token, status: 200 },
      { url: `/api/pickups/my-pickups/${partTimer.id}?date=${today}`, token: partTimer.token, status: 200 },
      { url: '/api/users', token: supervisor.token, status: 403 },
      { url: '/api/students', token: undefined, status: 401 },
      { url: '/api/no-such-route', token: undefined, status: 404 },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ url: c.url, headers: c.token ? bearer(c.token) : {} });
      expect(res.statusCode, `${c.url}: ${res.body}`).toBe(c.status);
      expect(res.headers['cache-control'], c.url).toBe('no-store');
    }
  });

  it('lets a signed photo stay in the browser privately until its signature expires', async () => {
    const { supervisor } = await buildStaff(t.database.db);
    const key = newKey('student', 'jpg');
    await createStorage(testConfig).put(key, Buffer.from('photo'), 'image/jpeg');
    const signed = await t.app.inject({
      url: `/api/object-storage/signed-url-read/${key}?expiresIn=600000`,
      headers: bearer(supervisor.token),
    });
    expect(signed.headers['cache-control']).toBe('no-store');
    const file = await t.app.inject({ url: signed.json<{ document: { url: string } }>().document.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=(59\d|600)$/);
    const forged = await t.app.inject({ url: `/api/files/${key}?expires=9999999999999&signature=x` });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['cache-control']).toBe('no-store');
  });
});
