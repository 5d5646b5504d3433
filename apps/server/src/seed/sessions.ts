import { CLASS_GROUPS, ROLE, schoolToday, SCHOOLS, type AttendanceException, type SessionStatus } from '@school-ops/shared';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, students, users, type NewSessionRow } from '../db/schema/index.ts';

const CLASSES = [...CLASS_GROUPS.AM, ...CLASS_GROUPS['all day'], ...CLASS_GROUPS.PM];
const PER_SCHOOL_PER_DAY = 30;

/** A calendar date `days` before `date` (both YYYY-MM-DD). */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * Today and the past week at both schools: about 30 sessions per school per day, reading and class,
 * in every status, some not arrived, a few absences and late arrivals. Past days are completed.
 */
export async function seedDemoSessions(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  if (n > 0) return false;
  const kids = await db.select({ id: students.id, stage: students.readingStage }).from(students).orderBy(asc(students.smsId));
  const teachers = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} in (${ROLE.fullTimeTeacher}, ${ROLE.partTimeTeacher}) and ${users.deletedAt} is null`)
    .orderBy(asc(users.smsId));
  if (kids.length === 0 || teachers.length === 0) return false;

  const today = schoolToday();
  const rows: NewSessionRow[] = [];
  for (let day = 7; day >= 0; day--) {
    const date = daysBefore(today, day);
    SCHOOLS.forEach((schoolName, s) => {
      for (let i = 0; i < PER_SCHOOL_PER_DAY; i++) {
        const kid = kids[(i + s * PER_SCHOOL_PER_DAY) % kids.length]!;
        const teacherId = teachers[(i + day) % teachers.length]!.id;
        const category = i % 4 === 3 ? 'class' : 'reading';
        const exception: AttendanceException | null = i === 5 ? '欠席' : i === 9 ? '遅刻' : null;
        // Today shows every status; the past week is done.
        const status: SessionStatus =
          day > 0 ? (i === 7 ? 'canceled' : 'completed') : i < 6 ? 'completed' : i === 6 ? 'in progress' : i === 7 ? 'canceled' : 'new';
        const started = status !== 'new' && status !== 'canceled';
        const completedAt = status === 'completed' ? new Date(`${date}T0${(i % 8) + 1}:15:00Z`) : null;
        rows.push({
          date,
          schoolName,
          className: CLASSES[i % CLASSES.length]!,
          category,
          status,
          studentId: kid.id,
          teacherId: started || status === 'canceled' ? teacherId : null,
          arrived: exception !== '欠席' && (day > 0 || i % 5 !== 4),
          attendanceException: exception,
          performance: started ? { startedAt: new Date(`${date}T00:30:00Z`).toISOString(), ...(status === 'completed' && { completedAt: completedAt?.toISOString(), comments: 'Read with confidence today.' }) } : null,
          confirmed: status === 'completed' && category === 'class' && i % 2 === 0,
          cancellationReason: status === 'canceled' ? 'Family event' : null,
          visible: status === 'canceled',
          completedAt,
        });
      }
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(sessions).values(rows.slice(i, i + 200));
  });
  return true;
}
