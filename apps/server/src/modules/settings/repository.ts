import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/** The stored value, or undefined when the key has no row. */
export async function getValue(db: Executor, key: string, forUpdate = false): Promise<unknown> {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  // Holding the row until the transaction ends makes two changes of one setting take turns.
  const [row] = await (forUpdate ? query.for('update') : query);
  return row?.value;
}

export async function setValue(db: Executor, key: string, given: unknown, updatedBy: string | null): Promise<void> {
  // A setting may be null ("none"): stored as JSON null, since the column holds a value for every row.
  const value = given === null ? sql`'null'::jsonb` : given;
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
}
