import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer } from '../test/api.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { buildStaff, buildStudent, TEST_PASSWORD } from '../test/factories/index.ts';

describe('API answers compressed for a browser that accepts it', () => {
  const t = useTestApp();

  /** Enough students that the list is larger than the threshold. */
  async function largeList() {
    const { supervisor } = await buildStaff(t.database.db);
    for (let i = 0; i < 12; i++) await buildStudent(t.database.db);
    const plain = await t.app.inject({ url: '/api/students', headers: bearer(supervisor.token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(2048);
    return { supervisor, plain };
  }

  it('sends the same JSON brotli- or gzip-compressed, as the browser asks, and plain otherwise', async () => {
    const { supervisor, plain } = await largeList();
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({
      url: '/api/students',
      headers: { ...bearer(supervisor.token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      url: '/api/students',
      headers: { ...bearer(supervisor.token), 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // Still private: compression changes nothing about caching.
    expect(gz.headers['cache-control']).toBe('no-store');
  });

  it('never compresses a sign-in reply, which carries the token', async () => {
    const { supervisor } = await buildStaff(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-encoding': 'gzip, br' },
      payload: { username: supervisor.username, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('"token"');
  });

  it('leaves small answers and errors as they are', async () => {
    const res = await t.app.inject({ url: '/api/students', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ code: string }>().code).toBe('auth.pleaseLogIn');
  });
});
