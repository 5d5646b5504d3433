import { z } from 'zod';
import { PICKUP_LIMITS, SCHOOLS, type PickupCategory } from '../constants.ts';
import { displayName } from '../domain/names.ts';
import { formatTime, rangesOverlap, SHIFT_MESSAGES, type TimeRange } from '../domain/shifts.ts';
import { isoDate } from './common.ts';
import type { PickupAbilities } from './abilities.ts';

/** Pickup status (docs/product.md §4): unconfirmed 0, confirmed 1, departed 2, arrived 3, returning 4, done 5. */
export const PICKUP_STATUS = { unconfirmed: 0, confirmed: 1, departed: 2, arrived: 3, returning: 4, done: 5 } as const;
export type PickupStatus = (typeof PICKUP_STATUS)[keyof typeof PICKUP_STATUS];
export const PICKUP_STATUSES: readonly PickupStatus[] = [0, 1, 2, 3, 4, 5];
export const PICKUP_STATUS_LABELS: Record<PickupStatus, string> = {
  0: 'unconfirmed',
  1: 'confirmed',
  2: 'departed',
  3: 'arrived',
  4: 'returning',
  5: 'done',
};

/** A pickup whose location is this came from bad SMS data (docs/product.md §8.3). */
export const PICKUP_ERROR_LOCATION = 'Error';

export const PICKUP_MESSAGES = {
  selectSchool: SHIFT_MESSAGES.selectSchool,
  errorLocation: 'Please see a manager ASAP to correct the SMS pickup data for the above students.',
  timeConflict:
    'One or more of the shifts you have selected has a time conflict with another pickup. Are you sure you want to continue?',
  noShiftToday: "You aren't assigned to a shift today!",
  notAssigned: 'you are not assigned to this pickup',
  oneStep: 'you can only advance the status one step at a time',
  alreadyDone: 'this pickup is already done',
  ownPickupsOnly: 'you can only see your own pickups',
  shiftNotConfirmed: 'only confirmed shifts of that day at that school can be assigned',
} as const;

/** My Pickups without a shift: the spec's text for today; any other date is named, never called today. */
export const noShiftText = (date: string, today: string) =>
  date === today ? PICKUP_MESSAGES.noShiftToday : `You aren't assigned to a shift on ${date}!`;

/** The next status a teacher may set, or null at done. */
export function nextPickupStatus(status: number): PickupStatus | null {
  return status >= PICKUP_STATUS.done ? null : ((status + 1) as PickupStatus);
}

/** The label of a status, 'unknown' outside 0-5. */
export const pickupStatusLabel = (status: number) => PICKUP_STATUS_LABELS[status as PickupStatus] ?? 'unknown';

/** The time a pickup keeps its staff busy: timeToLeave to timeToReturn (timeToPickup when there is no return). */
export function pickupRange(p: {
  timeToLeave: string | null;
  timeToPickup: string | null;
  timeToReturn: string | null;
}): TimeRange | null {
  const start = p.timeToLeave ?? p.timeToPickup;
  const end = p.timeToReturn ?? p.timeToPickup;
  return start && end ? { start, end } : null;
}

export interface PickupTimes {
  id: string;
  timeToLeave: string | null;
  timeToPickup: string | null;
  timeToReturn: string | null;
  shiftIds: readonly string[];
}

/**
 * Each chosen shift that already escorts another pickup whose time range overlaps this one's (the
 * shared rule of docs/product.md §5: touching ends overlap), with those pickups.
 */
export function pickupClashes<P extends PickupTimes>(
  pickup: Omit<PickupTimes, 'shiftIds'>,
  chosen: readonly string[],
  others: readonly P[],
) {
  const range = pickupRange(pickup);
  const clashes = new Map<string, P[]>();
  if (!range) return [];
  for (const other of others) {
    if (other.id === pickup.id) continue;
    const otherRange = pickupRange(other);
    if (!otherRange || !rangesOverlap(range, otherRange)) continue;
    for (const id of chosen) if (other.shiftIds.includes(id)) clashes.set(id, [...(clashes.get(id) ?? []), other]);
  }
  return [...clashes].map(([shiftId, pickups]) => ({ shiftId, pickups }));
}

export function conflictingShiftIds(
  pickup: Omit<PickupTimes, 'shiftIds'>,
  chosen: readonly string[],
  others: readonly PickupTimes[],
): string[] {
  return pickupClashes(pickup, chosen, others).map((c) => c.shiftId);
}

/** The 409 of a time conflict: the spec's text, and who clashes with which pickups (`details.clashes`). */
export const PICKUP_CONFLICT = 'pickup_conflict';

type ClashingPickup = Pick<PickupDto, 'id' | 'location' | 'timeToLeave' | 'timeToPickup' | 'timeToReturn'> & {
  category: string;
};

