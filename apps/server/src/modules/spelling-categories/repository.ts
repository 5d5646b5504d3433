import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { spellingCategories, type NewSpellingCategoryRow, type SpellingCategoryRow } from '../../db/schema/index.ts';

/**
 * For other modules' list queries that show a category's columns beside their own rows in one query: read only,
 * never a write target (decision 0025).
 */
export const spellingCategoriesForJoins = spellingCategories;

export function listAll(db: Executor): Promise<SpellingCategoryRow[]> {
  return db
    .select()
    .from(spellingCategories)
    .orderBy(
      asc(spellingCategories.level),
      asc(spellingCategories.order),
      asc(spellingCategories.category),
      asc(spellingCategories.id),
    );
}

export async function findById(db: Executor, id: string): Promise<SpellingCategoryRow | undefined> {
  const [row] = await db.select().from(spellingCategories).where(eq(spellingCategories.id, id));
  return row;
}

/** The row, locked until the transaction ends, so two edits of one category run one after the other. */
export async function findByIdForUpdate(db: Executor, id: string): Promise<SpellingCategoryRow | undefined> {
  const [row] = await db.select().from(spellingCategories).where(eq(spellingCategories.id, id)).for('update');
  return row;
}

export async function countAll(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(spellingCategories);
  return row?.n ?? 0;
}

export async function insertCategory(db: Executor, values: NewSpellingCategoryRow): Promise<SpellingCategoryRow> {
  const [row] = await db.insert(spellingCategories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: Partial<NewSpellingCategoryRow>,
): Promise<SpellingCategoryRow | undefined> {
  const [row] = await db
    .update(spellingCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(spellingCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Executor, id: string): Promise<SpellingCategoryRow | undefined> {
  const [row] = await db.delete(spellingCategories).where(eq(spellingCategories.id, id)).returning();
  return row;
}

/** Whether a category exists (read with a share lock, so it cannot be deleted before the caller's update commits). */
export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: spellingCategories.id })
    .from(spellingCategories)
    .where(eq(spellingCategories.id, id))
    .for('share');
  return rows.length > 0;
}

/** Categories in their reading order: what demo students are put on. */
export function listCategoryIds(db: Executor): Promise<{ id: string }[]> {
  return db
    .select({ id: spellingCategories.id })
    .from(spellingCategories)
    .orderBy(asc(spellingCategories.level), asc(spellingCategories.order));
}
