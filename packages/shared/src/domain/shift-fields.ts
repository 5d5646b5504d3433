import { SHIFT_STATUS } from './shifts.ts';

/**
 * Which fields a person fills in for each status (docs/product.md §3 and §5): a submitted shift is the
 * teacher's availability; assigned and up (and canceled) take a school and times. The availability
 * an assigned shift carries is the one submitted before it was assigned, never typed with it.
 */
export const AVAILABILITY_FIELDS = ['availableFrom', 'availableUntil'] as const;
export const PLACEMENT_FIELDS = ['schoolName', 'startTime', 'endTime'] as const;
export type ShiftEntryField = (typeof AVAILABILITY_FIELDS)[number] | (typeof PLACEMENT_FIELDS)[number];

export function fieldsOfStatus(status: number): readonly ShiftEntryField[] {
  return status === SHIFT_STATUS.submitted ? AVAILABILITY_FIELDS : PLACEMENT_FIELDS;
}

/**
 * The values without the entry fields that the status does not take: what the shift forms send and
 * what the server stores. Fields that are not entry fields (date, status, userId) pass through.
 */
export function onlyFieldsOfStatus<T extends Partial<Record<ShiftEntryField, unknown>>>(
  status: number,
  values: T,
): Partial<T> {
  const dropped = new Set<string>(status === SHIFT_STATUS.submitted ? PLACEMENT_FIELDS : AVAILABILITY_FIELDS);
  return Object.fromEntries(Object.entries(values).filter(([key]) => !dropped.has(key))) as Partial<T>;
}
