import type { Executor } from '../db/client.ts';
import {
  books,
  spellingCategories,
  type BookRow,
  type NewBookRow,
  type NewSpellingCategoryRow,
  type NewStudentRow,
  type SpellingCategoryRow,
  type StudentRow,
} from '../db/schema/index.ts';
import { insertStudents } from '../modules/students/index.ts';

let seq = 0;

/** A student with a unique SMS ID (from 7001) and the default reading setting unless told. */
export async function buildStudent(db: Executor, o: Partial<NewStudentRow> = {}): Promise<StudentRow> {
  seq += 1;
  const [row] = await insertStudents(db, [{ smsId: 7000 + seq, name: `Student ${seq}`, grade: 'E1', ...o }]);
  return row!;
}

/** Books and spelling categories straight into their tables (their features own the APIs). */
export async function buildBook(db: Executor, o: Partial<NewBookRow> = {}): Promise<BookRow> {
  seq += 1;
  const [row] = await db
    .insert(books)
    .values({ name: `Book ${seq}`, level: 1, order: seq % 99 || 1, wordCount: 100, ...o })
    .returning();
  return row!;
}

export async function buildSpellingCategory(db: Executor, o: Partial<NewSpellingCategoryRow> = {}): Promise<SpellingCategoryRow> {
  seq += 1;
  const [row] = await db
    .insert(spellingCategories)
    .values({ category: `Category ${seq}`, level: 1, order: seq % 99 || 1, words: [], ...o })
    .returning();
  return row!;
}
