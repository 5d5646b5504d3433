import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
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

/** The manuals that already hold any of these location and category pairs: one query for a whole batch. */
export function findSameAsAny(db: Executor, batch: Pick<NewManual, 'locationName' | 'pickupCategory'>[]) {
  if (batch.length === 0) return Promise.resolve([]);
  return db.query.manuals.findMany({
    where: or(
      ...batch.map((m) => and(eq(manuals.locationName, m.locationName), eq(manuals.pickupCategory, m.pickupCategory))),
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

/** The manuals of these pick-up locations. */
export type ManualUrlRow = Awaited<ReturnType<typeof listByLocations>>[number];

export function listByLocations(db: Executor, locations: string[]) {
  if (locations.length === 0) return Promise.resolve([]);
  return db
    .select({ locationName: manuals.locationName, pickupCategory: manuals.pickupCategory, url: manuals.url })
    .from(manuals)
    .where(inArray(manuals.locationName, locations))
    .orderBy(asc(manuals.createdAt), asc(manuals.id));
}
