import { AUTHORITY, ROLE } from '@school-ops/shared';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LONG_TTL_MS, SHORT_TTL_MS } from '../../auth/tokens.ts';
import { auditEvents, loginThrottle, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { api, bearer, signIn } from '../../test/api.ts';
import { buildUser, signToken, TEST_PASSWORD, TEST_PIN } from '../../test/factories/index.ts';

const USER_DTO_KEYS = [
  'authority',
  'id',
  'language',
  'mainShift',
  'maxHours',
  'name',
  'nickname',
  'readingLevel',
  'role',
  'shouldSetCredentials',
  'smsId',
  'trainingLevel',
  'username',
].sort();
/** One's own account (sign-in, /api/auth/me) also says what one may do on screens. */
const SELF_DTO_KEYS = [...USER_DTO_KEYS, 'abilities'].sort();

const INVALID_CREDENTIALS = { statusCode: 401, message: 'invalid credentials' };
const EXPIRED = { statusCode: 422, message: 'your session has expired, please log in again' };

function decodePayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('auth', () => {
  const t = useTestApp();

  const me = (token?: string) => api(t.app, token).get('/api/auth/me');
  const userRow = async (id: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error(`no user ${id}`);
    return row;
  };
  const auditRows = (action: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

  describe('POST /api/auth/login', () => {
    it('signs in with username and password', async () => {
      const u = await buildUser(t.database.db, { username: 'maryann', name: 'Mary Ann', nickname: 'Mimi' });
      const res = await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['payload', 'user']);
      expect(Object.keys(body.payload).sort()).toEqual(['deviceToken', 'token']);
      expect(body.user).toEqual({
        id: u.id,
        username: 'maryann',
        smsId: u.smsId,
        name: 'Mary Ann',
        nickname: 'Mimi',
        role: ROLE.partTimeTeacher,
        authority: AUTHORITY.user,
        shouldSetCredentials: false,
        maxHours: null,
        readingLevel: 'all',
        trainingLevel: 0,
        mainShift: null,
        language: 'en',
        abilities: { seeCanceledSessions: false, grantableAuthorities: [] },
      });
      expect(Object.keys(body.user).sort()).toEqual(SELF_DTO_KEYS);
      expect(res.body).not.toMatch(/hash|argon/i);

      // The token works on a logged-in route.
      const who = await me(body.payload.token);
      expect(who.statusCode).toBe(200);
      expect(who.json()).toEqual({ document: body.user });
    });

    it('accepts the username in any case and with spaces around it', async () => {
      const u = await buildUser(t.database.db, { username: 'maryann' });
      const res = await signIn(t.app, { username: '  MaryAnn ', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(u.id);
    });

    it('signs in with SMS ID and PIN', async () => {
      const u = await buildUser(t.database.db, { smsId: 12345 });
      const res = await signIn(t.app, { username: '12345', password: TEST_PIN });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(u.id);
      expect(decodePayload(res.json().payload.token).sub).toBe(u.id);
    });

    it('does not accept the password for an SMS ID nor the PIN for a username', async () => {
      await buildUser(t.database.db, { username: 'maryann', smsId: 12345 });
      const pinAsPassword = await signIn(t.app, { username: 'maryann', password: TEST_PIN });
      expect(pinAsPassword.statusCode).toBe(401);
      expect(pinAsPassword.json()).toMatchObject(INVALID_CREDENTIALS);
      const passwordAsPin = await signIn(t.app, { username: '12345', password: TEST_PASSWORD.slice(0, 5) });
      expect(passwordAsPin.statusCode).toBe(401);
      expect(passwordAsPin.json()).toMatchObject(INVALID_CREDENTIALS);
    });

    it('answers a wrong password and an unknown user alike', async () => {
      await buildUser(t.database.db, { username: 'maryann', smsId: 12345 });
      const wrong = await signIn(t.app, { username: 'maryann', password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject(INVALID_CREDENTIALS);
      const unknown = await signIn(t.app, { username: 'nobody', password: TEST_PASSWORD });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject(INVALID_CREDENTIALS);
      const unknownSms = await signIn(t.app, { username: '54321', password: TEST_PIN });
      expect(unknownSms.statusCode).toBe(401);
      expect(unknownSms.json()).toMatchObject(INVALID_CREDENTIALS);
    });

    it('refuses a soft-deleted user', async () => {
      const u = await buildUser(t.database.db, { username: 'maryann' });
      await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, u.id));
      const res = await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(INVALID_CREDENTIALS);
    });

    it('validates the body with the docs/product.md §5.1 limits', async () => {
      const missing = await signIn(t.app, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        statusCode: 400,
        message: ['username is required', 'password is required'],
      });

      const longName = await signIn(t.app, { username: 'a'.repeat(37), password: TEST_PASSWORD });
      expect(longName.statusCode).toBe(400);
      expect(longName.json()).toMatchObject({ statusCode: 400, message: ['username must be at most 36 characters'] });

      const longSms = await signIn(t.app, { username: '123456', password: TEST_PIN });
      expect(longSms.statusCode).toBe(400);
      expect(longSms.json()).toMatchObject({ statusCode: 400, message: ['username must be at most 5 characters'] });

      const longPin = await signIn(t.app, { username: '12345', password: '123456' });
      expect(longPin.statusCode).toBe(400);
      expect(longPin.json()).toMatchObject({ statusCode: 400, message: ['password must be at most 5 characters'] });

      const longPassword = await signIn(t.app, { username: 'maryann', password: 'p'.repeat(49) });
      expect(longPassword.statusCode).toBe(400);
      expect(longPassword.json()).toMatchObject({
        statusCode: 400,
        message: ['password must be at most 48 characters'],
      });

      // Validation failures are not sign-in failures: nothing is counted.
      expect(await t.database.db.select().from(loginThrottle)).toEqual([]);
    });

    it('accepts the longest allowed username and password', async () => {
      const username = 'a'.repeat(36);
      await buildUser(t.database.db, { username });
      const res = await signIn(t.app, { username, password: 'p'.repeat(48) });
      expect(res.statusCode).toBe(401);
    });

    it('gives a 12-hour token by default and a 30-day token when staying logged in', async () => {
      await buildUser(t.database.db, { username: 'maryann' });
      const short = decodePayload(
        (await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD })).json().payload.token,
      );
      expect(Number(short.exp) - Number(short.iat)).toBe(12 * 60 * 60);
      expect(SHORT_TTL_MS).toBe(12 * 60 * 60 * 1000);

      const long = decodePayload(
        (await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD, stayLoggedIn: true })).json().payload
          .token,
      );
      expect(Number(long.exp) - Number(long.iat)).toBe(30 * 24 * 60 * 60);
      expect(LONG_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);

      const explicitShort = decodePayload(
        (await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD, stayLoggedIn: false })).json().payload
          .token,
      );
      expect(Number(explicitShort.exp) - Number(explicitShort.iat)).toBe(12 * 60 * 60);
    });

    it('never gives an SMS ID login a 30-day token', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      const res = await signIn(t.app, { username: '12345', password: TEST_PIN, stayLoggedIn: true });
      expect(res.statusCode).toBe(200);
      const claims = decodePayload(res.json().payload.token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 60 * 60);
    });

    it('stores argon2id hashes, never the secrets', async () => {
      const u = await buildUser(t.database.db);
      const row = await userRow(u.id);
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(row.pinHash.startsWith('$argon2id$')).toBe(true);
      expect(row.passwordHash).not.toContain(TEST_PASSWORD);
      expect(row.pinHash).not.toContain(TEST_PIN);
    });
  });

  describe('sign-in lockout', () => {
    it('locks an account from one address after 5 wrong PINs, even for the right PIN', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      for (let i = 0; i < 5; i++) {
        const res = await signIn(t.app, { username: '12345', password: '0000' });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject(INVALID_CREDENTIALS);
      }
      const locked = await signIn(t.app, { username: '12345', password: TEST_PIN });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().statusCode).toBe(429);
      expect(locked.json().message).toContain('too many failed sign-in attempts');
      const retryAfter = Number(locked.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);

      const lockouts = await auditRows('auth.lockout');
      expect(lockouts).toHaveLength(1);
      expect(lockouts[0]).toMatchObject({
        actorId: null,
        entity: 'login',
        entityId: 'pair:12345|127.0.0.1',
        ip: '127.0.0.1',
        after: { failures: 5, lockSeconds: 30 },
      });

      const [pair] = await t.database.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, 'pair:12345|127.0.0.1'));
      expect(pair?.failures).toBe(5);
      expect(pair?.lockedUntil).toBeInstanceOf(Date);
    });

    it('does not count the refused attempts while locked', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      for (let i = 0; i < 5; i++) await signIn(t.app, { username: '12345', password: '0000' });
      for (let i = 0; i < 3; i++)
        expect((await signIn(t.app, { username: '12345', password: '0000' })).statusCode).toBe(429);
      const [pair] = await t.database.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, 'pair:12345|127.0.0.1'));
      expect(pair?.failures).toBe(5);
      expect(await auditRows('auth.lockout')).toHaveLength(1);
    });

    it('leaves other accounts, and the same account from another address, alone', async () => {
      const victim = await buildUser(t.database.db, { smsId: 12345 });
      const other = await buildUser(t.database.db, { smsId: 23456, username: 'otheruser' });
      for (let i = 0; i < 5; i++) await signIn(t.app, { username: '12345', password: '0000' });
      expect((await signIn(t.app, { username: '12345', password: TEST_PIN })).statusCode).toBe(429);

      const otherPin = await signIn(t.app, { username: '23456', password: TEST_PIN });
      expect(otherPin.statusCode).toBe(200);
      expect(otherPin.json().user.id).toBe(other.id);
      const otherPassword = await signIn(t.app, { username: 'otheruser', password: TEST_PASSWORD });
      expect(otherPassword.statusCode).toBe(200);

      const elsewhere = await signIn(t.app, { username: '12345', password: TEST_PIN }, { remoteAddress: '10.0.0.7' });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json().user.id).toBe(victim.id);
    });

    it('counts unknown accounts too', async () => {
      for (let i = 0; i < 5; i++)
        expect((await signIn(t.app, { username: 'ghost', password: 'whatever' })).statusCode).toBe(401);
      const res = await signIn(t.app, { username: 'ghost', password: 'whatever' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain('too many failed sign-in attempts');
    });

    it("clears the account's counters after a successful sign-in", async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      for (let i = 0; i < 4; i++)
        expect((await signIn(t.app, { username: '12345', password: '0000' })).statusCode).toBe(401);
      expect((await signIn(t.app, { username: '12345', password: TEST_PIN })).statusCode).toBe(200);

      const keys = (await t.database.db.select().from(loginThrottle)).map((r) => r.key).sort();
      expect(keys).toEqual(['address:127.0.0.1']);

      // Had the 4 failures been kept, the 5th below would lock the account.
      for (let i = 0; i < 4; i++)
        expect((await signIn(t.app, { username: '12345', password: '0000' })).statusCode).toBe(401);
      expect((await signIn(t.app, { username: '12345', password: TEST_PIN })).statusCode).toBe(200);
      expect(await auditRows('auth.lockout')).toEqual([]);
    });
  });

  describe('tokens', () => {
    it('asks for a login without a token', async () => {
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'please log in' });
      const notBearer = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: 'Basic abc' },
      });
      expect(notBearer.statusCode).toBe(401);
    });

    it('refuses a garbage token', async () => {
      const res = await me('not-a-jwt');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it('refuses a token whose payload was altered', async () => {
      const a = await buildUser(t.database.db);
      const b = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
      const [header, , signature] = a.token.split('.');
      const forged = `${header}.${b64url({ ...decodePayload(a.token), sub: b.id })}.${signature}`;
      const res = await me(forged);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it('refuses a token signed with another secret', async () => {
      const u = await buildUser(t.database.db);
      const foreign = signToken(u, { secret: 'another-secret-another-secret-another-secret' });
      const res = await me(foreign);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it("refuses an unsigned token (alg 'none')", async () => {
      const u = await buildUser(t.database.db);
      const now = Math.floor(Date.now() / 1000);
      const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: u.id, ver: u.tokenVersion, iat: now, exp: now + 3600 })}.`;
      const res = await me(none);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it('refuses an expired token', async () => {
      const u = await buildUser(t.database.db);
      const expired = signToken(u, { expired: true });
      const res = await me(expired);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
      // The same claims freshly signed are fine: only the expiry differs.
      expect((await me(u.token)).statusCode).toBe(200);
    });

    it('refuses a well-signed token for an unknown user', async () => {
      const ghost = signToken({ id: randomUUID(), tokenVersion: 0 });
      const res = await me(ghost);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it('refuses a well-signed token whose subject is not a UUID', async () => {
      const odd = signToken({ id: 'not-a-uuid', tokenVersion: 0 });
      const res = await me(odd);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it('refuses the token of a soft-deleted user', async () => {
      const manager = await buildUser(t.database.db, { authority: AUTHORITY.manager, role: ROLE.schoolManager });
      const u = await buildUser(t.database.db);
      expect((await me(u.token)).statusCode).toBe(200);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: bearer(manager.token) });
      expect(del.statusCode).toBe(200);
      const res = await me(u.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);
    });

    it('refuses a token issued before the credentials were reset', async () => {
      const manager = await buildUser(t.database.db, { authority: AUTHORITY.manager, role: ROLE.schoolManager });
      const u = await buildUser(t.database.db);
      expect((await me(u.token)).statusCode).toBe(200);
      const reset = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${u.id}/reset-credentials`,
        headers: bearer(manager.token),
      });
      expect(reset.statusCode).toBe(200);
      const res = await me(u.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(EXPIRED);

      // The new credentials give a token that works.
      const { username, pin } = reset.json().credentials;
      const relog = await signIn(t.app, { username, password: reset.json().credentials.password });
      expect(relog.statusCode).toBe(200);
      expect((await me(relog.json().payload.token)).statusCode).toBe(200);
      expect((await signIn(t.app, { username: String(u.smsId), password: pin })).statusCode).toBe(200);
    });
  });

  describe('PATCH /api/auth/:id/update-my-password', () => {
    const NEW_PASSWORD = 'brand-new-pass-9';
    const update = (id: string, token: string, payload: Record<string, unknown>) =>
      api(t.app, token).patch(`/api/auth/${id}/update-my-password`, payload);

    it('changes only your own password', async () => {
      const a = await buildUser(t.database.db);
      const b = await buildUser(t.database.db);
      const res = await update(b.id, a.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'you can only change your own credentials' });
      expect((await userRow(b.id)).passwordHash).toBe(b.passwordHash);
      expect(await auditRows('auth.update-password')).toEqual([]);
    });

    it('even a manager cannot change another user password here', async () => {
      const manager = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
      const b = await buildUser(t.database.db);
      const res = await update(b.id, manager.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(403);
    });

    it('checks the current password', async () => {
      const u = await buildUser(t.database.db);
      const res = await update(u.id, u.token, { currentPassword: 'wrong-password', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'current password is incorrect' });
      expect((await userRow(u.id)).passwordHash).toBe(u.passwordHash);
    });

    it('wants a new password', async () => {
      const u = await buildUser(t.database.db);
      const res = await update(u.id, u.token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('new password must be new');
    });

    it('validates the body', async () => {
      const u = await buildUser(t.database.db);
      const empty = await update(u.id, u.token, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        statusCode: 400,
        message: ['current password is required', 'new password is required'],
      });
      const short = await update(u.id, u.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ statusCode: 400, message: ['new password must be at least 8 characters'] });
    });

    it('answers 400 for an id that is not a UUID', async () => {
      const u = await buildUser(t.database.db);
      const res = await update('nope', u.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: ['requested data not found'] });
    });

    it('changes the password, keeps shouldSetCredentials until the PIN is changed too, and audits', async () => {
      const u = await buildUser(t.database.db, { mustChange: true, username: 'maryann' });
      const res = await update(u.id, u.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: u.id, shouldSetCredentials: true });
      expect(Object.keys(res.json().document).sort()).toEqual(USER_DTO_KEYS);

      const row = await userRow(u.id);
      expect(row.mustChangePassword).toBe(false);
      expect(row.mustChangePin).toBe(true);
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(row.passwordHash).not.toBe(u.passwordHash);
      expect(row.pinHash).toBe(u.pinHash);

      const audits = await auditRows('auth.update-password');
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: u.id, entity: 'user', entityId: u.id });
      expect(JSON.stringify(audits[0])).not.toContain(NEW_PASSWORD);

      expect((await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD })).statusCode).toBe(401);
      const relog = await signIn(t.app, { username: 'maryann', password: NEW_PASSWORD });
      expect(relog.statusCode).toBe(200);
      expect(relog.json().user.shouldSetCredentials).toBe(true);

      // The change ends every earlier token; the reply's fresh one carries on (security/tokens.test.ts).
      expect((await me(u.token)).statusCode).toBe(422);
      const fresh = res.json().payload.token as string;
      expect((await me(fresh)).statusCode).toBe(200);

      const pin = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/${u.id}/update-my-pin`,
        headers: bearer(fresh),
        payload: { currentPin: TEST_PIN, newPin: '8642' },
      });
      expect(pin.statusCode).toBe(200);
      expect(pin.json().document.shouldSetCredentials).toBe(false);
      const after = await userRow(u.id);
      expect(after.mustChangePassword).toBe(false);
      expect(after.mustChangePin).toBe(false);
    });
  });

  describe('PATCH /api/auth/:id/update-my-pin', () => {
    const update = (id: string, token: string, payload: Record<string, unknown>) =>
      api(t.app, token).patch(`/api/auth/${id}/update-my-pin`, payload);

    it('changes only your own PIN', async () => {
      const a = await buildUser(t.database.db);
      const b = await buildUser(t.database.db);
      const res = await update(b.id, a.token, { currentPin: TEST_PIN, newPin: '8642' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'you can only change your own credentials' });
      expect((await userRow(b.id)).pinHash).toBe(b.pinHash);
    });

    it('checks the current PIN', async () => {
      const u = await buildUser(t.database.db);
      const res = await update(u.id, u.token, { currentPin: '0000', newPin: '8642' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'current PIN is incorrect' });
      expect((await userRow(u.id)).pinHash).toBe(u.pinHash);
    });

    it('wants a new PIN of exactly 4 digits', async () => {
      const u = await buildUser(t.database.db);
      const same = await update(u.id, u.token, { currentPin: TEST_PIN, newPin: TEST_PIN });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toContain('new PIN must be new');
      const short = await update(u.id, u.token, { currentPin: TEST_PIN, newPin: '123' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ statusCode: 400, message: ['new PIN must be exactly 4 digits'] });
      const letters = await update(u.id, u.token, { currentPin: TEST_PIN, newPin: '12ab' });
      expect(letters.statusCode).toBe(400);
      expect(letters.json().message).toContain('new PIN must be exactly 4 digits');
    });

    it('changes the PIN, keeps shouldSetCredentials until the password is changed too, and audits', async () => {
      const u = await buildUser(t.database.db, { mustChange: true, smsId: 12345 });
      const res = await update(u.id, u.token, { currentPin: TEST_PIN, newPin: '8642' });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: u.id, shouldSetCredentials: true });

      const row = await userRow(u.id);
      expect(row.mustChangePin).toBe(false);
      expect(row.mustChangePassword).toBe(true);
      expect(row.pinHash.startsWith('$argon2id$')).toBe(true);
      expect(row.passwordHash).toBe(u.passwordHash);

      const audits = await auditRows('auth.update-pin');
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: u.id, entity: 'user', entityId: u.id });

      expect((await signIn(t.app, { username: '12345', password: TEST_PIN })).statusCode).toBe(401);
      expect((await signIn(t.app, { username: '12345', password: '8642' })).statusCode).toBe(200);

      const pw = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/${u.id}/update-my-password`,
        headers: bearer(res.json().payload.token),
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-9' },
      });
      expect(pw.statusCode).toBe(200);
      expect(pw.json().document.shouldSetCredentials).toBe(false);
      const [after] = await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, u.id), eq(users.mustChangePassword, false), eq(users.mustChangePin, false)));
      expect(after).toBeDefined();
    });
  });

  describe('GET /api/auth/me', () => {
    it('returns the signed-in user', async () => {
      const u = await buildUser(t.database.db, { name: 'Ken Tanaka' });
      const res = await me(u.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: u.id, name: 'Ken Tanaka' });
      expect(Object.keys(res.json().document).sort()).toEqual(SELF_DTO_KEYS);
    });

    it("says on one's own account whether one may list canceled sessions: supervisors may", async () => {
      const teacher = await buildUser(t.database.db, { authority: AUTHORITY.user });
      const supervisor = await buildUser(t.database.db, { authority: AUTHORITY.supervisor });
      expect((await me(teacher.token)).json().document.abilities).toEqual({
        seeCanceledSessions: false,
        grantableAuthorities: [],
      });
      expect((await me(supervisor.token)).json().document.abilities).toEqual({
        seeCanceledSessions: true,
        grantableAuthorities: [],
      });
    });
  });
});
