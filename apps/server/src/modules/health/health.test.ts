import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers without a token once the database responds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'request.notFound', message: 'requested data not found' });
  });
});
