import { MANUAL_ACTIONS, type ManualDto, type PickupCategory } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { ManualRow } from '../../db/schema/index.ts';
import { policy } from './policy.ts';

/** The manual's own fields, as the audit trail keeps them. */
export function manualFields(row: ManualRow): Omit<ManualDto, 'can'> {
  return {
    id: row.id,
    locationName: row.locationName,
    url: row.url,
    pickupCategory: row.pickupCategory as PickupCategory,
  };
}

/** A manual as `p` sees it, with what they may do with it. */
export const presentManual =
  (p: Identity) =>
  (row: ManualRow): ManualDto => ({ ...manualFields(row), can: abilitiesOf(policy, MANUAL_ACTIONS, p) });
