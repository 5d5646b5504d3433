import { AUTHORITY, ROLE } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPIRED_MESSAGE } from '../auth/authenticate.ts';
import { auditEvents, revokedTokens, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { api, bearer, signIn } from '../test/api.ts';
import { buildUser, signToken, TEST_PASSWORD, TEST_PIN } from '../test/factories/index.ts';
import { algNone, decodeClaims, expired, tamper, wrongSecret } from './support/bad-tokens.ts';

/**
 * Every way a token can be bad, against ordinary routes (a manager's list and a manager's write),
 * each answered 422 with the log-in-again message, and the write never happening. The
 * route-matrix test repeats these callers over every route; modules/auth tests the happy paths.
 */
const EXPIRED = { statusCode: 422, message: EXPIRED_MESSAGE };

describe('tokens', () => {
  const t = useTestApp();

  const listUsers = (token: string) => api(t.app, token).get('/api/users');
  const deleteUser = (token: string, id: string) => api(t.app, token).delete(`/api/users/${id}`);
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
    expect(read.json()).toMatchObject(EXPIRED);
    const write = await deleteUser(token, target.id);
    expect(write.statusCode).toBe(422);
    expect(write.json()).toMatchObject(EXPIRED);
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
    const hs512 = signToken(m, { algorithm: 'HS512' });
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

  describe('changing one’s own password or PIN', () => {
    /** Signs in as the test user twice: the tablet that makes the change, and a phone left signed in. */
    async function twoDevices(smsId: number) {
      const u = await buildUser(t.database.db, {
        authority: AUTHORITY.manager,
        role: ROLE.schoolManager,
        smsId,
        username: `u${smsId}`,
      });
      const tokenOf = async (body: Record<string, unknown>) => {
        const res = await signIn(t.app, body);
        expect(res.statusCode).toBe(200);
        return res.json().payload.token as string;
      };
      return {
        u,
        tablet: await tokenOf({ username: u.username, password: TEST_PASSWORD, stayLoggedIn: true }),
        phone: await tokenOf({ username: String(smsId), password: TEST_PIN }),
      };
    }

    it.each([
      ['password', 'update-my-password', { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-9' }],
      ['PIN', 'update-my-pin', { currentPin: TEST_PIN, newPin: '8642' }],
    ])(
      'a %s change ends every earlier token and returns a fresh one of the same lifetime',
      async (_name, path, payload) => {
        const { u, tablet, phone } = await twoDevices(path === 'update-my-pin' ? 4100 : 4200);
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/auth/${u.id}/${path}`,
          headers: bearer(tablet),
          payload,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().document).toMatchObject({ id: u.id });
        const fresh = res.json().payload.token as string;
        // Every earlier token, of this device and the others, is refused as expired; and the factory's too.
        await expectRefused(tablet);
        await expectRefused(phone);
        await expectRefused(u.token);
        expect((await listUsers(fresh)).statusCode).toBe(200);
        const claims = decodeClaims(fresh);
        expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 24 * 60 * 60);
        expect(claims.ver).toBe(u.tokenVersion + 1);
        const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
        expect(row?.tokenVersion).toBe(u.tokenVersion + 1);
      },
    );

    it('a refused change (wrong current password) ends nothing', async () => {
      const { u, tablet } = await twoDevices(4300);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/${u.id}/update-my-password`,
        headers: bearer(tablet),
        payload: { currentPassword: 'not-the-password', newPassword: 'brand-new-pass-9' },
      });
      expect(res.statusCode).toBe(400);
      expect((await listUsers(tablet)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/logout', () => {
    const logout = (token: string) => api(t.app, token).post('/api/auth/logout');

    it('ends the token it is called with, and only that one', async () => {
      const m = await manager();
      const other = signToken(m);
      const res = await logout(m.token);
      expect(res.statusCode).toBe(204);
      await expectRefused(m.token);
      expect((await logout(m.token)).statusCode).toBe(422);
      // The same person on another device stays signed in.
      expect((await listUsers(other)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(revokedTokens).where(eq(revokedTokens.userId, m.id));
      expect(row).toMatchObject({ jti: decodeClaims(m.token).jti });
      expect(row?.expiresAt.getTime()).toBe(Number(decodeClaims(m.token).exp) * 1000);
      const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.logout'));
      expect(audit).toMatchObject({ actorId: m.id, entityId: m.id });
    });

    it('drops revocations of tokens that have run out anyway', async () => {
      const m = await manager();
      const old = await manager();
      await t.database.db
        .insert(revokedTokens)
        .values({ jti: 'long-gone', userId: old.id, expiresAt: new Date(Date.now() - 1000) });
      expect((await logout(m.token)).statusCode).toBe(204);
      const left = await t.database.db.select({ jti: revokedTokens.jti }).from(revokedTokens);
      expect(left).toEqual([{ jti: decodeClaims(m.token).jti }]);
    });

    it('cannot be called without a live token', async () => {
      const m = await manager();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
      expect((await logout(expired(m.id, m.tokenVersion))).statusCode).toBe(422);
      expect(await t.database.db.select().from(revokedTokens)).toEqual([]);
    });
  });

  it('refuses a token signed without an id (made before logout could end one token)', async () => {
    const m = await manager();
    const noId = signToken(m, { withoutId: true });
    await expectRefused(noId);
  });

  it('refuses malformed tokens with a 422, never a 500', async () => {
    const m = await manager();
    const [h, p] = m.token.split('.');
    const odd = [`${h}.${p}`, `${h}..`, '...', 'a.b.c', `${h}.${'A'.repeat(10_000)}.x`, '\u0000', 'é.é.é'];
    for (const token of odd) await expectRefused(token);
  });
});
