import { isSupervisor, type CreateBookData, type UpdateBookData } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/client.ts';
import { BOOKS_UNIQUE_PART, type BookRow, type NewBookRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
import { newKey, type FileStorage, type ImageWork, type UploadedFile } from '../../storage/index.ts';
import * as policy from './policy.ts';
import { bookSnapshot, presentBooks, presentOneBook } from './presenter.ts';
import * as repo from './repository.ts';

export interface BooksDeps {
  db: Db;
  storage: FileStorage;
  images: ImageWork;
  /** With it, the list's body is kept until a book changes (decision 0011). */
  changes?: ChangeFeed;
  /** How many students read the book: the students module's count, handed in by the composition root. */
  countReaders: (db: Executor, bookId: string) => Promise<number>;
}

export const COVER_FIELD = 'coverImage';

/** PostgreSQL's foreign_key_violation, from pg or PGlite. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return (e as { code?: string })?.code === '23503';
}

function columnsOf(data: UpdateBookData): Partial<NewBookRow> {
  return {
    ...(data.name !== undefined && { name: data.name }),
    ...(data.wordCount !== undefined && { wordCount: data.wordCount }),
    ...(data.level !== undefined && { level: data.level }),
    ...(data.order !== undefined && { order: data.order }),
    ...(data.part !== undefined && { part: data.part }),
    ...(data.keyWords !== undefined && { keyWords: data.keyWords }),
    ...(data.questions !== undefined && { questions: data.questions }),
  };
}

export function createBooksService({ db, storage, images, changes, countReaders }: BooksDeps) {
  /**
   * Refuses numbers another book has: checked first for a clear 409 naming that book, and the
   * unique constraint catches two saves that race past the check.
   */
  const assertPartFree = async (ex: Executor, numbers: policy.BookNumbers, exceptId?: string) => {
    const holder = await repo.findByNumbers(ex, numbers, exceptId);
    if (holder) throw policy.partTaken(holder);
  };
  const raced = (numbers: () => policy.BookNumbers | undefined, exceptId?: string) => async (err: unknown) => {
    const n = numbers();
    if (n && isUniqueViolation(err, BOOKS_UNIQUE_PART)) await assertPartFree(db, n, exceptId);
    throw err;
  };

  const listBodies = createJsonCache(changes, { read: 'books.list' });
  /** Files are best-effort cleanup once the database no longer points at them. */
  const forget = async (key: string | null | undefined) => {
    if (!key) return;
    await storage.delete(key).catch(() => undefined);
  };

  return {
    /** The catalogue as the list's JSON body ({ documents }). */
    /** One body per kind of viewer: a book's abilities depend on the viewer's authority alone. */
    listJson(p: Identity): Promise<Buffer> {
      const viewer = isSupervisor(p) ? 'supervisor' : 'reader';
      return listBodies(viewer, async () => ({ documents: await presentBooks(storage, await repo.listBooks(db), p) }));
    },

    async get(p: Identity, id: string) {
      const row = await repo.findBook(db, id);
      if (!row) throw notFound();
      return presentOneBook(storage, row, p);
    },

    async create(actor: Identity, data: CreateBookData) {
      const numbers = { level: data.level, order: data.order, part: data.part ?? null };
      const row = await db
        .transaction(async (tx) => {
          await assertPartFree(tx, numbers);
          const created = await repo.insertBook(tx, {
            name: data.name,
            wordCount: data.wordCount,
            level: data.level,
            order: data.order,
            part: data.part ?? null,
            keyWords: data.keyWords,
            questions: data.questions,
          });
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'book.create',
            entity: 'book',
            entityId: created.id,
            after: bookSnapshot(created),
          });
          return created;
        })
        .catch(raced(() => numbers));
      return presentOneBook(storage, row, actor);
    },

    async update(actor: Identity, id: string, data: UpdateBookData) {
      let numbers: policy.BookNumbers | undefined;
      const row = await db
        .transaction(async (tx) => {
          const before = await repo.findBookForUpdate(tx, id);
          if (!before) throw notFound();
          numbers = {
            level: data.level ?? before.level,
            order: data.order ?? before.order,
            part: data.part === undefined ? before.part : data.part,
          };
          await assertPartFree(tx, numbers, id);
          const after = await repo.updateBook(tx, id, columnsOf(data));
          if (!after) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'book.update',
            entity: 'book',
            entityId: id,
            before: bookSnapshot(before),
            after: bookSnapshot(after),
          });
          return after;
        })
        .catch(raced(() => numbers, id));
      return presentOneBook(storage, row, actor);
    },

    async remove(actor: Identity, id: string) {
      let removed: BookRow;
      try {
        removed = await db.transaction(async (tx) => {
          const before = await repo.findBookForUpdate(tx, id);
          if (!before) throw notFound();
          policy.authorize(actor, 'delete', { students: await countReaders(tx, id) });
          const row = await repo.deleteBook(tx, id);
          if (!row) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'book.delete',
            entity: 'book',
            entityId: id,
            before: bookSnapshot(before),
          });
          return row;
        });
      } catch (err) {
        // A student's reading set to this book between our count and the delete: the key still refuses.
        if (isForeignKeyViolation(err))
          policy.authorize(actor, 'delete', { students: Math.max(1, await countReaders(db, id)) });
        throw err;
      }
      await forget(removed.coverImage);
      return presentOneBook(storage, { ...removed, coverImage: null }, actor);
    },

    /**
     * Replaces the cover so that nothing is half-written: the photo is prepared (judged by its
     * content, EXIF stripped) and stored first, the row changes in a transaction, a failed
     * transaction removes the new file, and only after the commit is the old cover deleted.
     */
    async replaceCover(actor: Identity, id: string, files: UploadedFile[]) {
      const file = files.find((f) => f.field === COVER_FIELD);
      if (!file) throw badRequest('choose a cover image to upload');
      if (!(await repo.findBook(db, id))) throw notFound();
      const photo = await images.photo(actor.id, file.buffer);
      const key = newKey('book', photo.ext);
      await storage.put(key, photo.body, photo.contentType);
      let result: { before: BookRow; after: BookRow };
      try {
        result = await db.transaction(async (tx) => {
          const before = await repo.findBookForUpdate(tx, id);
          if (!before) throw notFound();
          const after = await repo.updateBook(tx, id, { coverImage: key });
          if (!after) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'book.image',
            entity: 'book',
            entityId: id,
            before: { coverImage: before.coverImage },
            after: { coverImage: key },
          });
          return { before, after };
        });
      } catch (err) {
        await forget(key);
        throw err;
      }
      if (result.before.coverImage !== key) await forget(result.before.coverImage);
      return presentOneBook(storage, result.after, actor);
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
