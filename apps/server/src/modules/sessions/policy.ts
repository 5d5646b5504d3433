import { AUTHORITY, hasAuthority, READING_STAGE, type ReadingLevel } from '@school-ops/shared';
import type { Principal } from '../../auth/principal.ts';
import { conflict, forbidden } from '../../lib/http-error.ts';
import { presentSession } from './presenter.ts';
import type { JoinedSession, ListedSession } from './repository.ts';

const S = READING_STAGE;

/** Which student reading stages a teacher's reading level covers (docs/decisions/0006). */
export const STAGES_BY_LEVEL: Record<ReadingLevel, number[]> = {
  none: [],
  abcs: [S.abc, S.spellingAndBlending],
  book: [S.book, S.nonSystemBook],
  all: [S.toBeChecked, S.abc, S.spellingAndBlending, S.book, S.nonSystemBook],
};

export const isSupervisor = (p: Principal) => hasAuthority(p.authority, AUTHORITY.supervisor);

/** Supervisors see every reading level; teachers only theirs. Class sessions are for everyone. */
export function isAvailable(p: Principal, row: ListedSession): boolean {
  if (isSupervisor(p) || row.session.category === 'class') return true;
  return STAGES_BY_LEVEL[p.readingLevel].includes(row.student.readingStage);
}

export function assertCanOpen(p: Principal, row: JoinedSession): void {
  if (!isAvailable(p, row)) throw forbidden("this session is beyond your reading level");
  const s = row.session;
  if (s.status === 'completed' && s.teacherId !== p.id && !isSupervisor(p)) {
    throw forbidden('this session was completed by another teacher');
  }
}

/** A session in progress or under review is locked for everyone but the teacher holding it. */
export function assertNotLockedByOther(p: Principal, row: JoinedSession): void {
  const s = row.session;
  const holder = s.status === 'in progress' ? s.teacherId : s.status === 'modifying' ? s.modifyingTeacherId : null;
  if (holder && holder !== p.id) throw conflict(presentSession(row, true).statusText ?? 'session in progress');
}

export function assertSupervisor(p: Principal, what: string): void {
  if (!isSupervisor(p)) throw forbidden(`only supervisors can ${what}`);
}
