import {
  EDITABLE_STUDENT_FIELDS,
  STUDENT_MSG,
  type EditableStudentField,
  type StudentReadingData,
  type StudentDto,
  type UpdateStudentData,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { NewStudentRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
import { newKey, type FileStorage, type ImageWork } from '../../storage/index.ts';
import { bookExists } from '../books/index.ts';
import { readSetting } from '../settings/index.ts';
import { spellingCategoryExists } from '../spelling-categories/index.ts';
import { auditSnapshot, presentStudent, presentStudents, type PresentDeps } from './presenter.ts';
import * as repo from './repository.ts';

export interface StudentsDeps {
  db: Db;
  storage: FileStorage;
  images: ImageWork;
  /** The notes site until a manager sets one on School Settings (`NOTES_BASE_URL`). */
  notesBaseUrl: string | undefined;
  /** With it, search results are kept until a student, book or spelling category changes (decision 0011). */
  changes?: ChangeFeed;
  /** Where a failed clean-up of a replaced file is told (it never fails the request). */
  warn?: (message: string, err: unknown) => void;
}

function readingColumns(r: StudentReadingData): Partial<NewStudentRow> {
  return {
    readingStage: r.stage,
    timesRead: r.timesRead,
    abcStage: r.abc.stage,
    abcLetters: r.abc.letters,
    oldProgression: r.abc.oldProgression,
    spellingCategoryId: r.spellingCategoryId,
    bookId: r.bookId,
    nonSystemBook: r.nonSystemBook,
  };
}

/** The book or spelling category a reading setting names must exist. */
async function assertReferencesExist(db: Executor, r: StudentReadingData): Promise<void> {
  if (r.bookId && !(await bookExists(db, r.bookId))) throw badRequest(STUDENT_MSG.bookNotFound);
  if (r.spellingCategoryId && !(await spellingCategoryExists(db, r.spellingCategoryId))) {
    throw badRequest(STUDENT_MSG.spellingCategoryNotFound);
  }
}

export function createStudentsService({ db, storage, images, notesBaseUrl, warn, changes }: StudentsDeps) {
  // The notes site is a school setting: read with every answer, so a change shows at once.
  const present = async (): Promise<PresentDeps> => ({
    storage,
    notesBaseUrl: await readSetting(db, 'notesBaseUrl', notesBaseUrl ?? null),
  });
  const searchBodies = createJsonCache(changes, { read: 'students.search' });

  async function view(executor: Executor, id: string) {
    const found = await repo.findStudentView(executor, id);
    if (!found) throw notFound();
    return found;
  }

  return {
    /** The students a search finds, as the list's JSON body ({ documents }); only supervisors read it, alike. */
    listJson(p: Identity, search: string): Promise<Buffer> {
      return searchBodies(search, async () => ({
        documents: await presentStudents(await present(), await repo.listStudentViews(db, search), p),
      }));
    },

    async get(p: Identity, id: string): Promise<StudentDto> {
      return presentStudent(await present(), await view(db, id), p);
    },

    async update(actor: Identity, id: string, data: UpdateStudentData): Promise<StudentDto> {
      const updated = await db.transaction(async (tx) => {
        const before = await repo.lockStudent(tx, id);
        if (!before) throw notFound();
        if (data.reading) await assertReferencesExist(tx, data.reading);
        const row = await repo.updateStudent(tx, id, {
          ...(data.reading && readingColumns(data.reading)),
          ...editedFields(data),
        });
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'student.update',
          entity: 'student',
          entityId: id,
          before: auditSnapshot(before),
          after: auditSnapshot(row),
        });
        return view(tx, id);
      });
      return presentStudent(await present(), updated, actor);
    },

    /**
     * A new photo: checked and re-encoded first, stored under a new key, then recorded in one
     * transaction. If recording fails the new file goes; once it commits the replaced file goes.
     */
    async replacePhoto(actor: Identity, id: string, upload: Buffer): Promise<StudentDto> {
      if (!(await repo.findStudentById(db, id))) throw notFound();
      const prepared = await images.photo(actor.id, upload);
      const key = newKey('student', prepared.ext);
      await storage.put(key, prepared.body, prepared.contentType);
      let replaced: string | null;
      let updated: repo.StudentView;
      try {
        ({ replaced, updated } = await db.transaction(async (tx) => {
          const before = await repo.lockStudent(tx, id);
          if (!before) throw notFound();
          const row = await repo.updateStudent(tx, id, { photo: key });
          if (!row) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'student.photo',
            entity: 'student',
            entityId: id,
            before: { photo: before.photo },
            after: { photo: key },
          });
          return { replaced: before.photo, updated: await view(tx, id) };
        }));
      } catch (err) {
        await storage.delete(key).catch((e: unknown) => warn?.('could not delete an unused upload', e));
        throw err;
      }
      if (replaced && replaced !== key) {
        await storage.delete(replaced).catch((e: unknown) => warn?.('could not delete a replaced photo', e));
      }
      return presentStudent(await present(), updated, actor);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;

/** The editable fields (STUDENT_FIELDS) the PATCH brings as columns; a missing one is left alone. */
function editedFields(data: UpdateStudentData): Partial<Pick<NewStudentRow, EditableStudentField>> {
  const columns: Partial<Pick<NewStudentRow, EditableStudentField>> = {};
  for (const name of EDITABLE_STUDENT_FIELDS) if (data[name] !== undefined) columns[name] = data[name];
  return columns;
}
