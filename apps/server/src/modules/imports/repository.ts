import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { importRuns } from '../../db/schema/index.ts';
import { usersForJoins as users } from '../users/index.ts';

// Imports are a command (decision 0025): the plans read and write the students, sessions and pick-ups through
// their owners' batch operations; this file keeps only the imports' own lock and runs.

/**
 * Serialises applies of one kind across every server process until the transaction ends, so two
 * simultaneous imports of the same file cannot both create the same rows.
 */
export async function lockKind(tx: Executor, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`school-ops:import:${kind}`}))`);
}

// ---- runs ----

export async function insertRun(db: Executor, values: typeof importRuns.$inferInsert) {
  const [row] = await db.insert(importRuns).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type RunWithUser = Awaited<ReturnType<typeof listRuns>>[number];

const runColumns = {
  id: importRuns.id,
  kind: importRuns.kind,
  fileName: importRuns.fileName,
  counts: importRuns.counts,
  createdAt: importRuns.createdAt,
  userName: users.name,
};

export function listRuns(db: Executor, limit: number) {
  return db
    .select(runColumns)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(limit);
}

export async function findRun(db: Executor, id: string): Promise<RunWithUser | undefined> {
  const [row] = await db
    .select(runColumns)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .where(eq(importRuns.id, id));
  return row;
}
