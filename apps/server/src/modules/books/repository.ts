import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { books, type BookRow, type NewBookRow } from '../../db/schema/index.ts';

/**
 * For other modules' list queries that show a book's columns beside their own rows in one query: read only,
 * never a write target (decision 0025).
 */
export const booksForJoins = books;

/** The whole list in one query: level, order, part (no part first), then name. */
/** A book as lists show it: not the row's timestamps, which nothing shows and each costs a Date per row. */
export type ListedBook = Omit<BookRow, 'createdAt' | 'updatedAt'>;

export function listBooks(db: Executor): Promise<ListedBook[]> {
  return db
    .select({
      id: books.id,
      name: books.name,
      level: books.level,
      order: books.order,
      part: books.part,
      wordCount: books.wordCount,
      keyWords: books.keyWords,
      questions: books.questions,
      coverImage: books.coverImage,
    })
    .from(books)
    .orderBy(asc(books.level), asc(books.order), sql`${books.part} asc nulls first`, asc(books.name), asc(books.id));
}

export function findBook(db: Executor, id: string): Promise<BookRow | undefined> {
  return db.query.books.findFirst({ where: eq(books.id, id) });
}

/** Locks the row until the transaction ends, so two changes of one book (a cover, a delete) take turns. */
export async function findBookForUpdate(db: Executor, id: string): Promise<BookRow | undefined> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).for('update');
  return row;
}

export async function countBooks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(books);
  return Number(row?.n ?? 0);
}

export async function insertBook(db: Executor, values: NewBookRow): Promise<BookRow> {
  const [row] = await db.insert(books).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBook(db: Executor, id: string, values: Partial<NewBookRow>): Promise<BookRow | undefined> {
  const [row] = await db
    .update(books)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(books.id, id))
    .returning();
  return row;
}

export async function deleteBook(db: Executor, id: string): Promise<BookRow | undefined> {
  const [row] = await db.delete(books).where(eq(books.id, id)).returning();
  return row;
}

/** The book (other than `exceptId`) that already has these level, order and part. */
export async function findByNumbers(
  db: Executor,
  n: { level: number; order: number; part: number | null },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: books.id, name: books.name, level: books.level, order: books.order, part: books.part })
    .from(books)
    .where(
      and(
        eq(books.level, n.level),
        eq(books.order, n.order),
        n.part === null ? isNull(books.part) : eq(books.part, n.part),
        exceptId ? ne(books.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Whether a book exists (read with a share lock, so it cannot be deleted before the caller's update commits). */
export async function bookExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: books.id }).from(books).where(eq(books.id, id)).for('share');
  return rows.length > 0;
}

/** Books in their reading order: what demo students are put on. */
export function listBookIds(db: Executor): Promise<{ id: string }[]> {
  return db.select({ id: books.id }).from(books).orderBy(asc(books.level), asc(books.order), asc(books.part));
}
