import {
  AUTHORITY,
  READING_STAGE,
  ROLE,
  schoolToday,
  type AttendanceException,
  type ReadingLevel,
  type SessionStatus,
} from '@school-ops/shared';
import type { Db } from '../db/client.ts';
import type { NewSessionRow } from '../db/schema/index.ts';
import { countSessions, insertSessions, STAGES_BY_LEVEL } from '../modules/sessions/index.ts';
import { listStudentsBySmsId, storedReading } from '../modules/students/index.ts';
import { listLiveStaffBySmsId } from '../modules/users/index.ts';
import { demoPlaceOf } from './students.ts';

const MINUTE = 60_000;

/** A calendar date `days` before `date` (both YYYY-MM-DD). */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * What happened to the session of the child at `i` (their place in their school's day) on a day: today shows
 * every status, the past week is done. The day agrees with itself: an absent child's session never ran, only
 * an arrived child's session has started, and a child still to be checked has had no reading session run.
 */
function planOf(i: number, day: number, category: 'reading' | 'class', stage: number) {
  const exception: AttendanceException | null = i === 5 ? '欠席' : i === 9 ? '遅刻' : null;
  const absent = exception === '欠席';
  const arrived = !absent && (day > 0 || (i % 10 !== 4 && exception !== '遅刻'));
  const cannotRun = absent || !arrived || (category === 'reading' && stage === READING_STAGE.toBeChecked);
  let status: SessionStatus;
  if (i === 7 || (day > 0 && absent)) status = 'canceled';
  else if (cannotRun) status = 'new';
  else if (day > 0) status = 'completed';
  else status = [1, 2, 3, 6, 8].includes(i) ? 'completed' : i === 12 ? 'in progress' : 'new';
  return { exception, arrived, status, reason: absent ? 'Absent (欠席)' : 'Family event' };
}

/**
 * Today and the past week at both schools: each school's thirty children once a day, reading and class, in
 * every status, some not arrived, an absence and a late arrival. Started reading sessions were run by a
 * teacher whose reading level covers the child's stage; cancellations were a supervisor's. Children still to
 * be checked are new this week: their first sessions are today.
 */
export async function seedDemoSessions(db: Db): Promise<boolean> {
  if ((await countSessions(db)) > 0) return false;
  const kids = await listStudentsBySmsId(db);
  const staff = await listLiveStaffBySmsId(db);
  const teachers = staff.filter((u) => u.role === ROLE.fullTimeTeacher || u.role === ROLE.partTimeTeacher);
  const supervisor = staff.find((u) => u.authority <= AUTHORITY.supervisor) ?? teachers[0];
  if (kids.length === 0 || !supervisor) return false;
  const teacherFor = (category: string, stage: number, turn: number) => {
    const able = teachers.filter(
      (t) => category === 'class' || STAGES_BY_LEVEL[t.readingLevel as ReadingLevel].includes(stage),
    );
    return able.length ? able[turn % able.length]!.id : supervisor.id;
  };

  const today = schoolToday();
  const now = Date.now();
  const rows: NewSessionRow[] = [];
  for (let day = 7; day >= 0; day--) {
    const date = daysBefore(today, day);
    const dayStart = new Date(`${date}T00:00:00+09:00`).getTime();
    const perSchool = new Map<string, number>();
    kids.forEach((kid, k) => {
      const place = demoPlaceOf(k);
      const i = perSchool.get(place.schoolName) ?? 0;
      perSchool.set(place.schoolName, i + 1);
      if (day > 0 && kid.readingStage === READING_STAGE.toBeChecked) return;
      const category = i % 4 === 3 ? 'class' : 'reading';
      const plan = planOf(i, day, category, kid.readingStage);
      const started = plan.status === 'completed' || plan.status === 'in progress';
      // Started from 9:30 on, twelve minutes apart; today never later than now.
      const done = Math.max(
        dayStart + 2 * MINUTE,
        Math.min(dayStart + (9.5 * 60 + 12 * i + 20) * MINUTE, now - MINUTE),
      );
      const startedAt = new Date(Math.max(dayStart + MINUTE, done - 20 * MINUTE));
      const completedAt = plan.status === 'completed' ? new Date(done) : null;
      rows.push({
        date,
        ...place,
        category,
        status: plan.status,
        studentId: kid.id,
        teacherId: started
          ? teacherFor(category, kid.readingStage, i + day)
          : plan.status === 'canceled'
            ? supervisor.id
            : null,
        arrived: plan.arrived,
        attendanceException: plan.exception,
        performance: started
          ? {
              startedAt: startedAt.toISOString(),
              ...(completedAt && { completedAt: completedAt.toISOString(), comments: 'Read with confidence today.' }),
            }
          : null,
        reading: started && category === 'reading' ? storedReading(kid) : null,
        confirmed: plan.status === 'completed' && category === 'class' && i % 2 === 1,
        cancellationReason: plan.status === 'canceled' ? plan.reason : null,
        visible: plan.status === 'canceled' && !plan.exception,
        completedAt,
      });
    });
  }
  await db.transaction((tx) => insertSessions(tx, rows));
  return true;
}
