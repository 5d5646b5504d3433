import { SIGNED_URL_MS, type StudentDto, type StudentReadingDto } from '@school-ops/shared';
import type { StudentRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { StudentView } from './repository.ts';

export interface PresentDeps {
  storage: FileStorage;
  notesBaseUrl: string | null;
}

export function notesUrlOf(notesBaseUrl: string | null, smsId: number): string | null {
  return notesBaseUrl ? `${notesBaseUrl}${smsId}` : null;
}

function presentOne(view: StudentView, signedUrlPhoto: string | null, notesBaseUrl: string | null): StudentDto {
  const s = view.student;
  return {
    id: s.id,
    name: s.name,
    grade: s.grade,
    smsId: s.smsId,
    photo: s.photo,
    signedUrlPhoto,
    remarks: s.remarks,
    comments: s.comments,
    notesUrl: notesUrlOf(notesBaseUrl, s.smsId),
    reading: {
      stage: s.readingStage as StudentReadingDto['stage'],
      timesRead: s.timesRead,
      abc: {
        stage: s.abcStage as StudentReadingDto['abc']['stage'],
        letters: s.abcLetters as StudentReadingDto['abc']['letters'],
        oldProgression: s.oldProgression,
      },
      spellingCategory: view.spellingCategory,
      book: view.book,
      nonSystemBook: s.nonSystemBook,
    },
  };
}

/** Signs every photo at once (no call per row waits for the one before). */
export async function presentStudents(
  { storage, notesBaseUrl }: PresentDeps,
  views: StudentView[],
): Promise<StudentDto[]> {
  const urls = await Promise.all(
    views.map((v) => (v.student.photo ? storage.signedReadUrl(v.student.photo, SIGNED_URL_MS.default) : null)),
  );
  return views.map((v, i) => presentOne(v, urls[i] ?? null, notesBaseUrl));
}

export async function presentStudent(deps: PresentDeps, view: StudentView): Promise<StudentDto> {
  const [dto] = await presentStudents(deps, [view]);
  return dto!;
}

/** What the audit trail keeps of a student: the stored values, never a signed URL. */
export function auditSnapshot(s: StudentRow) {
  return {
    id: s.id,
    smsId: s.smsId,
    name: s.name,
    grade: s.grade,
    photo: s.photo,
    remarks: s.remarks,
    comments: s.comments,
    reading: storedReading(s),
  };
}

type ReadingColumns =
  | 'readingStage'
  | 'timesRead'
  | 'abcStage'
  | 'abcLetters'
  | 'oldProgression'
  | 'spellingCategoryId'
  | 'bookId'
  | 'nonSystemBook';

/** A student's reading setting as stored (ids, not names): what the audit trail and a started session keep. */
export function storedReading(s: Pick<StudentRow, ReadingColumns>) {
  return {
    stage: s.readingStage,
    timesRead: s.timesRead,
    abc: { stage: s.abcStage, letters: s.abcLetters, oldProgression: s.oldProgression },
    spellingCategoryId: s.spellingCategoryId,
    bookId: s.bookId,
    nonSystemBook: s.nonSystemBook,
  };
}
