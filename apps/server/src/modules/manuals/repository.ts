import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { manuals, type ManualRow } from '../../db/schema/index.ts';

type NewManual = Pick<ManualRow, 'locationName' | 'url' | 'pickupCategory'>;

/** docs/product.md §9: by location name, then by pickup category in reverse (byte order, the same on every database). */
const ORDER = [
  asc(sql`lower(${manuals.locationName}) collate "C"`),
  asc(sql`${manuals.locationName} collate "C"`),
  desc(manuals.pickupCategory),
  asc(manuals.id),
];

export function listAll(db: Executor): Promise<ManualRow[]> {
  return db
    .select()
    .from(manuals)
    .orderBy(...ORDER);
}

export function findById(db: Executor, id: string): Promise<ManualRow | undefined> {
  return db.query.manuals.findFirst({ where: eq(manuals.id, id) });
}

export async function countManuals(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(manuals);
  return row?.n ?? 0;
}

/**
 * Serialises writers of manuals until the transaction ends, so two managers adding the same
 * location and category at once cannot both pass the duplicate check.
 */
export async function lockManuals(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('manuals'))`);
}

/** Another manual (not `exceptId`) for this exact location and category, if any. */
export function findSame(db: Executor, m: Pick<NewManual, 'locationName' | 'pickupCategory'>, exceptId?: string) {
  return db.query.manuals.findFirst({
    where: and(
      eq(manuals.locationName, m.locationName),
      eq(manuals.pickupCategory, m.pickupCategory),
      exceptId ? ne(manuals.id, exceptId) : undefined,
    ),
  });
}

export async function insertManuals(db: Executor, values: NewManual[]): Promise<ManualRow[]> {
  if (values.length === 0) return [];
  return db.insert(manuals).values(values).returning();
}

export async function updateManual(
  db: Executor,
  id: string,
  values: Partial<NewManual>,
): Promise<ManualRow | undefined> {
  const [row] = await db
    .update(manuals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(manuals.id, id))
    .returning();
  return row;
}

export async function deleteManual(db: Executor, id: string): Promise<ManualRow | undefined> {
  const [row] = await db.delete(manuals).where(eq(manuals.id, id)).returning();
  return row;
}
