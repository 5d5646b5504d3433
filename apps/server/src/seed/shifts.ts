import { addDays, monthRange, ROLE, schoolToday, SCHOOLS, weekStartOf, type MainShiftDay } from '@school-ops/shared';
import type { Db } from '../db/client.ts';
import type { NewShiftRow } from '../db/schema/index.ts';
import { readSetting, writeSetting } from '../modules/settings/index.ts';
import { countShifts, insertShifts } from '../modules/shifts/index.ts';
import { listLiveStaffBySmsId } from '../modules/users/index.ts';

/** Availability patterns a part-timer might send: every one covers 1:00 PM to 7:30 PM. */
const WINDOWS = [
  { availableFrom: '08:20', availableUntil: '20:00' },
  { availableFrom: '10:00', availableUntil: '19:30' },
  { availableFrom: '13:00', availableUntil: '20:00' },
] as const;

/** Works today at Ikejiri, 10:30 AM to 7:30 PM (the demo pickups' teacher). */
export const DEMO_PART_TIMER = 'parttimer';
const FREE_FROM_TODAY = 'chloesato';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * A month of availability from the part-timers (Monday to Saturday), this week's assigned and
 * confirmed shifts at both schools, the full-timers' main shifts confirmed for this week, and
 * shift submission open. The demo part-timer 'parttimer' (Pat) works today at Ikejiri (the demo
 * pickups go on that shift); 'chloesato' has no availability from today on, so My Shifts can be
 * tried (and is, by the e2e suite) from a clean page.
 */
export async function seedDemoShifts(db: Db): Promise<boolean> {
  if ((await countShifts(db)) > 0) return false;
  const staff = await listLiveStaffBySmsId(db);
  const partTimers = staff.filter((u) => u.role === ROLE.partTimeTeacher);
  if (partTimers.length === 0) return false;

  const today = schoolToday();
  const { first, last } = monthRange(today);
  const rows: NewShiftRow[] = [];
  // Availability: dates of this month, each part-timer on about two days in three.
  const availability = new Map<string, NewShiftRow[]>();
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (weekday(date) === 0) continue;
    partTimers.forEach((u, i) => {
      const day = Number(date.slice(8));
      if ((day + i) % 3 === 0) return;
      if (u.username === FREE_FROM_TODAY && date >= today) return;
      if (u.username === DEMO_PART_TIMER && date === today) return;
      const row: NewShiftRow = { userId: u.id, date, status: 0, ...WINDOWS[(day + i) % WINDOWS.length]! };
      rows.push(row);
      availability.set(date, [...(availability.get(date) ?? []), row]);
    });
  }

  // This week, Monday to Saturday: two part-timers per school per day get a shift; past days are
  // confirmed, from today on the first at each school is confirmed and the second still assigned.
  const monday = weekStartOf(today);
  for (let d = 0; d < 6; d++) {
    const date = addDays(monday, d);
    // Rotated day by day, so each part-timer works two or three days, not all six.
    const all = availability.get(date) ?? [];
    const candidates = all.map((_, i) => all[(i + d * 3) % all.length]!);
    SCHOOLS.forEach((schoolName, s) => {
      for (let k = 0; k < 2; k++) {
        const row = candidates[s * 2 + k];
        if (!row) continue;
        const early = row.availableFrom! <= '10:30';
        Object.assign(row, {
          status: date < today || k === 0 ? 2 : 1,
          schoolName,
          startTime: early ? '10:30' : '13:00',
          endTime: '19:30',
        });
      }
    });
  }

  const pat = partTimers.find((u) => u.username === DEMO_PART_TIMER);
  if (pat)
    rows.push({ userId: pat.id, date: today, status: 2, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' });

  // Full-timers and supervisors: this week's main shift, confirmed.
  for (const u of staff.filter((x) => x.mainShift)) {
    for (let d = 0; d < 7; d++) {
      const date = addDays(monday, d);
      const main = (u.mainShift as MainShiftDay[])[weekday(date)];
      if (!main?.isActive) continue;
      rows.push({
        userId: u.id,
        date,
        status: 2,
        schoolName: main.schoolName,
        startTime: main.startTime,
        endTime: main.endTime,
      });
    }
  }

  await db.transaction(async (tx) => {
    await insertShifts(tx, rows);
    if ((await readSetting(tx, 'shiftSubmissionOpen', undefined)) === undefined)
      await writeSetting(tx, 'shiftSubmissionOpen', true, null);
  });
  return true;
}
