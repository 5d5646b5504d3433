import {
  spellingCategoryFormValuesSchema,
  SPELLING_MSG,
  type SpellingCategoryDto,
  type SpellingCategoryFormValues,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { SpellingCategoryRow, SpellingWord } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { wellFormed } from '../../lib/text-input.ts';
import { newKey, type FileStorage, type ImageWork, type UploadedFile } from '../../storage/index.ts';
import * as policy from './policy.ts';
import { auditableCategory, presentCategories, presentCategory, presentDeleted } from './presenter.ts';
import * as repo from './repository.ts';

export interface SpellingCategoriesDeps {
  db: Db;
  storage: FileStorage;
  images: ImageWork;
  /** How many students read with the category: the students module's count, handed in by the composition root. */
  countReaders: (db: Executor, categoryId: string) => Promise<number>;
}

/** What a multipart POST or PATCH brought: its text fields and its files. */
export interface SpellingCategoryForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The `formValues` field: JSON, then the shared schema (its messages become a 400 list). */
export function parseFormValues(fields: Record<string, string>): SpellingCategoryFormValues {
  const raw = fields.formValues;
  if (raw === undefined || raw.trim() === '') throw badRequest([SPELLING_MSG.formValuesMissing]);
  let json: unknown;
  try {
    // Escapes such as \ud800 come back as lone surrogates: the request text rule applies here too.
    json = wellFormed(JSON.parse(raw));
  } catch {
    throw badRequest(SPELLING_MSG.formValuesNotJson);
  }
  const parsed = spellingCategoryFormValuesSchema.safeParse(json);
  if (!parsed.success) throw badRequest([...new Set(parsed.error.issues.map((i) => i.message))]);
  return parsed.data;
}

const FK_VIOLATION = '23503';
function isForeignKeyViolation(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return (e as { code?: string })?.code === FK_VIOLATION;
}

const imageKeys = (words: SpellingWord[]) => new Set(words.flatMap((w) => (w.image ? [w.image] : [])));

export function createSpellingCategoriesService({ db, storage, images, countReaders }: SpellingCategoriesDeps) {
  /** Best effort: a file left behind costs disk space, never correctness. */
  async function deleteFiles(keys: Iterable<string>): Promise<void> {
    await Promise.all([...keys].map((k) => storage.delete(k).catch(() => undefined)));
  }

  /**
   * Every new GIF is checked and re-encoded first, then all are stored; nothing is written to the
   * database yet. Returns the new key of each file field, for the words that name it.
   */
  async function storeNewImages(
    actor: Identity,
    values: SpellingCategoryFormValues,
    files: UploadedFile[],
  ): Promise<Map<string, string>> {
    const fieldNames = [...new Set(values.words.flatMap((w) => (w.imageField ? [w.imageField] : [])))];
    const missing = values.words.filter((w) => w.imageField && !files.some((f) => f.field === w.imageField));
    if (missing.length > 0) throw badRequest(missing.map((w) => `no image file was sent for "${w.word}"`));
    const gifs = await images.gifs(
      actor.id,
      fieldNames.map((field) => (files.find((f) => f.field === field) as UploadedFile).buffer),
    );
    const prepared = fieldNames.map((field, i) => ({ field, key: newKey('spelling', 'gif'), image: gifs[i]! }));
    const stored: string[] = [];
    try {
      await Promise.all(
        prepared.map(async ({ key, image }) => {
          await storage.put(key, image.body, image.contentType);
          stored.push(key);
        }),
      );
    } catch (err) {
      await deleteFiles(stored);
      throw err;
    }
    return new Map(prepared.map((p) => [p.field, p.key]));
  }

  function wordsOf(values: SpellingCategoryFormValues, newKeys: Map<string, string>): SpellingWord[] {
    return values.words.map((w) => ({
      word: w.word,
      image: w.imageField ? (newKeys.get(w.imageField) ?? null) : w.image,
    }));
  }

  /** Runs the database part; if it fails, the files it would have pointed at are removed again. */
  async function withCleanup<T>(newKeys: Map<string, string>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await deleteFiles(newKeys.values());
      throw err;
    }
  }

  return {
    async list(p: Identity): Promise<SpellingCategoryDto[]> {
      return presentCategories(storage, await repo.listAll(db), p);
    },

    async get(p: Identity, id: string): Promise<SpellingCategoryDto> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return presentCategory(storage, row, p);
    },

    async create(actor: Identity, form: SpellingCategoryForm): Promise<SpellingCategoryDto> {
      const values = parseFormValues(form.fields);
      policy.assertOwnImages(values, undefined);
      const newKeys = await storeNewImages(actor, values, form.files);
      const row = await withCleanup(newKeys, () =>
        db.transaction(async (tx) => {
          const created = await repo.insertCategory(tx, {
            category: values.category,
            level: values.level,
            order: values.order,
            words: wordsOf(values, newKeys),
          });
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'spelling-category.create',
            entity: 'spelling-category',
            entityId: created.id,
            after: auditableCategory(created),
          });
          return created;
        }),
      );
      return presentCategory(storage, row, actor);
    },

    async update(actor: Identity, id: string, form: SpellingCategoryForm): Promise<SpellingCategoryDto> {
      const current = await repo.findById(db, id);
      if (!current) throw notFound();
      const values = parseFormValues(form.fields);
      policy.assertOwnImages(values, current);
      const newKeys = await storeNewImages(actor, values, form.files);
      const { before, after } = await withCleanup(newKeys, () =>
        db.transaction(async (tx) => {
          const locked = await repo.findByIdForUpdate(tx, id);
          if (!locked) throw notFound();
          // Checked again under the lock: another edit may have dropped an image meanwhile.
          policy.assertOwnImages(values, locked);
          const updated = await repo.updateCategory(tx, id, {
            category: values.category,
            level: values.level,
            order: values.order,
            words: wordsOf(values, newKeys),
          });
          if (!updated) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'spelling-category.update',
            entity: 'spelling-category',
            entityId: id,
            before: auditableCategory(locked),
            after: auditableCategory(updated),
          });
          return { before: locked, after: updated };
        }),
      );
      const kept = imageKeys(after.words);
      await deleteFiles([...imageKeys(before.words)].filter((k) => !kept.has(k)));
      return presentCategory(storage, after, actor);
    },

    async remove(actor: Identity, id: string): Promise<SpellingCategoryDto> {
      let deleted: SpellingCategoryRow;
      try {
        deleted = await db.transaction(async (tx) => {
          const locked = await repo.findByIdForUpdate(tx, id);
          if (!locked) throw notFound();
          policy.authorize(actor, 'delete', {
            category: locked.category,
            students: await countReaders(tx, id),
          });
          const row = await repo.deleteCategory(tx, id);
          if (!row) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'spelling-category.delete',
            entity: 'spelling-category',
            entityId: id,
            before: auditableCategory(locked),
          });
          return row;
        });
      } catch (err) {
        // A student given this category between the count and the delete: the foreign key refuses.
        if (isForeignKeyViolation(err)) {
          const row = await repo.findById(db, id);
          if (row) {
            const students = Math.max(1, await countReaders(db, id));
            policy.authorize(actor, 'delete', { category: row.category, students });
          }
        }
        throw err;
      }
      await deleteFiles(imageKeys(deleted.words));
      return presentDeleted(deleted, actor);
    },
  };
}

export type SpellingCategoriesService = ReturnType<typeof createSpellingCategoriesService>;