/** One person in the time-conflict dialog and their other pickups that overlap. */
export interface PickupClashDto {
  shiftId: string;
  name: string;
  pickups: ClashingPickup[];
}

/** What `describeClashes` names a shift whose person is not among the staff (the server's English). */
export const UNKNOWN_CLASH_NAME = 'unknown';

/**
 * The clashes as the dialog lists them: a person's display name, the pickups' place, kind and times. A shift
 * whose person is not among `staff` is named `unknown` (the web passes its word in the reader's language).
 */
export function describeClashes(
  clashes: { shiftId: string; pickups: (ClashingPickup & PickupTimes)[] }[],
  staff: readonly Pick<PickupStaffDto, 'shiftId' | 'name' | 'nickname'>[],
  unknown: string = UNKNOWN_CLASH_NAME,
): PickupClashDto[] {
  return clashes.map(({ shiftId, pickups }) => {
    const person = staff.find((s) => s.shiftId === shiftId);
    return {
      shiftId,
      name: person ? displayName(person) : unknown,
      pickups: pickups.map(({ id, location, category, timeToLeave, timeToPickup, timeToReturn }) => ({
        id,
        location,
        category,
        timeToLeave,
        timeToPickup,
        timeToReturn,
      })),
    };
  });
}

/** 'Ikejiri Station (pick-up, 2:00 PM to 3:30 PM)'. */
export function clashingPickupText(p: ClashingPickup): string {
  const range = pickupRange(p);
  return `${p.location} (${p.category}${range ? `, ${formatTime(range.start)} to ${formatTime(range.end)}` : ''})`;
}

export const pickupsQuerySchema = z.object({
  schoolName: z.enum(SCHOOLS, { error: PICKUP_MESSAGES.selectSchool }),
  date: isoDate,
});
export type PickupsQuery = z.infer<typeof pickupsQuerySchema>;

export const myPickupsQuerySchema = z.object({ date: isoDate });
export type MyPickupsQuery = z.infer<typeof myPickupsQuerySchema>;

/** PATCH /pickups/{id}: a supervisor assigns confirmed shifts of the day and writes comments. */
export const updatePickupSchema = z.object({
  shiftIds: z
    .array(z.uuid({ error: 'shift not found' }), { error: 'shiftIds must be a list' })
    .max(PICKUP_LIMITS.shiftsMax, { error: `at most ${PICKUP_LIMITS.shiftsMax} shifts` })
    .transform((ids) => [...new Set(ids)]),
  comments: z
    .string({ error: 'comments must be text' })
    .trim()
    .max(PICKUP_LIMITS.commentsMax, { error: `comments must be at most ${PICKUP_LIMITS.commentsMax} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The supervisor has seen the time-conflict dialog and chosen to continue. */
  confirmConflicts: z.boolean({ error: 'confirmConflicts must be true or false' }).optional(),
});
export type UpdatePickupInput = z.input<typeof updatePickupSchema>;
export type UpdatePickupData = z.output<typeof updatePickupSchema>;

export const pickupStatusSchema = z.object({
  status: z.union(
    PICKUP_STATUSES.map((s) => z.literal(s)),
    { error: 'status must be a number from 0 (unconfirmed) to 5 (done)' },
  ),
});
export type PickupStatusInput = z.infer<typeof pickupStatusSchema>;

export interface PickupStudentDto {
  id: string;
  name: string;
  grade: string;
  photo: string | null;
  signedUrlPhoto: string | null;
}

/** One member of staff on a pickup: their confirmed shift. */
export interface PickupStaffDto {
  shiftId: string;
  userId: string;
  name: string;
  nickname: string | null;
  startTime: string | null;
  endTime: string | null;
}

export interface PickupDto {
  id: string;
  date: string;
  schoolName: string;
  location: string;
  category: PickupCategory;
  timeToLeave: string | null;
  timeToPickup: string | null;
  timeToReturn: string | null;
  outwardMethod: string | null;
  returnMethod: string | null;
  status: PickupStatus;
  lastUpdate: string;
  comments: string | null;
  shifts: PickupStaffDto[];
  students: PickupStudentDto[];
  manualUrl: string | null;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: PickupAbilities;
}

/** GET /pickups: the day's pickups of a school and the confirmed shifts that may be assigned. */
export interface PickupsResponse {
  pickups: PickupDto[];
  shifts: PickupStaffDto[];
}

/** GET /pickups/my-pickups/{userId}: the pickups on that teacher's shifts and their confirmed shifts that day. */
export interface MyPickupsResponse {
  pickups: PickupDto[];
  shifts: PickupStaffDto[];
  hasShift: boolean;
}
