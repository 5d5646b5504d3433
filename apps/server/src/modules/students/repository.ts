import {
  IMPORTED_STUDENT_FIELDS,
  SESSION_STUDENT_FIELDS,
  STUDENT_FIELD_NAMES,
  UPDATED_STUDENT_FIELDS,
  pickFields,
  type ImportedStudentField,
} from '@school-ops/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { insertMany, oneOf, updateMany } from '../../db/batch.ts';
import type { Executor } from '../../db/client.ts';
import { students, type NewStudentRow, type StudentRow } from '../../db/schema/index.ts';
import { booksForJoins as books } from '../books/index.ts';
import { spellingCategoriesForJoins as spellingCategories } from '../spelling-categories/index.ts';

/**
 * For other modules' list queries that show a student's columns beside their own rows in one query: read only,
 * never a write target (decision 0025).
 */
export const studentsForJoins = students;

/** The student's own fields (STUDENT_FIELDS in packages/shared) as columns to select. */
const fieldColumns = pickFields(students, STUDENT_FIELD_NAMES);

/** What a session shows of its student (STUDENT_FIELDS' `onSession`), and the stage its reading-level check reads. */
export const studentShownOnSession = {
  id: students.id,
  ...pickFields(students, SESSION_STUDENT_FIELDS),
  readingStage: students.readingStage,
};

/** A student row with the names of the book and spelling category its reading points at. */
export interface StudentView {
  student: Omit<StudentRow, 'createdAt' | 'updatedAt'>;
  book: { id: string; name: string; level: number; order: number; part: number | null } | null;
  spellingCategory: { id: string; category: string; level: number; order: number } | null;
}

/** Not the row's timestamps: nothing shows them, and each is a Date parsed for every row of a search. */
const viewColumns = {
  student: {
    id: students.id,
    ...fieldColumns,
    photo: students.photo,
    readingStage: students.readingStage,
    timesRead: students.timesRead,
    abcStage: students.abcStage,
    abcLetters: students.abcLetters,
    oldProgression: students.oldProgression,
    spellingCategoryId: students.spellingCategoryId,
    bookId: students.bookId,
    nonSystemBook: students.nonSystemBook,
  },
  book: { id: books.id, name: books.name, level: books.level, order: books.order, part: books.part },
  spellingCategory: {
    id: spellingCategories.id,
    category: spellingCategories.category,
    level: spellingCategories.level,
    order: spellingCategories.order,
  },
};

function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(students)
    .leftJoin(books, eq(students.bookId, books.id))
    .leftJoin(spellingCategories, eq(students.spellingCategoryId, spellingCategories.id));
}

/** LIKE treats % and _ as wildcards: a search for them means the characters themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of the search must match the name or grade (anywhere, any case) or start the SMS ID,
 * so 'ken e2' finds Ken in E2 and '10' finds SMS IDs 1001 to 1099. One query, sorted by name.
 */
export async function listStudentViews(db: Executor, search: string): Promise<StudentView[]> {
  const words = search.split(/\s+/).filter(Boolean);
  const conditions: SQL[] = words.map((word) => {
    const like = `%${escapeLike(word)}%`;
    return or(
      ilike(students.name, like),
      ilike(students.grade, like),
      sql`cast(${students.smsId} as text) like ${`${escapeLike(word)}%`}`,
    ) as SQL;
  });
  return selectViews(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`lower(${students.name})`, asc(students.name), asc(students.smsId));
}

export async function findStudentView(db: Executor, id: string): Promise<StudentView | undefined> {
  const [row] = await selectViews(db).where(eq(students.id, id));
  return row;
}

export async function findStudentById(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(eq(students.id, id));
  return row;
}

/** The row, locked until the transaction ends: two uploads of a photo for one student take turns. */
export async function lockStudent(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(eq(students.id, id)).for('update');
  return row;
}

export async function updateStudent(
  db: Executor,
  id: string,
  values: Partial<NewStudentRow>,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .update(students)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(students.id, id))
    .returning();
  return row;
}

export async function insertStudents(db: Executor, values: NewStudentRow[]): Promise<StudentRow[]> {
  if (values.length === 0) return [];
  return db.insert(students).values(values).returning();
}

export async function countStudents(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(students);
  return row?.n ?? 0;
}

/** A completed reading session counts once more on the student's current book, category or stage. */
export async function incrementTimesRead(db: Executor, id: string): Promise<void> {
  await db
    .update(students)
    .set({ timesRead: sql`${students.timesRead} + 1`, updatedAt: new Date() })
    .where(eq(students.id, id));
}

/** Students with exactly these SMS ID and name pairs, with the photo each holds. */
export async function findBySmsIdAndName(
  db: Executor,
  pairs: { smsId: number; name: string }[],
): Promise<Pick<StudentRow, 'id' | 'photo'>[]> {
  if (pairs.length === 0) return [];
  return db
    .select({ id: students.id, photo: students.photo })
    .from(students)
    .where(
      sql`(${students.smsId}, ${students.name}) in (${sql.join(
        pairs.map((p) => sql`(${p.smsId}::int, ${p.name}::text)`),
        sql`, `,
      )})`,
    );
}

/** Their sessions must be gone first (on delete restrict); their places on pick-ups go with them. */
export async function deleteStudents(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await db.delete(students).where(inArray(students.id, ids)).returning({ id: students.id })).length;
}

/** Students whose reading setting points at the book (the foreign key that forbids deleting it). */
export async function countReadingBook(db: Executor, bookId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(students).where(eq(students.bookId, bookId));
  return Number(row?.n ?? 0);
}

/** How many students read with this spelling category (one query). */
export async function countReadingSpellingCategory(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(students).where(eq(students.spellingCategoryId, categoryId));
  return Number(row?.n ?? 0);
}

/** Every student, in SMS ID order (the demo seed's school day). */
export function listStudentsBySmsId(db: Executor): Promise<StudentRow[]> {
  return db.select().from(students).orderBy(asc(students.smsId));
}

/** Some students, in SMS ID order: the demo seed spreads them over its pickups. */
export function listSomeStudentIds(db: Executor, limit: number) {
  return db.select({ id: students.id }).from(students).orderBy(asc(students.smsId)).limit(limit);
}

// ---- batches, for imports (decision 0025) ----

/** The students of these SMS IDs, with what an import compares. */
export function findBySmsIds(db: Executor, smsIds: readonly number[]) {
  return db
    .select({ id: students.id, ...pickFields(students, IMPORTED_STUDENT_FIELDS) })
    .from(students)
    .where(oneOf(students.smsId, smsIds));
}

export type ImportedStudent = Pick<StudentRow, ImportedStudentField>;

/** New students; every other column (the reading setting) takes its default. */
export function insertStudentBatch(db: Executor, rows: ImportedStudent[]): Promise<void> {
  return insertMany(db, students, IMPORTED_STUDENT_FIELDS, rows);
}

export async function updateStudentBatch(db: Executor, rows: (ImportedStudent & { id: string })[]): Promise<void> {
  await updateMany(db, students, ['id', ...UPDATED_STUDENT_FIELDS], rows, { touched: students.updatedAt });
}
