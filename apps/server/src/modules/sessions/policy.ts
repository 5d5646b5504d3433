import { AUTHORITY, hasAuthority, READING_STAGE, type ReadingLevel, type SessionAbilities } from '@school-ops/shared';
import type { Principal } from '../../auth/principal.ts';
import { conflict, forbidden } from '../../lib/http-error.ts';
import { statusTextOf } from './presenter.ts';
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

/** Why this person may not open the session's page, or null when they may. */
function openRefusal(p: Principal, row: ListedSession): string | null {
  if (!isAvailable(p, row)) return 'this session is beyond your reading level';
  const s = row.session;
  if (s.status === 'completed' && s.teacherId !== p.id && !isSupervisor(p))
    return 'this session was completed by another teacher';
  return null;
}

export function assertCanOpen(p: Principal, row: JoinedSession): void {
  const refusal = openRefusal(p, row);
  if (refusal) throw forbidden(refusal);
}

/**
 * What a person may do with a session, sent with it (SessionDto.can). A canceled session has nothing
 * left to do: the list does not offer it (its page, reached by its address, still says who canceled it).
 */
export function abilities(p: Principal, row: ListedSession): SessionAbilities {
  return { open: row.session.status !== 'canceled' && openRefusal(p, row) === null };
}

/** A session in progress or under review is locked for everyone but the teacher holding it. */
export function assertNotLockedByOther(p: Principal, row: JoinedSession): void {
  const s = row.session;
  const holder = s.status === 'in progress' ? s.teacherId : s.status === 'modifying' ? s.modifyingTeacherId : null;
  if (holder && holder !== p.id) throw conflict(statusTextOf(row) ?? 'session in progress');
}

export function assertSupervisor(p: Principal, what: string): void {
  if (!isSupervisor(p)) throw forbidden(`only supervisors can ${what}`);
}
