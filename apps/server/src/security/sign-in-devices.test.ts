import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { auditEvents, loginThrottle } from '../db/schema/index.ts';
import { hasher, testConfig, tokens, useTestApp } from '../test/build-test-app.ts';
import { bearer, signIn } from '../test/api.ts';
import { buildUser, signToken, TEST_PASSWORD, TEST_PIN } from '../test/factories/index.ts';
import { decodeClaims } from './support/bad-tokens.ts';

/**
 * Sign-in throttling that cannot lock a school out (issue 15 §2, docs/decisions/0015-device-tokens-and-logout.md):
 * a device the person signed in on before is judged by its own failures only; unknown devices keep the
 * per-account+address, per-account and per-address rules; an SMS ID is one counter however it is spelled;
 * X-Forwarded-For counts only from a trusted proxy; the 429 says the real wait.
 */
const HOME = '203.0.113.9';
/** Sign-ins come from the school's one address unless a test says otherwise. */
const FROM_HOME = { remoteAddress: HOME };
const LOCKED = /^too many failed sign-in attempts, please try again in /;

describe('sign-in throttling with device tokens', () => {
  const t = useTestApp();
  const extraApps: FastifyInstance[] = [];

  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
  });

  const lockouts = () => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.lockout'));

  /** The device token a successful sign-in gives this browser. */
  async function deviceTokenFor(username: string, password: string, address = HOME): Promise<string> {
    const res = await signIn(t.app, { username, password }, { remoteAddress: address });
    expect(res.statusCode).toBe(200);
    return res.json().payload.deviceToken as string;
  }

  /** Only Date is faked, so the database and Fastify run as usual while locks run out. */
  function simulatedClock() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-04-01T09:00:00Z'));
    return { advance: (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000) };
  }

  async function appWith(trustProxy: typeof testConfig.trustProxy) {
    const app = await buildApp({
      config: { ...testConfig, trustProxy },
      db: t.database.db,
      changes: t.database.changes,
      hasher,
      tokens,
      logger: false,
    });
    await app.ready();
    extraApps.push(app);
    return app;
  }

  describe('a device the person signed in on before', () => {
    it('is not kept out by a flood of made-up usernames from its address, while unknown devices there are', async () => {
      await buildUser(t.database.db, { username: 'admin' });
      await buildUser(t.database.db, { username: 'newcomer' });
      const device = await deviceTokenFor('admin', TEST_PASSWORD);
      for (let i = 0; i < 50; i++) {
        expect((await signIn(t.app, { username: `ghost${i}`, password: 'wrong-password' }, FROM_HOME)).statusCode).toBe(
          401,
        );
      }
      // The address is locked now: a person on a device that never signed in here is refused...
      const unknown = await signIn(t.app, { username: 'newcomer', password: TEST_PASSWORD }, FROM_HOME);
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().message).toMatch(LOCKED);
      expect((await lockouts()).map((a) => a.entityId)).toContain(`address:${HOME}`);
      // ...but the admin on their own tablet is not.
      const known = await signIn(
        t.app,
        { username: 'admin', password: TEST_PASSWORD, deviceTokens: [device] },
        FROM_HOME,
      );
      expect(known.statusCode).toBe(200);
      expect(known.json().user.username).toBe('admin');
    });

    it('is not kept out by an account lock aimed at its owner, and the lock stays on for the attacker', async () => {
      const victim = await buildUser(t.database.db, { smsId: 12345 });
      simulatedClock();
      const device = await deviceTokenFor('12345', TEST_PIN);
      // 20 wrong PINs from 20 addresses: the account-wide lock.
      for (let i = 0; i < 20; i++) {
        expect(
          (await signIn(t.app, { username: '12345', password: '0000' }, { remoteAddress: `198.51.100.${i}` }))
            .statusCode,
        ).toBe(401);
      }
      expect(
        (await signIn(t.app, { username: '12345', password: TEST_PIN }, { remoteAddress: '192.0.2.50' })).statusCode,
      ).toBe(429);

      const own = await signIn(t.app, { username: '12345', password: TEST_PIN, deviceTokens: [device] }, FROM_HOME);
      expect(own.statusCode).toBe(200);
      expect(own.json().user.id).toBe(victim.id);
      // The owner's sign-in does not free the account for everyone else.
      expect(
        (await signIn(t.app, { username: '12345', password: TEST_PIN }, { remoteAddress: '192.0.2.51' })).statusCode,
      ).toBe(429);
    });

    it('works for the same person by username or SMS ID, and among other people’s device tokens', async () => {
      await buildUser(t.database.db, { username: 'maryann', smsId: 4321 });
      await buildUser(t.database.db, { username: 'kenji', smsId: 5555 });
      const mary = await deviceTokenFor('maryann', TEST_PASSWORD);
      const ken = await deviceTokenFor('kenji', TEST_PASSWORD);
      for (let i = 0; i < 5; i++) await signIn(t.app, { username: '4321', password: '0000' }, FROM_HOME);
      for (let i = 0; i < 5; i++) await signIn(t.app, { username: 'maryann', password: 'wrong-password' }, FROM_HOME);
      expect((await signIn(t.app, { username: '4321', password: TEST_PIN }, FROM_HOME)).statusCode).toBe(429);
      expect((await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD }, FROM_HOME)).statusCode).toBe(429);
      // A shared tablet sends the device tokens of everyone who signed in on it.
      expect(
        (await signIn(t.app, { username: '4321', password: TEST_PIN, deviceTokens: [ken, mary] }, FROM_HOME))
          .statusCode,
      ).toBe(200);
      expect(
        (await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD, deviceTokens: [ken, mary] }, FROM_HOME))
          .statusCode,
      ).toBe(200);
    });

    it('is judged by its own failures: 5 wrong PINs lock that device, and only it', async () => {
      const owner = await buildUser(t.database.db, { smsId: 12345 });
      const device = await deviceTokenFor('12345', TEST_PIN);
      const { dev } = decodeClaims(device) as { dev: string };
      for (let i = 0; i < 5; i++) {
        expect(
          (await signIn(t.app, { username: '12345', password: '0000', deviceTokens: [device] }, FROM_HOME)).statusCode,
        ).toBe(401);
      }
      const locked = await signIn(t.app, { username: '12345', password: TEST_PIN, deviceTokens: [device] }, FROM_HOME);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('too many failed sign-in attempts, please try again in 30 seconds');
      expect((await lockouts()).map((a) => a.entityId)).toEqual([`device:${dev}`]);
      // The device's failures counted against no address or account: another device signs in.
      const keys = (await t.database.db.select().from(loginThrottle)).map((r) => r.key);
      expect(keys).toEqual([`device:${dev}`]);
      const elsewhere = await signIn(t.app, { username: '12345', password: TEST_PIN }, { remoteAddress: '192.0.2.50' });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json().user.id).toBe(owner.id);
    });

    it('keeps its id across sign-ins, in a token that cannot be used as a sign-in token', async () => {
      const u = await buildUser(t.database.db, { username: 'maryann' });
      const first = await deviceTokenFor('maryann', TEST_PASSWORD);
      const again = await signIn(
        t.app,
        { username: 'maryann', password: TEST_PASSWORD, deviceTokens: [first] },
        FROM_HOME,
      );
      const second = again.json().payload.deviceToken as string;
      expect(decodeClaims(second)).toMatchObject({ sub: u.id, dev: decodeClaims(first).dev });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) });
      expect(me.statusCode).toBe(422);
    });
  });

  describe('unknown devices keep the rules of decision 0003', () => {
    it("treat another person's, an altered or a sign-in token as no device token at all", async () => {
      const victim = await buildUser(t.database.db, { username: 'maryann' });
      await buildUser(t.database.db, { username: 'kenji' });
      const kenDevice = await deviceTokenFor('kenji', TEST_PASSWORD);
      const maryDevice = await deviceTokenFor('maryann', TEST_PASSWORD);
      const [h, , s] = maryDevice.split('.');
      const altered = `${h}.${Buffer.from(JSON.stringify({ ...decodeClaims(maryDevice), dev: 'attacker' })).toString('base64url')}.${s}`;
      const signInToken = signToken(victim);
      for (let i = 0; i < 5; i++) await signIn(t.app, { username: 'maryann', password: 'wrong-password' }, FROM_HOME);
      for (const deviceTokens of [[], [kenDevice], [altered], [signInToken], ['not-a-token']]) {
        const res = await signIn(t.app, { username: 'maryann', password: TEST_PASSWORD, deviceTokens }, FROM_HOME);
        expect(res.statusCode).toBe(429);
      }
    });

    it('answers a malformed device token list with 400, never a 500', async () => {
      await buildUser(t.database.db, { username: 'maryann' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'maryann', password: TEST_PASSWORD, deviceTokens: 'abc' },
      });
      expect(res.statusCode).toBe(400);
      const many = await signIn(
        t.app,
        { username: 'maryann', password: TEST_PASSWORD, deviceTokens: Array(11).fill('x') },
        FROM_HOME,
      );
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toEqual(['at most 10 device tokens']);
    });
  });

  describe('SMS IDs', () => {
    it('count 777, 0777 and 00777 as one account: the fifth wrong PIN locks all three spellings', async () => {
      const u = await buildUser(t.database.db, { smsId: 777 });
      const spellings = ['777', '0777', '00777', '0777', '777'];
      for (const username of spellings)
        expect((await signIn(t.app, { username, password: '0000' }, FROM_HOME)).statusCode).toBe(401);
      for (const username of ['777', '0777', '00777']) {
        const res = await signIn(t.app, { username, password: TEST_PIN }, FROM_HOME);
        expect(res.statusCode).toBe(429);
      }
      expect((await lockouts()).map((a) => a.entityId)).toEqual([`pair:777|${HOME}`]);
      // And each spelling signs in to the one account.
      const ok = await signIn(t.app, { username: '00777', password: TEST_PIN }, { remoteAddress: '192.0.2.50' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.id).toBe(u.id);
    });
  });

  describe('the 429 says the real wait', () => {
    it('in seconds under a minute and in whole minutes (rounded up) above, with a code and Retry-After', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      const clock = simulatedClock();
      for (let i = 0; i < 5; i++) await signIn(t.app, { username: '12345', password: '0000' }, FROM_HOME);
      const first = await signIn(t.app, { username: '12345', password: TEST_PIN }, FROM_HOME);
      expect(first.statusCode).toBe(429);
      expect(first.json()).toMatchObject({
        statusCode: 429,
        code: 'sign_in_throttled',
        message: 'too many failed sign-in attempts, please try again in 30 seconds',
        params: { seconds: 30 },
      });
      expect(first.headers['retry-after']).toBe('30');

      clock.advance(29);
      expect((await signIn(t.app, { username: '12345', password: TEST_PIN }, FROM_HOME)).json().message).toBe(
        'too many failed sign-in attempts, please try again in 1 second',
      );
      clock.advance(1);
      // The sixth failure: 60 s, the seventh 120 s.
      expect((await signIn(t.app, { username: '12345', password: '0000' }, FROM_HOME)).statusCode).toBe(401);
      expect((await signIn(t.app, { username: '12345', password: TEST_PIN }, FROM_HOME)).json().message).toBe(
        'too many failed sign-in attempts, please try again in 1 minute',
      );
      clock.advance(60);
      expect((await signIn(t.app, { username: '12345', password: '0000' }, FROM_HOME)).statusCode).toBe(401);
      clock.advance(30);
      const later = await signIn(t.app, { username: '12345', password: TEST_PIN }, FROM_HOME);
      expect(later.json().message).toBe('too many failed sign-in attempts, please try again in 2 minutes');
      expect(later.json().params).toEqual({ seconds: 90 });
      expect(later.headers['retry-after']).toBe('90');
    });
  });

  describe('X-Forwarded-For', () => {
    const rotating = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` });

    it('is ignored without a trusted proxy: a rotated header does not dodge the per-address lock', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      for (let i = 0; i < 5; i++)
        await signIn(t.app, { username: '12345', password: '0000' }, { remoteAddress: HOME, headers: rotating(i) });
      expect(
        (await signIn(t.app, { username: '12345', password: TEST_PIN }, { remoteAddress: HOME, headers: rotating(9) }))
          .statusCode,
      ).toBe(429);
      expect((await lockouts())[0]).toMatchObject({ entityId: `pair:12345|${HOME}`, ip: HOME });
    });

    it('is believed only from a listed proxy', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      const app = await appWith(['10.0.0.1']);
      // A client talking to the server directly cannot choose its address.
      for (let i = 0; i < 5; i++)
        await signIn(app, { username: '12345', password: '0000' }, { remoteAddress: HOME, headers: rotating(i) });
      expect(
        (await signIn(app, { username: '12345', password: TEST_PIN }, { remoteAddress: HOME, headers: rotating(9) }))
          .statusCode,
      ).toBe(429);
      // Through the proxy, each client is counted at its own address.
      const viaProxy = await signIn(
        app,
        { username: '12345', password: TEST_PIN },
        { remoteAddress: '10.0.0.1', headers: rotating(20) },
      );
      expect(viaProxy.statusCode).toBe(200);
      for (let i = 0; i < 5; i++)
        await signIn(
          app,
          { username: '12345', password: '0000' },
          { remoteAddress: '10.0.0.1', headers: rotating(30) },
        );
      expect((await lockouts()).map((a) => a.ip)).toEqual([HOME, '192.0.2.31']);
    });

    it('with a hop count, takes the address the nearest proxy saw, not what the client wrote in front of it', async () => {
      await buildUser(t.database.db, { smsId: 12345 });
      const app = await appWith(1);
      for (let i = 0; i < 5; i++) {
        await signIn(
          app,
          { username: '12345', password: '0000' },
          { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': `192.0.2.${i + 1}, ${HOME}` } },
        );
      }
      expect((await lockouts())[0]).toMatchObject({ entityId: `pair:12345|${HOME}`, ip: HOME });
    });
  });

  describe('TRUST_PROXY', () => {
    const config = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: testConfig.dataDir, JWT_SECRET: 'x'.repeat(32), TRUST_PROXY });

    it("takes Fastify's forms: nothing, a hop count, addresses and CIDRs", () => {
      expect(config().trustProxy).toBe(false);
      expect(config('false').trustProxy).toBe(false);
      expect(config('2').trustProxy).toBe(2);
      expect(config('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback').trustProxy).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
        'fd00::/8',
        'loopback',
      ]);
    });

    it('refuses a blanket true, and anything else it cannot read, saying what to write', () => {
      expect(() => config('true')).toThrow(
        /TRUST_PROXY: "true" would believe any client's X-Forwarded-For: set it to the number of proxies/,
      );
      expect(() => config('nginx')).toThrow(/TRUST_PROXY: "nginx" is not a hop count, an address or a CIDR/);
      expect(() => config('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is not a hop count/);
    });
  });
});
