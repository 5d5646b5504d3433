import { recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import * as repo from './throttle-repository.ts';

/**
 * Three counters per attempt from an unknown device (see docs/decisions/0003-sign-in-lockout.md):
 * account+address locks early, the account alone later (a spread-out attack),
 * the address alone last (one machine trying many accounts).
 */
export const THROTTLE_RULES = [
  { scope: 'pair', threshold: 5 },
  { scope: 'account', threshold: 20 },
  { scope: 'address', threshold: 50 },
] as const;
/** A device the person signed in on before is judged by its own counter alone (decision 0015). */
export const DEVICE_THRESHOLD = 5;
export const WINDOW_SECONDS = 3600;
export const BASE_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;

export function lockSeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - threshold));
}

/** The real wait: seconds under a minute, whole minutes (rounded up) from a minute on. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** One sign-in attempt: the (normalised) name typed, the address, and the id of a trusted device if it showed one. */
export interface Attempt {
  account: string;
  address: string;
  device?: string;
}

interface Counter {
  scope: 'device' | (typeof THROTTLE_RULES)[number]['scope'];
  key: string;
  threshold: number;
}

function countersFor({ account, address, device }: Attempt): Counter[] {
  if (device) return [{ scope: 'device', key: `device:${device}`, threshold: DEVICE_THRESHOLD }];
  const acct = account.trim().toLowerCase();
  const keys = { pair: `pair:${acct}|${address}`, account: `account:${acct}`, address: `address:${address}` };
  return THROTTLE_RULES.map((rule) => ({ scope: rule.scope, key: keys[rule.scope], threshold: rule.threshold }));
}

/**
 * What a success clears: the counters it was judged by, except the address's (other accounts tried from
 * there). A trusted device leaves the account's counters alone, so the owner signing in on their own
 * tablet does not free an attacker locked on their account.
 */
const clearedBy = (attempt: Attempt) =>
  countersFor(attempt)
    .filter((c) => c.scope !== 'address')
    .map((c) => c.key);

export function createThrottle(db: Db) {
  return {
    async assertNotLocked(attempt: Attempt): Promise<void> {
      const now = Date.now();
      const locks = await repo.activeLocks(
        db,
        countersFor(attempt).map((c) => c.key),
        new Date(now),
      );
      if (locks.length === 0) return;
      const until = Math.max(...locks.map((d) => d.getTime()));
      const seconds = Math.max(1, Math.ceil((until - now) / 1000));
      throw new HttpError(429, `too many failed sign-in attempts, please try again in ${waitText(seconds)}`, {
        code: 'sign_in_throttled',
        params: { seconds },
        retryAfter: seconds,
      });
    },

    async recordFailure(attempt: Attempt, requestId: string): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        for (const { key, threshold } of countersFor(attempt)) {
          const failures = await repo.countFailure(tx, key, WINDOW_SECONDS, now);
          const seconds = lockSeconds(failures, threshold);
          if (seconds > 0) {
            await repo.lockUntil(tx, key, new Date(now.getTime() + seconds * 1000));
            await recordAudit(tx, {
              actorId: null,
              action: 'auth.lockout',
              entity: 'login',
              entityId: key,
              after: { failures, lockSeconds: seconds },
              requestId,
              ip: attempt.address,
            });
          }
        }
      });
    },

    async recordSuccess(attempt: Attempt): Promise<void> {
      await repo.clear(db, clearedBy(attempt));
    },
  };
}
