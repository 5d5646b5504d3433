import type { Executor } from '../../db/client.ts';
import type { NewBookRow, NewStudentRow, StudentRow } from '../../db/schema/index.ts';
import { insertStudents } from '../../modules/students/index.ts';
import { buildBook } from './books.ts';
import { buildSpellingCategory, type BuildSpellingCategoryOptions } from './spelling-categories.ts';

let seq = 0;

export type BuildStudentOptions = Partial<NewStudentRow> & {
  /** Reading a book (stage 3): this one, or a fresh one when `true`. */
  book?: true | Partial<NewBookRow>;
  /** Reading a spelling category (stage 2): this one, or a fresh one when `true`. */
  spellingCategory?: true | BuildSpellingCategoryOptions;
};

/**
 * A student with a unique SMS ID (from 7001) in E1, unless told otherwise. Its reading stage follows
 * what it reads: 3 with a book, 2 with a spelling category, else 1 (ABC).
 */
export async function buildStudent(db: Executor, o: BuildStudentOptions = {}): Promise<StudentRow> {
  const { book, spellingCategory, ...values } = o;
  seq += 1;
  const bookId = values.bookId ?? (book ? (await buildBook(db, book === true ? {} : book)).id : undefined);
  const spellingCategoryId =
    values.spellingCategoryId ??
    (spellingCategory
      ? (await buildSpellingCategory(db, spellingCategory === true ? {} : spellingCategory)).id
      : undefined);
  const readingStage = values.readingStage ?? (bookId ? 3 : spellingCategoryId ? 2 : 1);
  const [row] = await insertStudents(db, [
    { smsId: 7000 + seq, name: `Student ${seq}`, grade: 'E1', ...values, bookId, spellingCategoryId, readingStage },
  ]);
  if (!row) throw new Error('no student inserted');
  return row;
}

/** Students with exactly these SMS IDs (imports are keyed by them), named after them. */
export async function buildStudentsWithSmsIds(db: Executor, smsIds: number[]): Promise<StudentRow[]> {
  return insertStudents(
    db,
    smsIds.map((smsId) => ({ smsId, name: `Student ${smsId}`, grade: 'E1' })),
  );
}
