import { schoolToday } from '@school-ops/shared';
import type { Executor } from '../../db/client.ts';
import { sessions, type NewSessionRow, type SessionRow } from '../../db/schema/index.ts';
import { buildStudent } from './students.ts';

export type BuildSessionOptions = Partial<NewSessionRow> & {
  /** The reading stage of the student built when no `studentId` is given. */
  studentStage?: number;
};

/** A new reading session today at Ikejiri for a fresh ABC-stage student, unless told otherwise. */
export async function buildSession(db: Executor, o: BuildSessionOptions = {}): Promise<SessionRow> {
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
  if (!row) throw new Error('no session inserted');
  return row;
}
