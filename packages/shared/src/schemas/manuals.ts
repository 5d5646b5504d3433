import { z } from 'zod';
import { PICKUP_CATEGORIES } from '../constants.ts';
import { httpUrl } from './links.ts';

import { MANUAL_LIMITS } from '../domain/manuals.ts';

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
