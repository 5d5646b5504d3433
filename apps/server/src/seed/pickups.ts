import { schoolToday, SCHOOLS, type PickupCategory } from '@school-ops/shared';
import type { Db } from '../db/client.ts';
import { countPickups, insertPickup } from '../modules/pickups/index.ts';
import { listConfirmedShifts } from '../modules/shifts/index.ts';
import { listSomeStudentIds } from '../modules/students/index.ts';
import { insertShifts } from '../modules/shifts/index.ts';
import { findLiveByUsername } from '../modules/users/index.ts';
import type { FileStorage } from '../storage/index.ts';

type Demo = [
  location: string,
  category: PickupCategory,
  leave: string,
  pickup: string,
  back: string,
  outward: string,
  back_: string,
];

/**
 * Six pickups per school today (locations as in the demo manuals of seed/links.ts; one without a
 * manual, one 'Error'). The first and third do not overlap: they go to the demo teacher's shift.
 */
const DEMO: Record<(typeof SCHOOLS)[number], Demo[]> = {
  Ikejiri: [
    ['Ikejiri Elementary', 'pick-up', '13:00', '13:15', '13:40', 'walk', 'walk'],
    ['Mishuku Kindergarten', 'pick-up', '14:00', '14:20', '14:45', 'walk', 'walk'],
    ['Sangenjaya Station', 'drop-off', '15:00', '15:20', '15:45', 'train', 'train'],
    ['Setagaya Park', 'drop-off', '16:30', '16:45', '17:10', 'walk', 'walk'],
    ['Komaba Elementary', 'pick-up', '17:30', '17:50', '18:20', 'bus', 'bus'],
    ['Error', 'pick-up', '14:30', '14:45', '15:10', 'walk', 'walk'],
  ],
  Gakugei: [
    ['Gakugei-daigaku Station', 'pick-up', '13:00', '13:10', '13:30', 'walk', 'walk'],
    ['Komaba Elementary', 'pick-up', '14:00', '14:25', '14:50', 'train', 'train'],
    ['Ikejiri Elementary', 'drop-off', '15:00', '15:25', '15:50', 'bus', 'bus'],
    ['Yutenji Nursery', 'pick-up', '16:00', '16:15', '16:35', 'walk', 'walk'],
    ['Mishuku Kindergarten', 'drop-off', '17:00', '17:20', '17:45', 'train', 'train'],
    ['Error', 'pick-up', '15:30', '15:45', '16:10', 'walk', 'walk'],
  ],
};

/** Who the demo pickups go to (log in as them to see My Pickups). */
export const DEMO_PICKUP_TEACHER = 'parttimer';

/**
 * Demo pickups for today, only when there are none. The demo part-timer's confirmed shift today
 * (made by the shifts demo, or here when they have none) carries two of them.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedDemoPickups(db: Db, storage: FileStorage): Promise<boolean> {
  if ((await countPickups(db)) > 0) return false;
  const today = schoolToday();
  return db.transaction(async (tx) => {
    const teacher = await findLiveByUsername(tx, DEMO_PICKUP_TEACHER);
    const studentIds = (await listSomeStudentIds(tx, 40)).map((s) => s.id);
    let mine = teacher ? (await listConfirmedShifts(tx, { date: today, userId: teacher.id }))[0] : undefined;
    if (teacher && !mine) {
      const [row] = await insertShifts(tx, [
        { userId: teacher.id, date: today, status: 2, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' },
      ]);
      mine = (await listConfirmedShifts(tx, { date: today, ids: [row!.id] }))[0];
    }
    let next = 0;
    const someStudents = (n: number) => {
      const out: string[] = [];
      for (let i = 0; i < n && studentIds.length > 0; i++) out.push(studentIds[next++ % studentIds.length]!);
      return [...new Set(out)];
    };
    for (const schoolName of SCHOOLS) {
      const confirmed = await listConfirmedShifts(tx, { date: today, schoolName });
      const ours = mine && confirmed.some((s) => s.shiftId === mine.shiftId) ? mine.shiftId : null;
      const others = confirmed.filter((s) => s.shiftId !== ours);
      for (const [i, [location, category, leave, pickup, back, outward, ret]] of DEMO[schoolName].entries()) {
        const shiftIds: string[] = [];
        if (ours && (i === 0 || i === 2)) shiftIds.push(ours);
        if (others[0] && (i === 2 || i === 3)) shiftIds.push(others[0].shiftId);
        const status = i === 0 && shiftIds.length ? 2 : shiftIds.length ? 1 : 0;
        await insertPickup(
          tx,
          {
            date: today,
            schoolName,
            location,
            category,
            timeToLeave: leave,
            timeToPickup: pickup,
            timeToReturn: back,
            outwardMethod: outward,
            returnMethod: ret,
            status,
            comments:
              i === 2 && shiftIds.length ? 'Wait at the east exit; two children have music lessons after.' : null,
          },
          { studentIds: someStudents(location === 'Error' ? 2 : 3 + (i % 2)), shiftIds },
        );
      }
    }
    return true;
  });
}
