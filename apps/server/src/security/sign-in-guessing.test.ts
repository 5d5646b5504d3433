import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { MAX_LOCK_SECONDS } from '../modules/auth/throttle.ts';
import { signIn } from '../test/api.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { buildUser, TEST_PIN } from '../test/factories/index.ts';

/**
 * Scripted PIN guessing against one SMS ID (docs/decisions/0003-sign-in-lockout.md). The throttle
 * reads the app clock, so a day of attempts is simulated by moving Date, never by sleeping.
 */
const VICTIM_SMS = '12345';
const ATTACKER = '203.0.113.9';
const DAY_MS = 24 * 60 * 60 * 1000;
const LOCK_MESSAGE = /^too many failed sign-in attempts, please try again in \d+ (seconds?|minutes?)$/;
const ALL_PINS = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'));

describe('sign-in guessing', () => {
  const t = useTestApp();

  afterEach(() => {
    vi.useRealTimers();
  });

  const lockouts = () => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.lockout'));

  /** Only Date is faked: timers stay real so the database and Fastify run as usual. */
  function simulatedClock() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-04-01T09:00:00Z'));
    const start = Date.now();
    return {
      elapsed: () => Date.now() - start,
      advance: (ms: number) => vi.setSystemTime(Date.now() + ms),
    };
  }

  /**
   * The patient attacker: tries the PINs in order, and on a 429 waits exactly the Retry-After it
   * was given before trying the same PIN again, for one simulated day.
   */
  async function patientAttack(clock: ReturnType<typeof simulatedClock>, addressOf: (attempt: number) => string) {
    let next = 0;
    let attempts = 0;
    const waits: number[] = [];
    const statuses = new Map<number, number>();
    while (clock.elapsed() < DAY_MS && next < ALL_PINS.length) {
      const res = await signIn(
        t.app,
        { username: VICTIM_SMS, password: ALL_PINS[next]! },
        { remoteAddress: addressOf(attempts) },
      );
      attempts += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 200) return { guessed: next, accepted: ALL_PINS[next], waits, statuses };
      if (res.statusCode === 429) {
        expect(res.json().message).toMatch(LOCK_MESSAGE);
        const wait = Number(res.headers['retry-after']);
        waits.push(wait);
        clock.advance(wait * 1000);
      } else {
        expect(res.statusCode).toBe(401);
        next += 1;
      }
    }
    return { guessed: next, accepted: undefined, waits, statuses };
  }

  it(
    'refuses every one of the 10,000 PINs sent in one burst, the right one included',
    { timeout: 90_000 },
    async () => {
      await buildUser(t.database.db, { smsId: Number(VICTIM_SMS) });
      // The burst happens within one instant of the app clock, as a fast script would manage.
      simulatedClock();
      const counts = new Map<number, number>();
      let rightPinAnswer: { statusCode: number; message: string } | undefined;
      const send = async (pin: string) => {
        const res = await signIn(t.app, { username: VICTIM_SMS, password: pin }, { remoteAddress: ATTACKER });
        counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
        if (pin === TEST_PIN) rightPinAnswer = { statusCode: res.statusCode, message: res.json().message };
      };
      // The first guesses one by one (they decide the lock), the rest as 20 parallel streams.
      for (const pin of ALL_PINS.slice(0, 10)) await send(pin);
      const rest = ALL_PINS.slice(10);
      await Promise.all(
        Array.from({ length: 20 }, async (_, stream) => {
          for (let i = stream; i < rest.length; i += 20) await send(rest[i]!);
        }),
      );
      // Five wrong guesses are checked; everything after is refused before any PIN check.
      expect(Object.fromEntries(counts)).toEqual({ 401: 5, 429: 9995 });
      expect(rightPinAnswer?.statusCode).toBe(429);
      expect(rightPinAnswer?.message).toMatch(LOCK_MESSAGE);

      const audit = await lockouts();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: null,
        entity: 'login',
        entityId: `pair:${VICTIM_SMS}|203.0.113.9`,
        ip: '203.0.113.9',
      });
    },
  );

  it('lets a patient attacker from one address check only about a hundred PINs in a simulated day', async () => {
    await buildUser(t.database.db, { smsId: Number(VICTIM_SMS) });
    const clock = simulatedClock();
    const run = await patientAttack(clock, () => '203.0.113.9');

    expect(run.accepted).toBeUndefined();
    // Unthrottled, the right PIN (4321) would fall in the first 4,322 guesses.
    expect(run.guessed).toBeLessThan(120);
    expect(run.guessed).toBeGreaterThan(50);
    expect(Math.max(...run.waits)).toBeLessThanOrEqual(MAX_LOCK_SECONDS);
    // At this pace a sweep of all PINs takes about three months.
    const daysForSweep = ALL_PINS.length / run.guessed;
    expect(daysForSweep).toBeGreaterThan(80);

    const audit = await lockouts();
    expect(audit.length).toBeGreaterThan(50);
    expect(new Set(audit.map((a) => a.entityId))).toEqual(
      new Set([`pair:${VICTIM_SMS}|203.0.113.9`, `account:${VICTIM_SMS}`, 'address:203.0.113.9']),
    );
  });

  it('holds against guesses spread over a new address for every attempt', async () => {
    await buildUser(t.database.db, { smsId: Number(VICTIM_SMS) });
    const clock = simulatedClock();
    const run = await patientAttack(clock, (n) => `198.51.${Math.floor(n / 250) % 250}.${n % 250}`);

    expect(run.accepted).toBeUndefined();
    // The account-wide counter stops it: 20 free guesses, then the same backoff.
    expect(run.guessed).toBeLessThan(140);
    expect(Math.max(...run.waits)).toBeLessThanOrEqual(MAX_LOCK_SECONDS);
    expect((await lockouts()).some((a) => a.entityId === `account:${VICTIM_SMS}`)).toBe(true);
  });

  it('cannot lock everyone out for long: other accounts work at once, the victim within 15 minutes', async () => {
    const victim = await buildUser(t.database.db, { smsId: Number(VICTIM_SMS) });
    const colleague = await buildUser(t.database.db, { smsId: 23456 });
    const clock = simulatedClock();
    // An hour of the patient attack, from many addresses so the account-wide lock is on.
    let n = 0;
    let last = 0;
    const until = clock.elapsed() + 60 * 60 * 1000;
    // Stop right after a counted failure, when the attacker's newest lock is freshest.
    while (clock.elapsed() < until || last !== 401) {
      const res = await signIn(
        t.app,
        { username: VICTIM_SMS, password: ALL_PINS[n]! },
        { remoteAddress: `198.51.100.${n % 200}` },
      );
      last = res.statusCode;
      if (res.statusCode === 429) clock.advance(Number(res.headers['retry-after']) * 1000);
      else n += 1;
    }

    // Right now the victim on a device without a device token is refused too: the price of the account-wide
    // key (sign-in-devices.test.ts shows their own tablet getting in).
    const blocked = await signIn(t.app, { username: VICTIM_SMS, password: TEST_PIN }, { remoteAddress: '192.0.2.50' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(LOCK_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(MAX_LOCK_SECONDS);

    // A colleague on another device is not affected at all.
    const other = await signIn(t.app, { username: '23456', password: TEST_PIN }, { remoteAddress: '192.0.2.51' });
    expect(other.statusCode).toBe(200);
    expect(other.json().user.id).toBe(colleague.id);

    // Once the attacker pauses, the longest lock runs out and the owner is back in.
    clock.advance(MAX_LOCK_SECONDS * 1000);
    const back = await signIn(t.app, { username: VICTIM_SMS, password: TEST_PIN }, { remoteAddress: '192.0.2.50' });
    expect(back.statusCode).toBe(200);
    expect(back.json().user.id).toBe(victim.id);
  });
});
