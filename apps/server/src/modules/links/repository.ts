import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { links, type LinkRow } from '../../db/schema/index.ts';

type NewLink = Pick<LinkRow, 'title' | 'url' | 'role'> & Partial<Pick<LinkRow, 'clickCount'>>;

/** docs/product.md §9: most clicked first; equal counts by title (byte order, the same on every database). */
const ORDER = [
  desc(links.clickCount),
  asc(sql`lower(${links.title}) collate "C"`),
  asc(sql`${links.title} collate "C"`),
  asc(links.id),
];

/** Links whose weakest allowed role is `minRole` or weaker (a higher number): what that role sees. */
export function listVisibleTo(db: Executor, minRole: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(links)
    .where(gte(links.role, minRole))
    .orderBy(...ORDER);
}

export function findById(db: Executor, id: string): Promise<LinkRow | undefined> {
  return db.query.links.findFirst({ where: eq(links.id, id) });
}

export async function countLinks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(links);
  return row?.n ?? 0;
}

/** One statement for the whole batch: it lands entirely or not at all. */
export async function insertLinks(db: Executor, values: NewLink[]): Promise<LinkRow[]> {
  if (values.length === 0) return [];
  return db.insert(links).values(values).returning();
}

export async function updateLink(db: Executor, id: string, values: Partial<NewLink>): Promise<LinkRow | undefined> {
  const [row] = await db
    .update(links)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(links.id, id))
    .returning();
  return row;
}

export async function deleteLink(db: Executor, id: string): Promise<LinkRow | undefined> {
  const [row] = await db.delete(links).where(eq(links.id, id)).returning();
  return row;
}

/**
 * clickCount + 1 in the database itself, so simultaneous clicks all count (no read-modify-write).
 * Only a link visible from `minRole` matches; otherwise nothing changes and undefined comes back.
 */
export async function incrementClicks(db: Executor, id: string, minRole: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .update(links)
    .set({ clickCount: sql`${links.clickCount} + 1` })
    .where(and(eq(links.id, id), gte(links.role, minRole)))
    .returning();
  return row;
}
