import { compareText } from './labels.ts';
import type { PickupCategory } from '../constants.ts';
import type { ManualAbilities } from '../schemas/abilities.ts';

export const MANUAL_LIMITS = { locationNameMax: 100, batchMax: 50 } as const;

export interface ManualDto {
  id: string;
  locationName: string;
  url: string;
  pickupCategory: PickupCategory;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: ManualAbilities;
}

/** docs/product.md §9: by location name, then by pickup category in reverse ('pick-up' before 'drop-off'). */
export function compareManuals(
  a: Pick<ManualDto, 'locationName' | 'pickupCategory'>,
  b: Pick<ManualDto, 'locationName' | 'pickupCategory'>,
): number {
  return (
    compareText(a.locationName.toLowerCase(), b.locationName.toLowerCase()) ||
    compareText(a.locationName, b.locationName) ||
    compareText(b.pickupCategory, a.pickupCategory)
  );
}
