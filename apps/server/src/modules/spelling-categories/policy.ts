import { isSupervisor, type SpellingCategoryAction, type SpellingCategoryFormValues } from '@school-ops/shared';
import { definePolicy } from '../../auth/policy.ts';
import type { SpellingCategoryRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-error.ts';

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

function inUse(category: string, students: number) {
  const who = students === 1 ? '1 student reads' : `${students} students read`;
  return conflict(`${category} cannot be deleted: ${who} with it. Choose another spelling category for them first.`);
}

/**
 * Everyone reads the categories; supervisors and up add, edit and delete them (docs/product.md §6). One some
 * student reads with stays (the record: its name and how many read with it).
 */
export const policy = definePolicy<SpellingCategoryAction | 'create', { category: string; students: number }>(
  (p, action, c) => {
    if (!isSupervisor(p)) return forbidden();
    return action === 'delete' && c && c.students > 0 ? inUse(c.category, c.students) : null;
  },
);
export const { can, authorize } = policy;
