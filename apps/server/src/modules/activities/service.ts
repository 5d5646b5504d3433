import {
  ACTIVITY_CLASS_NAMES,
  ACTIVITY_MSG,
  ALL_SCHOOLS,
  activityProblems,
  classGroupOf,
  SCHOOLS,
  type ActivitiesQuery,
  type ActivityDto,
  type ActivityFields,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import type { ActivityRow, NewActivityRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { newKey, type FileStorage, type ImageWork } from '../../storage/index.ts';
import * as policy from './policy.ts';
import { auditSnapshot, presentActivities, presentActivity } from './presenter.ts';
import * as repo from './repository.ts';

export interface ActivitiesDeps {
  db: Db;
  storage: FileStorage;
  images: ImageWork;
  /** Where a failed clean-up of a file is told (it never fails the request). */
  warn?: (message: string, err: unknown) => void;
}

/** The day's row for each class of each school asked for (docs/product.md §9 class names and groups). */
export function dayRows(schools: readonly string[], date: string): NewActivityRow[] {
  return schools.flatMap((schoolName) =>
    ACTIVITY_CLASS_NAMES.map((className) => ({
      schoolName,
      date,
      className,
      category: classGroupOf(className) ?? 'PM',
    })),
  );
}

/** Sorted by class name (docs/product.md §9), then school. */
function byClassName(a: ActivityRow, b: ActivityRow): number {
  return a.className.localeCompare(b.className) || a.schoolName.localeCompare(b.schoolName);
}

/** The last path segment of a signed URL (or the key itself), when it is one of the activity's photos. */
export function photoKeyOf(photoUrl: string, photos: readonly string[]): string | undefined {
  if (photos.includes(photoUrl)) return photoUrl;
  let path = photoUrl;
  try {
    path = new URL(photoUrl, 'http://x').pathname;
  } catch {
    return undefined;
  }
  const last = decodeURIComponent(path.split('/').pop() ?? '');
  return photos.includes(last) ? last : undefined;
}

interface Change {
  values: Partial<NewActivityRow>;
  replaced: string[];
}

/**
 * The rules of docs/product.md §5 against the row as it is, for a change bringing `newKeys` photos.
 * Throws the rule's message; returns the new column values and the photos a replace lets go.
 */
function planChange(actor: Identity, before: ActivityRow, fields: ActivityFields, newKeys: string[]): Change {
  const supervisor = policy.can(actor, 'confirm');
  const confirmed = fields.confirmed ?? before.confirmed;
  if (confirmed !== before.confirmed) policy.authorize(actor, 'confirm');
  const title = fields.title ?? before.title;
  const description = fields.description ?? before.description;
  const staysConfirmed = before.confirmed && confirmed;
  if (staysConfirmed && (title !== before.title || description !== before.description)) {
    throw badRequest(ACTIVITY_MSG.lockedWhileConfirmed);
  }
  const replace = newKeys.length > 0 && fields.photoAction === 'replace';
  if (replace && staysConfirmed && before.photos.length > 0) throw badRequest(ACTIVITY_MSG.unconfirmBeforeDeleting);
  const photos = newKeys.length === 0 ? before.photos : replace ? newKeys : [...before.photos, ...newKeys];
  const problems = activityProblems({
    supervisor,
    selectedPhotos: newKeys.length,
    title,
    description,
    confirmed,
    photoCount: photos.length,
  });
  if (problems.length) throw badRequest(problems);
  return {
    values: { title, description, confirmed, photos },
    replaced: replace ? before.photos.filter((k) => !newKeys.includes(k)) : [],
  };
}

export function createActivitiesService({ db, storage, images, warn }: ActivitiesDeps) {
  const dropFiles = async (keys: string[], why: string) => {
    await Promise.all(keys.map((k) => storage.delete(k).catch((e: unknown) => warn?.(why, e))));
  };

  async function found(id: string): Promise<ActivityRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The day's activities, made first for every class when missing (idempotent, safe in parallel). */
    async list(p: Identity, query: ActivitiesQuery): Promise<ActivityDto[]> {
      const schools = query.schoolName === ALL_SCHOOLS ? SCHOOLS : [query.schoolName];
      await repo.insertMissing(db, dayRows(schools, query.date));
      const rows = await repo.listByDate(db, schools, query.date);
      return presentActivities(storage, rows.sort(byClassName), p);
    },

    async get(p: Identity, id: string): Promise<ActivityDto> {
      return presentActivity(storage, await found(id), p);
    },

    /**
     * Text, confirmation and photos. The rules are checked first (nothing is stored for a change
     * that will be refused), photos prepared and stored, then the row changes in one transaction.
     * If it fails the new files go and the old photos stay; after the commit a replace lets the old go.
     */
    async update(actor: Identity, id: string, fields: ActivityFields, uploads: Buffer[]): Promise<ActivityDto> {
      const current = await found(id);
      planChange(
        actor,
        current,
        fields,
        uploads.map((_, i) => `pending-${i}`),
      );
      const prepared = await images.photos(actor.id, uploads);
      const keys = prepared.map((p) => newKey('activity', p.ext));
      const stored: string[] = [];
      let result: { row: ActivityRow; replaced: string[] };
      try {
        for (const [i, p] of prepared.entries()) {
          await storage.put(keys[i]!, p.body, p.contentType);
          stored.push(keys[i]!);
        }
        result = await db.transaction(async (tx) => {
          const before = await repo.lockById(tx, id);
          if (!before) throw notFound();
          const change = planChange(actor, before, fields, keys);
          const row = await repo.update(tx, id, change.values);
          if (!row) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'activity.update',
            entity: 'activity',
            entityId: id,
            before: auditSnapshot(before),
            after: { ...auditSnapshot(row), photoAction: keys.length ? fields.photoAction : null },
          });
          return { row, replaced: change.replaced };
        });
      } catch (err) {
        await dropFiles(stored, 'could not delete an unused upload');
        throw err;
      }
      await dropFiles(result.replaced, 'could not delete a replaced photo');
      return presentActivity(storage, result.row, actor);
    },

    /** Every photo goes (supervisors, never while confirmed). */
    async deletePhotos(actor: Identity, id: string): Promise<ActivityDto> {
      const { row, removed } = await db.transaction(async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw notFound();
        policy.authorize(actor, 'deletePhotos');
        if (before.confirmed) throw badRequest(ACTIVITY_MSG.unconfirmBeforeDeleting);
        const row = await repo.update(tx, id, { photos: [] });
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'activity.delete-photos',
          entity: 'activity',
          entityId: id,
          before: { photos: before.photos },
          after: { photos: [] },
        });
        return { row, removed: before.photos };
      });
      await dropFiles(removed, 'could not delete a removed photo');
      return presentActivity(storage, row, actor);
    },

    /** One photo, named by its storage key or by a signed URL of it. */
    async deletePhoto(actor: Identity, id: string, photoUrl: string): Promise<ActivityDto> {
      const { row, removed } = await db.transaction(async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw notFound();
        policy.authorize(actor, 'deletePhotos');
        if (before.confirmed) throw badRequest(ACTIVITY_MSG.unconfirmBeforeDeleting);
        const key = photoKeyOf(photoUrl, before.photos);
        if (!key) throw badRequest(ACTIVITY_MSG.photoNotFound);
        const photos = before.photos.filter((k) => k !== key);
        const row = await repo.update(tx, id, { photos });
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'activity.delete-photo',
          entity: 'activity',
          entityId: id,
          before: { photos: before.photos },
          after: { photos },
        });
        return { row, removed: [key] };
      });
      await dropFiles(removed, 'could not delete a removed photo');
      return presentActivity(storage, row, actor);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
