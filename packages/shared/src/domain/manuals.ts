import { type PickupCategory } from '../constants.ts';
import type { ManualAbilities } from '../schemas/abilities.ts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
    byText(a.locationName.toLowerCase(), b.locationName.toLowerCase()) ||
    byText(a.locationName, b.locationName) ||
    byText(b.pickupCategory, a.pickupCategory)
  );
}
