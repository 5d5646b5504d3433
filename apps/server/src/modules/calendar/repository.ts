import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, type CalendarFeedRow } from '../../db/schema/index.ts';

export async function findByUser(db: Executor, userId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findByTokenHash(db: Executor, tokenHash: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** The person's first feed; two first asks at once leave one row, the first's (the caller reads it back). */
export async function insertIfAbsent(db: Executor, values: Pick<CalendarFeedRow, 'userId' | 'nonce' | 'tokenHash'>) {
  await db.insert(calendarFeeds).values(values).onConflictDoNothing({ target: calendarFeeds.userId });
}

/** A new token in place of the old one, which stops answering at once. */
export async function replace(db: Executor, values: Pick<CalendarFeedRow, 'userId' | 'nonce' | 'tokenHash'>) {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { nonce: values.nonce, tokenHash: values.tokenHash, createdAt: new Date() },
    })
    .returning();
  return row!;
}
