import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, type ActivityRow, type NewActivityRow } from '../../db/schema/index.ts';

/**
 * Adds the rows that are not there yet. The unique index (school, date, class) decides: two staff
 * opening the page at once both insert, one of them wins each row, neither fails.
 */
export async function insertMissing(db: Executor, rows: NewActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(activities)
    .values(rows)
    .onConflictDoNothing({
      target: [activities.schoolName, activities.date, activities.className],
    });
}

export function listByDate(db: Executor, schools: readonly string[], date: string): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.date, date), inArray(activities.schoolName, [...schools])));
}

export async function findById(db: Executor, id: string): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

/** The row, locked until the transaction ends: two changes of one activity take turns. */
export async function lockById(db: Executor, id: string): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).for('update');
  return row;
}

export async function update(
  db: Executor,
  id: string,
  values: Partial<NewActivityRow>,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .update(activities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(activities.id, id))
    .returning();
  return row;
}

export async function countActivities(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(activities);
  return row?.n ?? 0;
}
