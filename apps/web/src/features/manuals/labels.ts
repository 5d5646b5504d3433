import { PICKUP_CATEGORIES, type ManualFieldsInput, type PickupCategory } from '@school-ops/shared';

export const EMPTY_TEXT = 'There are no manuals available.';
export const NOTE = 'Please ensure that the location name exactly matches the pickup location name.';
export const CATEGORY_OPTIONS = PICKUP_CATEGORIES;
export const CATEGORY_LABELS: Record<PickupCategory, string> = { 'pick-up': 'Pick-up', 'drop-off': 'Drop-off' };
/** The pickup categories, as the 'Category' select offers them. */
export const CATEGORY_CHOICES = CATEGORY_OPTIONS.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
export const emptyManual = (): ManualFieldsInput => ({ locationName: '', url: '', pickupCategory: 'pick-up' });
