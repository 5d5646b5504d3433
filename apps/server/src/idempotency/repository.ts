import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appliedRequests } from '../db/schema/index.ts';

export interface AppliedRequest {
  requestHash: string;
  status: number;
  reply: unknown;
}

export async function findApplied(db: Executor, userId: string, key: string): Promise<AppliedRequest | undefined> {
  const [row] = await db
    .select({ requestHash: appliedRequests.requestHash, status: appliedRequests.status, reply: appliedRequests.reply })
    .from(appliedRequests)
    .where(and(eq(appliedRequests.userId, userId), eq(appliedRequests.key, key)));
  return row;
}

/**
 * Claims the key inside the write's transaction. A second request with the same key waits here on the first one's
 * uncommitted row (the primary key), then finds it taken: false, and its transaction is rolled back.
 */
export async function claimKey(tx: Executor, userId: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx
    .insert(appliedRequests)
    .values({ userId, key, requestHash, status: 0, reply: null })
    .onConflictDoNothing()
    .returning({ key: appliedRequests.key });
  return rows.length === 1;
}

export async function saveReply(tx: Executor, userId: string, key: string, status: number, reply: unknown) {
  await tx
    .update(appliedRequests)
    .set({ status, reply })
    .where(and(eq(appliedRequests.userId, userId), eq(appliedRequests.key, key)));
}

/** A person's keys older than any device could still be holding a change for; dropped on the way (few per person). */
export async function forgetAppliedBefore(db: Executor, userId: string, before: Date): Promise<void> {
  await db.delete(appliedRequests).where(and(eq(appliedRequests.userId, userId), lt(appliedRequests.at, before)));
}
