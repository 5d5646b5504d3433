import type { SpellingCategoryFormValues } from '@school-ops/shared';
import type { SpellingCategoryRow } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';

/**
 * A word may keep only an image its category already has: a key taken from elsewhere (another
 * category, a student's photo) would otherwise be signed and shown to whoever reads this one.
 */
export function assertOwnImages(values: SpellingCategoryFormValues, current: SpellingCategoryRow | undefined): void {
  const own = new Set((current?.words ?? []).flatMap((w) => (w.image ? [w.image] : [])));
  const foreign = values.words.filter((w) => w.imageField === null && w.image !== null && !own.has(w.image));
  if (foreign.length > 0) {
    throw badRequest(foreign.map((w) => `the image of "${w.word}" does not belong to this spelling category`));
  }
}

export function assertNotInUse(category: SpellingCategoryRow, studentCount: number): void {
  if (studentCount === 0) return;
  const who = studentCount === 1 ? '1 student reads' : `${studentCount} students read`;
  throw conflict(
    `${category.category} cannot be deleted: ${who} with it. Choose another spelling category for them first.`,
  );
}
