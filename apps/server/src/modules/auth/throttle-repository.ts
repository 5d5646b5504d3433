import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';

export async function activeLocks(db: Executor, keys: string[]): Promise<Date[]> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, sql`now()`)));
  return rows.flatMap((r) => (r.lockedUntil ? [r.lockedUntil] : []));
}

/** Counts one failure; the count starts again after an hour without failures. */
export async function countFailure(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

export async function lockUntil(db: Executor, key: string, seconds: number): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(sql`${loginThrottle.key} = ${key}`);
}

export async function clear(db: Executor, keys: string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
