import type { TFunction } from 'i18next';

/** A class category (CLASS_FILTERS: AM, all day, PM) in the reader's language; another value shows as it is. */
export function categoryLabel(t: TFunction, category: string): string {
  switch (category) {
    case 'AM':
      return t('activities.category.am');
    case 'PM':
      return t('activities.category.pm');
    case 'all day':
      return t('activities.category.allDay');
    default:
      return category;
  }
}
