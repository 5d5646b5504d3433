import { z } from 'zod';
import { PICKUP_CATEGORIES, type PickupCategory } from '../constants.ts';
import { httpUrl } from './links.ts';
import type { ManualAbilities } from './abilities.ts';

export const MANUAL_LIMITS = { locationNameMax: 100, batchMax: 50 } as const;

export const pickupCategorySchema = z.enum(PICKUP_CATEGORIES, {
  error: `pickup category must be ${PICKUP_CATEGORIES.join(' or ')}`,
});

export const manualFieldsSchema = z.object({
  locationName: z
    .string({ error: 'location name is required' })
    .trim()
    .min(1, { error: 'location name is required' })
    .max(MANUAL_LIMITS.locationNameMax, {
      error: `location name must be at most ${MANUAL_LIMITS.locationNameMax} characters`,
    }),
  url: httpUrl,
  pickupCategory: pickupCategorySchema,
});
export type ManualFieldsInput = z.input<typeof manualFieldsSchema>;
export type ManualFields = z.output<typeof manualFieldsSchema>;

/** POST /manuals: several at once, all or nothing. */
export const createManualsSchema = z.object({
  manuals: z
    .array(manualFieldsSchema, { error: 'manuals must be a list' })
    .min(1, { error: 'add at least one manual' })
    .max(MANUAL_LIMITS.batchMax, { error: `at most ${MANUAL_LIMITS.batchMax} manuals at once` }),
});
export type CreateManualsInput = z.input<typeof createManualsSchema>;
export type CreateManualsData = z.output<typeof createManualsSchema>;

export const updateManualSchema = manualFieldsSchema.partial();
export type UpdateManualData = z.output<typeof updateManualSchema>;

export interface ManualDto {
  id: string;
  locationName: string;
  url: string;
  pickupCategory: PickupCategory;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: ManualAbilities;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** docs/product.md §9: by location name, then by pickup category in reverse ('pick-up' before 'drop-off'). */
export function compareManuals(
  a: Pick<ManualDto, 'locationName' | 'pickupCategory'>,
  b: Pick<ManualDto, 'locationName' | 'pickupCategory'>,
): number {
  return (
    byText(a.locationName.toLowerCase(), b.locationName.toLowerCase()) ||
    byText(a.locationName, b.locationName) ||
    byText(b.pickupCategory, a.pickupCategory)
  );
}
