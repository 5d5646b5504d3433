import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema/index.ts';

/** Ends one sign-in token; revocations of tokens that have run out by now are dropped on the way. */
export async function revokeToken(
  db: Executor,
  token: { jti: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}

/** The ids of a person's revoked tokens that have not run out yet (a handful: one per logout). */
export async function revokedTokenIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.userId, userId), gt(revokedTokens.expiresAt, new Date())));
  return new Set(rows.map((r) => r.jti));
}
