import { classGroupOf, IMPORT_MESSAGES, type AttendanceException, type SessionCategory } from '@school-ops/shared';
import type { NewActivityRow } from '../../db/schema/index.ts';
import { insertMissing } from '../activities/index.ts';
import { outcome, unique, type KindPlan, type Planner } from './plan.ts';
import { sessionKeptReason } from './policy.ts';
import {
  findSessionsOnDays,
  insertSessionBatch,
  updateNewSessionBatch,
  type ImportedSession,
} from '../sessions/index.ts';
import { findStudentsBySmsIds } from '../students/index.ts';

const sessionKey = (s: { date: string; schoolName: string; studentId: string; category: string }) =>
  `${s.date}|${s.schoolName}|${s.studentId}|${s.category}`;

/**
 * The day's sessions by (date, school, student, category). New ones start as 'new'; a 'new' one
 * takes the file's class, arrival and exception; any other status is a teacher's work and is kept.
 * Each class in the file gets its activity for that day and school.
 */
export const planSchedule: Planner<'daily-schedule'> = async (db, rows): Promise<KindPlan> => {
  const data = rows.map((r) => r.data);
  // One after the other: inside a transaction both share one connection.
  const students = await findStudentsBySmsIds(db, unique(data.map((d) => d.studentSmsId)));
  const existing = await findSessionsOnDays(db, unique(data.map((d) => d.date)), unique(data.map((d) => d.schoolName)));
  const studentId = new Map(students.map((s) => [s.smsId, s.id]));
  const sessionsByKey = new Map<string, Awaited<ReturnType<typeof findSessionsOnDays>>>();
  for (const s of existing) sessionsByKey.set(sessionKey(s), [...(sessionsByKey.get(sessionKey(s)) ?? []), s]);

  const creates: ImportedSession[] = [];
  const updates: Parameters<typeof updateNewSessionBatch>[1] = [];
  const activities = new Map<string, NewActivityRow>();
  const outcomes: KindPlan['outcomes'] = new Map();

  for (const { index, data: d } of rows) {
    const sid = studentId.get(d.studentSmsId);
    if (!sid) {
      outcomes.set(index, outcome('error', [IMPORT_MESSAGES.unknownSmsId(d.studentSmsId)]));
      continue;
    }
    activities.set(`${d.date}|${d.schoolName}|${d.className}`, {
      date: d.date,
      schoolName: d.schoolName,
      className: d.className,
      category: classGroupOf(d.className) ?? 'PM',
    });
    const matches = sessionsByKey.get(sessionKey({ ...d, studentId: sid })) ?? [];
    if (matches.length === 0) {
      creates.push({
        date: d.date,
        schoolName: d.schoolName,
        className: d.className,
        category: d.category satisfies SessionCategory,
        studentId: sid,
        arrived: d.arrived ?? false,
        attendanceException: d.attendanceException ?? null,
      });
      outcomes.set(index, outcome('create'));
      continue;
    }
    const kept = matches.map((m) => sessionKeptReason(m.status)).find((r) => r !== null);
    if (kept) {
      outcomes.set(index, outcome('kept', [kept]));
      continue;
    }
    let changed = false;
    for (const m of matches) {
      const next = {
        id: m.id,
        className: d.className,
        arrived: d.arrived ?? m.arrived,
        attendanceException: (d.attendanceException === undefined
          ? m.attendanceException
          : d.attendanceException) as AttendanceException | null,
      };
      if (
        next.className !== m.className ||
        next.arrived !== m.arrived ||
        next.attendanceException !== m.attendanceException
      ) {
        updates.push(next);
        changed = true;
      }
    }
    outcomes.set(index, outcome(changed ? 'update' : 'unchanged'));
  }

  return {
    outcomes,
    async write(tx) {
      await insertSessionBatch(tx, creates);
      await updateNewSessionBatch(tx, updates);
      await insertMissing(tx, [...activities.values()]);
    },
  };
};
