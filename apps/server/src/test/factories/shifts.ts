import { addDays, schoolToday } from '@school-ops/shared';
import type { Executor } from '../../db/client.ts';
import { appSettings, shifts, type NewShiftRow, type ShiftRow } from '../../db/schema/index.ts';
import { buildUser } from './users.ts';

/** A calendar date `days` from today at the school (negative for the past). */
export const dayFromToday = (days: number) => addDays(schoolToday(), days);

/**
 * A shift: submitted availability 08:20-20:00 tomorrow unless told otherwise, for a fresh
 * part-time teacher when no `userId` is given.
 */
export async function buildShift(db: Executor, o: Partial<NewShiftRow> = {}): Promise<ShiftRow> {
  const status = o.status ?? 0;
  const held = status === 1 || status === 2;
  const userId = o.userId ?? (await buildUser(db)).id;
  const [row] = await db
    .insert(shifts)
    .values({
      date: dayFromToday(1),
      status,
      availableFrom: status === 0 ? '08:20' : null,
      availableUntil: status === 0 ? '20:00' : null,
      schoolName: held ? 'Ikejiri' : null,
      startTime: held ? '10:30' : null,
      endTime: held ? '19:30' : null,
      ...o,
      userId,
    })
    .returning();
  if (!row) throw new Error('no shift inserted');
  return row;
}

/** Opens (or closes) shift submission, as a supervisor's switch would. */
export async function setSubmission(db: Executor, open: boolean) {
  await db
    .insert(appSettings)
    .values({ key: 'shift_submission_open', value: open })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: open } });
}
