import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { uploadBudget } from '../db/schema/index.ts';

export type Taken = { taken: true } | { taken: false; windowEndsAt: Date };

/**
 * Takes `photos` from the person's window of `windowMs` if it has room for them (a window older
 * than that starts again), in one statement so that parallel requests and processes never both
 * take the last room. A refused request takes nothing. Times come from the app's clock.
 */
export async function takePhotos(
  db: Executor,
  userId: string,
  photos: number,
  limit: number,
  now: Date,
  windowMs: number,
): Promise<Taken> {
  const expired = sql`${uploadBudget.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(uploadBudget)
    .values({ userId, windowStartedAt: now, photos })
    .onConflictDoUpdate({
      target: uploadBudget.userId,
      set: {
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${uploadBudget.windowStartedAt} end`,
        photos: sql`case when ${expired} then excluded.photos else ${uploadBudget.photos} + excluded.photos end`,
      },
      setWhere: sql`${expired} or ${uploadBudget.photos} + excluded.photos <= ${limit}`,
    })
    .returning({ photos: uploadBudget.photos });
  if (rows.length > 0) return { taken: true };
  const [row] = await db
    .select({ startedAt: uploadBudget.windowStartedAt })
    .from(uploadBudget)
    .where(eq(uploadBudget.userId, userId));
  return { taken: false, windowEndsAt: new Date((row?.startedAt ?? now).getTime() + windowMs) };
}
