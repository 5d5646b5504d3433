import { PICKUP_CATEGORIES, type ManualFieldsInput, type PickupCategory } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

export const CATEGORY_OPTIONS = PICKUP_CATEGORIES;

/** The pickup categories' words, and the 'Category' select's choices. */
export function useCategoryLabels() {
  const { t } = useTranslation();
  const categoryLabel = (c: PickupCategory) =>
    c === 'drop-off' ? t('manuals.category.dropOff') : t('manuals.category.pickUp');
  const choices = CATEGORY_OPTIONS.map((c) => ({ value: c, label: categoryLabel(c) }));
  return { categoryLabel, choices };
}

export const emptyManual = (): ManualFieldsInput => ({ locationName: '', url: '', pickupCategory: 'pick-up' });
