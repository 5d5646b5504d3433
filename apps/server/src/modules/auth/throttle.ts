import { recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import * as repo from './throttle-repository.ts';

/**
 * Three counters per attempt (see docs/decisions/0003-sign-in-lockout.md):
 * account+address locks early, the account alone later (a spread-out attack),
 * the address alone last (one machine trying many accounts).
 */
export const THROTTLE_RULES = [
  { scope: 'pair', threshold: 5 },
  { scope: 'account', threshold: 20 },
  { scope: 'address', threshold: 50 },
] as const;
export const WINDOW_SECONDS = 3600;
export const BASE_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;

export function lockSeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - threshold));
}

function keysFor(account: string, address: string) {
  const acct = account.trim().toLowerCase();
  return {
    pair: `pair:${acct}|${address}`,
    account: `account:${acct}`,
    address: `address:${address}`,
  };
}

export function createThrottle(db: Db) {
  return {
    async assertNotLocked(account: string, address: string): Promise<void> {
      const now = Date.now();
      const locks = await repo.activeLocks(db, Object.values(keysFor(account, address)), new Date(now));
      if (locks.length === 0) return;
      const until = Math.max(...locks.map((d) => d.getTime()));
      const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
      throw new HttpError(
        429,
        `too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        { retryAfter: Math.ceil((until - now) / 1000) },
      );
    },

    async recordFailure(account: string, address: string, requestId: string): Promise<void> {
      const keys = keysFor(account, address);
      const now = new Date();
      await db.transaction(async (tx) => {
        for (const rule of THROTTLE_RULES) {
          const key = keys[rule.scope];
          const failures = await repo.countFailure(tx, key, WINDOW_SECONDS, now);
          const seconds = lockSeconds(failures, rule.threshold);
          if (seconds > 0) {
            await repo.lockUntil(tx, key, new Date(now.getTime() + seconds * 1000));
            await recordAudit(tx, {
              actorId: null,
              action: 'auth.lockout',
              entity: 'login',
              entityId: key,
              after: { failures, lockSeconds: seconds },
              requestId,
              ip: address,
            });
          }
        }
      });
    },

    async recordSuccess(account: string, address: string): Promise<void> {
      const keys = keysFor(account, address);
      await repo.clear(db, [keys.pair, keys.account]);
    },
  };
}
