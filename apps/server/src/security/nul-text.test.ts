import { describe, expect, it } from 'vitest';
import { links, students } from '../db/schema/index.ts';
import { NUL_MESSAGE } from '../lib/text-input.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/api.ts';
import { buildStaff } from '../test/factories/index.ts';

/** PostgreSQL cannot store U+0000: wherever it comes in, the answer is a 400 and nothing is written. */
describe('the NUL character in a request', () => {
  const t = useTestApp();
  const refused = { statusCode: 400, code: 'request.nulCharacter', message: NUL_MESSAGE };

  it('is refused in a search query', async () => {
    const { manager } = await buildStaff(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/students?search=%00', headers: bearer(manager.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('is refused in a JSON body, deep or in a key, and nothing is written', async () => {
    const { manager } = await buildStaff(t.database.db);
    for (const payload of [
      { links: [{ title: 'Hand\u0000book', url: 'https://example.com/a', role: 3 }] },
      { links: [{ title: 'Handbook', url: 'https://example.com/a', role: 3, 'x\u0000': 1 }] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/links', headers: bearer(manager.token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    expect(await t.database.db.select().from(links)).toEqual([]);
  });

  it('is refused in a path parameter', async () => {
    const { manager } = await buildStaff(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/students/%00', headers: bearer(manager.token) });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(students)).toEqual([]);
  });
});
