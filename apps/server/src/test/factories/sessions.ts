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

export interface CompletedReadingOptions extends BuildSessionOptions {
  /** The stage of the reading snapshot taken at start (1 ABC, 2 spelling, 3 book, 4 non-system book). */
  stage?: number;
  /** ABC letters of the snapshot. */
  letters?: number;
  bookId?: string | null;
  spellingCategoryId?: string | null;
  /** The form's results, under its kind, as the sessions module stores them. */
  results?: Record<string, unknown>;
}

/**
 * A completed reading session on `date` (noon, school time, unless `completedAt` says otherwise), with the reading
 * snapshot of its stage and the results its form stored: what a teacher submitting the form leaves behind.
 */
export async function buildCompletedReading(db: Executor, o: CompletedReadingOptions = {}): Promise<SessionRow> {
  const { stage = 1, letters = 5, bookId = null, spellingCategoryId = null, results = {}, ...values } = o;
  const date = values.date ?? schoolToday();
  const completedAt = values.completedAt ?? new Date(`${date}T12:00:00+09:00`);
  return buildSession(db, {
    status: 'completed',
    ...values,
    date,
    completedAt,
    reading: {
      stage,
      timesRead: 1,
      abc: { stage: 'lowercaseAbcs', letters, oldProgression: false },
      spellingCategoryId,
      bookId,
      nonSystemBook: null,
    },
    performance: { startedAt: completedAt.toISOString(), completedAt: completedAt.toISOString(), ...results },
  });
}

/** The ABC form's stored results. */
export const abcResults = (spread: string[], random: string[] = []) => ({
  abc: { spreadLettersMissed: spread, randomLettersMissed: random },
});
