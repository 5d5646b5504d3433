import { PICKUP_STATUS, type PickupDto } from '@school-ops/shared';
import type { TFunction } from 'i18next';
import { formatClock } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

/*
 * The words of a pickup that come from its data (its status, pick-up or drop-off), in the reader's language.
 * Each key is written out so that the catalog test finds it.
 */

/** A status's name (unconfirmed … done; 'unknown' outside 0-5), as PICKUP_STATUS_LABELS says it in English. */
export function statusLabel(t: TFunction, status: number): string {
  switch (status) {
    case PICKUP_STATUS.unconfirmed:
      return t('pickups.status.unconfirmed');
    case PICKUP_STATUS.confirmed:
      return t('pickups.status.confirmed');
    case PICKUP_STATUS.departed:
      return t('pickups.status.departed');
    case PICKUP_STATUS.arrived:
      return t('pickups.status.arrived');
    case PICKUP_STATUS.returning:
      return t('pickups.status.returning');
    case PICKUP_STATUS.done:
      return t('pickups.status.done');
    default:
      return t('pickups.status.unknown');
  }
}

/** 'pick-up' / 'drop-off' as a word inside a sentence or a name (lower case in English, as the data has it). */
export const categoryWord = (t: TFunction, category: string) =>
  category === 'drop-off' ? t('pickups.category.dropOff') : t('pickups.category.pickUp');

/** 'Pick-up' / 'Drop-off' as a label of its own. */
export const categoryLabel = (t: TFunction, category: string) =>
  category === 'drop-off' ? t('pickups.summary.dropOff') : t('pickups.summary.pickUp');

/** A card's accessible name: 'Ikejiri Station pick-up'. */
export const cardName = (t: TFunction, p: Pick<PickupDto, 'location' | 'category'>) =>
  t('pickups.card', { location: p.location, category: categoryWord(t, p.category) });

/** The translation function and the pickup words bound to it. */
export function usePickupWords() {
  const { t } = useTranslation();
  return {
    t,
    status: (s: number) => statusLabel(t, s),
    categoryWord: (c: string) => categoryWord(t, c),
    categoryLabel: (c: string) => categoryLabel(t, c),
    cardName: (p: Pick<PickupDto, 'location' | 'category'>) => cardName(t, p),
    time: formatClock,
  };
}
