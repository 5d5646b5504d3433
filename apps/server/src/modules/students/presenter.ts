import {
  pickFields,
  SIGNED_URL_MS,
  STUDENT_ACTIONS,
  STUDENT_FIELD_NAMES,
  type StudentAbilities,
  type StudentDto,
  type StudentReadingDto,
} from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { StudentRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import { policy } from './policy.ts';
import type { StudentView } from './repository.ts';

export interface PresentDeps {
  storage: FileStorage;
  notesBaseUrl: string | null;
}

export function notesUrlOf(notesBaseUrl: string | null, smsId: number): string | null {
  return notesBaseUrl ? `${notesBaseUrl}${smsId}` : null;
}

function presentOne(
  view: StudentView,
  signedUrlPhoto: string | null,
  notesBaseUrl: string | null,
  can: StudentAbilities,
): StudentDto {
  const s = view.student;
  return {
    id: s.id,
    ...pickFields(s, STUDENT_FIELD_NAMES),
    photo: s.photo,
    signedUrlPhoto,
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
    can,
  };
}

/** Signs every photo at once (no call per row waits for the one before); abilities depend on the viewer alone. */
export async function presentStudents(
  { storage, notesBaseUrl }: PresentDeps,
  views: StudentView[],
  p: Identity,
): Promise<StudentDto[]> {
  const urls = await Promise.all(
    views.map((v) => (v.student.photo ? storage.signedReadUrl(v.student.photo, SIGNED_URL_MS.default) : null)),
  );
  const can = abilitiesOf(policy, STUDENT_ACTIONS, p);
  return views.map((v, i) => presentOne(v, urls[i] ?? null, notesBaseUrl, can));
}

export async function presentStudent(deps: PresentDeps, view: StudentView, p: Identity): Promise<StudentDto> {
  const [dto] = await presentStudents(deps, [view], p);
  return dto!;
}

/** What the audit trail keeps of a student: the stored values, never a signed URL. */
export function auditSnapshot(s: StudentRow) {
  return {
    id: s.id,
    ...pickFields(s, STUDENT_FIELD_NAMES),
    photo: s.photo,
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
