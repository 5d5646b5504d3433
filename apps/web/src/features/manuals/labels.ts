import { PICKUP_CATEGORIES, type ManualFieldsInput, type PickupCategory } from '@school-ops/shared';

export const EMPTY_TEXT = 'There are no manuals available.';
export const NOTE = 'Please ensure that the location name exactly matches the pickup location name.';
export const CATEGORY_OPTIONS = PICKUP_CATEGORIES;
export const CATEGORY_LABELS: Record<PickupCategory, string> = { 'pick-up': 'Pick-up', 'drop-off': 'Drop-off' };
export const emptyManual = (): ManualFieldsInput => ({ locationName: '', url: '', pickupCategory: 'pick-up' });
