import { AUTHORITY, AUTHORITY_NAMES, ROLE, ROLE_NAMES, type Authority, type Role } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { createStorage, newKey } from '../storage/index.ts';
import { testConfig, useTestApp } from '../test/build-test-app.ts';
import { api, bearer } from '../test/api.ts';
import { buildUser } from '../test/factories/index.ts';

const AUTHORITIES = Object.values(AUTHORITY) as Authority[];
/** The rule is by authority: a teaching role (or none) never changes it. */
const ROLES: (Role | null)[] = [null, ...(Object.values(ROLE) as Role[])];

/** Which authorities may have each kind of stored file signed (the others get 404). */
const READERS: Record<string, Authority[]> = {
  student: [AUTHORITY.admin, AUTHORITY.manager, AUTHORITY.supervisor],
  activity: AUTHORITIES,
  book: AUTHORITIES,
  spelling: AUTHORITIES,
  // Keys the server never makes for a readable file: nobody gets them signed.
  user: [],
  manual: [],
  backup: [],
};

describe('GET /api/object-storage/signed-url-read/:filename signs only files the caller may read', () => {
  const t = useTestApp();
  const storage = createStorage(testConfig);

  it.each(Object.entries(READERS))('%s files', async (kind, readers) => {
    const key = newKey(kind, kind === 'spelling' ? 'gif' : 'jpg');
    await storage.put(key, Buffer.from(`the ${kind} file`), 'image/jpeg');
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const a of AUTHORITIES) {
      for (const r of ROLES) {
        const u = await buildUser(t.database.db, { authority: a, role: r, signsIn: false });
        const res = await api(t.app, u.token).get(`/api/object-storage/signed-url-read/${key}`);
        const name = `${AUTHORITY_NAMES[a]} with role ${r === null ? 'none' : ROLE_NAMES[r]}`;
        outcomes[name] = res.statusCode;
        expected[name] = readers.includes(a) ? 200 : 404;
        if (res.statusCode === 200) {
          // The URL it signed really serves the file.
          const file = await t.app.inject({ url: res.json<{ document: { url: string } }>().document.url });
          expect(file.body).toBe(`the ${kind} file`);
        } else {
          expect(res.json()).toMatchObject({ statusCode: 404, message: 'requested data not found' });
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('answers 404 to a name that is no key of ours, whoever asks', async () => {
    const admin = await buildUser(t.database.db, { authority: AUTHORITY.admin });
    for (const name of [
      'student.jpg',
      `student-${crypto.randomUUID()}.exe`,
      '..%2Fjwt-secret',
      `Student-${crypto.randomUUID()}.jpg`,
    ]) {
      const res = await t.app.inject({
        url: `/api/object-storage/signed-url-read/${name}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
