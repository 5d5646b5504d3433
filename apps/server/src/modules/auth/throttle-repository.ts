import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';

// Times come from the app's clock (not the database's now()) so that the lock, its end and the
// minutes in the message are all measured on one clock, which tests can move.

export async function activeLocks(db: Executor, keys: string[], now: Date): Promise<Date[]> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)));
  return rows.flatMap((r) => (r.lockedUntil ? [r.lockedUntil] : []));
}

/** Counts one failure; the count starts again after an hour without failures. */
export async function countFailure(db: Executor, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

export async function lockUntil(db: Executor, key: string, until: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: until })
    .where(sql`${loginThrottle.key} = ${key}`);
}

export async function clear(db: Executor, keys: string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
