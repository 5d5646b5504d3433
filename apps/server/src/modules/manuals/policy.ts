import { isManager, type ManualAction } from '@school-ops/shared';
import { definePolicy } from '../../auth/policy.ts';
import { conflict, forbidden } from '../../lib/http-error.ts';

/** Everyone reads the pick-up manuals; managers and up add, edit and delete them (docs/product.md §6). */
export const policy = definePolicy<ManualAction | 'create'>((p) => (isManager(p) ? null : forbidden()));
export const { can, authorize } = policy;

interface Key {
  locationName: string;
  pickupCategory: string;
}

export const duplicateMessage = (m: Key) => `there is already a ${m.pickupCategory} manual for ${m.locationName}`;

/**
 * A pickup finds its manual by location name and category, so each pair may have one manual
 * only: two would leave the teacher guessing which to follow.
 */
export function assertUnique(m: Key, existing: unknown): void {
  if (existing) throw conflict(duplicateMessage(m));
}

/** The same pair twice in one batch is refused as well. */
export function assertNoRepeats(batch: Key[]): void {
  const seen = new Set<string>();
  for (const m of batch) {
    const key = `${m.pickupCategory}\u0000${m.locationName}`;
    if (seen.has(key)) throw conflict(duplicateMessage(m));
    seen.add(key);
  }
}
