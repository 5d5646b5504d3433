import { schoolToday } from '@school-ops/shared';
import type { Executor } from '../db/client.ts';
import { sessions, students, type NewSessionRow, type NewStudentRow } from '../db/schema/index.ts';

let seq = 0;

export async function buildStudent(db: Executor, o: Partial<NewStudentRow> = {}) {
  seq += 1;
  const [row] = await db
    .insert(students)
    .values({ smsId: 7000 + seq, name: `Student ${seq}`, grade: 'E1', readingStage: 1, ...o })
    .returning();
  return row!;
}

/** A new reading session today at Ikejiri for a fresh ABC-stage student, unless told otherwise. */
export async function buildSession(db: Executor, o: Partial<NewSessionRow> & { studentStage?: number } = {}) {
  const { studentStage, ...values } = o;
  const studentId = values.studentId ?? (await buildStudent(db, { readingStage: studentStage ?? 1 })).id;
  const [row] = await db
    .insert(sessions)
    .values({
      date: schoolToday(),
      schoolName: 'Ikejiri',
      className: 'PM Elementary',
      category: 'reading',
      ...values,
      studentId,
    })
    .returning();
  return row!;
}
