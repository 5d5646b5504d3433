import { IMPORT_MESSAGES } from '@school-ops/shared';
import { outcome, unique, type KindPlan, type Planner } from './plan.ts';
import { pickupKeptReasons } from './policy.ts';
import {
  findPickupsOnDays,
  insertPickupBatch,
  updateUnstaffedPickupBatch,
  type ImportedPickup,
  type ImportedPickupChange,
} from '../pickups/index.ts';
import { findStudentsBySmsIds } from '../students/index.ts';

type ExistingPickup = Awaited<ReturnType<typeof findPickupsOnDays>>[number];

const pickupKey = (p: { date: string; schoolName: string; location: string; category: string }) =>
  `${p.date}|${p.schoolName}|${p.location}|${p.category}`;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

const TIMES_AND_METHODS = ['timeToLeave', 'timeToPickup', 'timeToReturn', 'outwardMethod', 'returnMethod'] as const;

/**
 * Pick-ups by (date, school, location, category). An unconfirmed one without staff takes the file's
 * times, methods and students; one a supervisor has staffed or that is under way is kept.
 */
export const planPickups: Planner<'pickups'> = async (db, rows): Promise<KindPlan> => {
  const data = rows.map((r) => r.data);
  // One after the other: inside a transaction both share one connection.
  const students = await findStudentsBySmsIds(db, unique(data.flatMap((d) => d.studentSmsIds)));
  const existing = await findPickupsOnDays(db, unique(data.map((d) => d.date)), unique(data.map((d) => d.schoolName)));
  const studentId = new Map(students.map((s) => [s.smsId, s.id]));
  const pickupsByKey = new Map<string, ExistingPickup[]>();
  for (const p of existing) pickupsByKey.set(pickupKey(p), [...(pickupsByKey.get(pickupKey(p)) ?? []), p]);

  const creates: ImportedPickup[] = [];
  const updates: ImportedPickupChange[] = [];
  const outcomes: KindPlan['outcomes'] = new Map();

  for (const { index, data: d } of rows) {
    const unknown = d.studentSmsIds.filter((id) => !studentId.has(id));
    if (unknown.length > 0) {
      outcomes.set(index, outcome('error', unknown.map(IMPORT_MESSAGES.unknownSmsId)));
      continue;
    }
    const studentIds = d.studentSmsIds.map((id) => studentId.get(id)!);
    const matches = pickupsByKey.get(pickupKey(d)) ?? [];
    if (matches.length === 0) {
      creates.push({
        date: d.date,
        schoolName: d.schoolName,
        location: d.location,
        category: d.category,
        timeToLeave: d.timeToLeave ?? null,
        timeToPickup: d.timeToPickup ?? null,
        timeToReturn: d.timeToReturn ?? null,
        outwardMethod: d.outwardMethod ?? null,
        returnMethod: d.returnMethod ?? null,
        studentIds,
      });
      outcomes.set(index, outcome('create'));
      continue;
    }
    const kept = unique(matches.flatMap(pickupKeptReasons));
    if (kept.length > 0) {
      outcomes.set(index, outcome('kept', kept));
      continue;
    }
    let changed = false;
    for (const m of matches) {
      const next: ImportedPickupChange = {
        ...pick(m),
        studentIds: sameSet(m.studentIds, studentIds) ? null : studentIds,
      };
      for (const field of TIMES_AND_METHODS) if (d[field] !== undefined) next[field] = d[field];
      if (next.studentIds !== null || TIMES_AND_METHODS.some((f) => next[f] !== m[f])) {
        updates.push(next);
        changed = true;
      }
    }
    outcomes.set(index, outcome(changed ? 'update' : 'unchanged'));
  }

  return {
    outcomes,
    async write(tx) {
      await insertPickupBatch(tx, creates);
      await updateUnstaffedPickupBatch(tx, updates);
    },
  };
};

function pick(p: ExistingPickup): Omit<ImportedPickupChange, 'studentIds'> {
  return {
    id: p.id,
    timeToLeave: p.timeToLeave,
    timeToPickup: p.timeToPickup,
    timeToReturn: p.timeToReturn,
    outwardMethod: p.outwardMethod,
    returnMethod: p.returnMethod,
  };
}
