import {
  displayName,
  partTimerFigures,
  type PartTimerShift,
  READING_LEVEL_LABELS,
  SHIFT_STATUS,
  TRAINING_LEVEL_LABELS,
  type PartTimerDataDto,
  type ShiftAbilities,
  type ShiftDto,
  type ShiftFields,
  type TrainingLevel,
} from '@school-ops/shared';
import type { ShiftRow, UserRow } from '../../db/schema/index.ts';
import type { JoinedShift } from './repository.ts';

type Person = { id: string; name: string; nickname: string | null } | null;

/** A shift's own fields, as the audit trail keeps them: no `can`, which depends on who reads. */
export function shiftFields(row: Omit<ShiftRow, 'createdAt' | 'updatedAt'>, user: Person = null): ShiftFields {
  return {
    id: row.id,
    userId: row.userId,
    user: user ? { id: user.id, name: user.name, nickname: user.nickname } : null,
    date: row.date,
    status: row.status,
    schoolName: row.schoolName,
    startTime: row.startTime,
    endTime: row.endTime,
    availableFrom: row.availableFrom,
    availableUntil: row.availableUntil,
  };
}

/** A shift as a response carries it, with what the reader may do with it (abilities.ts). */
export const presentJoined = (row: JoinedShift, can: ShiftAbilities): ShiftDto => ({
  ...shiftFields(row.shift, row.user),
  can,
});

/**
 * What a teacher sees of their own shifts: an assigned shift stays availability (its school and
 * times are the supervisor's draft) until it is confirmed (docs/product.md §4).
 */
export function presentOwnAvailability(row: JoinedShift, can: ShiftAbilities): ShiftDto {
  const dto = presentJoined(row, can);
  if (dto.status !== SHIFT_STATUS.assigned) return dto;
  return { ...dto, schoolName: null, startTime: null, endTime: null };
}

export function presentPartTimer(user: UserRow, shifts: PartTimerShift[], monthDate: string): PartTimerDataDto {
  const figures = partTimerFigures(shifts, monthDate, user.maxHours);
  return {
    id: user.id,
    name: displayName(user),
    readingLevelName: READING_LEVEL_LABELS[user.readingLevel] ?? 'unknown',
    trainingLevelName: TRAINING_LEVEL_LABELS[user.trainingLevel as TrainingLevel] ?? 'unknown',
    maxHours: user.maxHours,
    ...figures,
  };
}
