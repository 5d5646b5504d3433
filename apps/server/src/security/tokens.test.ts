import { AUTHORITY, ROLE } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { EXPIRED_MESSAGE } from '../auth/authenticate.ts';
import { users } from '../db/schema/index.ts';
import { TEST_SECRET, useTestApp } from '../test/build-test-app.ts';
import { bearer, buildUser } from '../test/factories.ts';
import { algNone, decodeClaims, expired, tamper, wrongSecret } from './support/bad-tokens.ts';

/**
 * Every way a token can be bad, against ordinary routes (a manager's list and a manager's write),
 * each answered 422 with the log-in-again message, and the write never happening. The
 * route-matrix test repeats these callers over every route; modules/auth tests the happy paths.
 */
const EXPIRED = { statusCode: 422, message: EXPIRED_MESSAGE };

describe('tokens', () => {
  const t = useTestApp();

  const listUsers = (token: string) => t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
  const deleteUser = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token) });
  const isLive = async (id: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row?.deletedAt === null;
  };

  async function manager() {
    return buildUser(t.database.db, { authority: AUTHORITY.manager, role: ROLE.schoolManager });
  }

  /** The bad token must be refused on a read and on a write, and the write must not happen. */
  async function expectRefused(token: string) {
    const target = await buildUser(t.database.db);
    const read = await listUsers(token);
    expect(read.statusCode).toBe(422);
    expect(read.json()).toEqual(EXPIRED);
    const write = await deleteUser(token, target.id);
    expect(write.statusCode).toBe(422);
    expect(write.json()).toEqual(EXPIRED);
    expect(await isLive(target.id)).toBe(true);
  }

  it('accepts the genuine token the bad ones are made from', async () => {
    const m = await manager();
    expect((await listUsers(m.token)).statusCode).toBe(200);
  });

  it("refuses alg 'none'", async () => {
    const m = await manager();
    await expectRefused(algNone(m.id, m.tokenVersion));
  });

  it('refuses alg none spelled in other cases and with a signature left on', async () => {
    const m = await manager();
    const [, payload, signature] = m.token.split('.');
    for (const alg of ['None', 'NONE', 'nOnE']) {
      const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      await expectRefused(`${header}.${payload}.`);
      await expectRefused(`${header}.${payload}.${signature}`);
    }
  });

  it('refuses another algorithm than HS256 (HS512 with the right secret)', async () => {
    const m = await manager();
    const hs512 = createSigner({ key: TEST_SECRET, algorithm: 'HS512', expiresIn: 60_000 })({ sub: m.id, ver: m.tokenVersion });
    await expectRefused(hs512);
  });

  it('refuses a token signed with another secret', async () => {
    const m = await manager();
    await expectRefused(wrongSecret(m.id, m.tokenVersion));
  });

  it('refuses an expired token', async () => {
    const m = await manager();
    await expectRefused(expired(m.id, m.tokenVersion));
  });

  it('refuses altered payloads: another subject, a later version, a later expiry', async () => {
    const m = await manager();
    const admin = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
    await expectRefused(tamper(m.token, { ver: m.tokenVersion, sub: admin.id }));
    await expectRefused(tamper(m.token));
    await expectRefused(tamper(m.token, { ver: m.tokenVersion, exp: Number(decodeClaims(m.token).exp) + 86_400 }));
  });

  it('refuses a token of a user whose credentials were reset, and only theirs', async () => {
    const boss = await manager();
    const m = await manager();
    const colleague = await manager();
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${m.id}/reset-credentials`,
      headers: bearer(boss.token),
    });
    expect(reset.statusCode).toBe(200);
    await expectRefused(m.token);
    // Even re-signing the old claims with a bumped version needs the secret: altered is refused.
    await expectRefused(tamper(m.token));
    expect((await listUsers(colleague.token)).statusCode).toBe(200);
    expect((await listUsers(boss.token)).statusCode).toBe(200);
  });

  it('refuses a token of a deleted user', async () => {
    const boss = await manager();
    const m = await manager();
    const del = await deleteUser(boss.token, m.id);
    expect(del.statusCode).toBe(200);
    await expectRefused(m.token);
  });

  it('refuses a token of a user deleted straight in the database (no version bump)', async () => {
    const m = await manager();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, m.id));
    await expectRefused(m.token);
  });

  it('refuses malformed tokens with a 422, never a 500', async () => {
    const m = await manager();
    const [h, p] = m.token.split('.');
    const odd = [`${h}.${p}`, `${h}..`, '...', 'a.b.c', `${h}.${'A'.repeat(10_000)}.x`, '\u0000', 'é.é.é'];
    for (const token of odd) await expectRefused(token);
  });
});
