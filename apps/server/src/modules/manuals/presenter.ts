import type { ManualDto, PickupCategory } from '@school-ops/shared';
import type { ManualRow } from '../../db/schema/index.ts';

export function presentManual(row: ManualRow): ManualDto {
  return {
    id: row.id,
    locationName: row.locationName,
    url: row.url,
    pickupCategory: row.pickupCategory as PickupCategory,
  };
}
