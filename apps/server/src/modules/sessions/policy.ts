import {
  isSupervisor,
  READING_STAGE,
  SESSION_ACTIONS,
  type ReadingLevel,
  type SessionAbilities,
  type SessionAction,
  type SessionStatus,
  type StatusTransition,
} from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf, definePolicy } from '../../auth/policy.ts';
import { badRequest, conflict, forbidden, type HttpError } from '../../lib/http-error.ts';
import type { ListedSession } from './repository.ts';
import { statusTextOf } from './status-text.ts';

const S = READING_STAGE;

/** Which student reading stages a teacher's reading level covers (docs/decisions/0006). */
export const STAGES_BY_LEVEL: Record<ReadingLevel, number[]> = {
  none: [],
  abcs: [S.abc, S.spellingAndBlending],
  book: [S.book, S.nonSystemBook],
  all: [S.toBeChecked, S.abc, S.spellingAndBlending, S.book, S.nonSystemBook],
};

/** Supervisors see every reading level; teachers only theirs. Class sessions are for everyone. */
export function isAvailable(p: Identity, row: ListedSession): boolean {
  return isAvailableBy(p, row.session.category, row.student.readingStage);
}

/** The same, from a session's category and its student's reading stage (the live stream's rule). */
export function isAvailableBy(p: Identity, category: string, readingStage: number): boolean {
  if (isSupervisor(p) || category === 'class') return true;
  return STAGES_BY_LEVEL[p.readingLevel].includes(readingStage);
}

/** Why this person may not open the session's page, or null when they may. */
function openRefusal(p: Identity, row: ListedSession): HttpError | null {
  if (!isAvailable(p, row)) return forbidden('this session is beyond your reading level');
  const s = row.session;
  if (s.status === 'completed' && s.teacherId !== p.id && !isSupervisor(p))
    return forbidden('this session was completed by another teacher');
  return null;
}

/** A session in progress or under review is locked for everyone but the teacher holding it. */
export function lockRefusal(p: Identity, row: ListedSession): HttpError | null {
  const s = row.session;
  const holder = s.status === 'in progress' ? s.teacherId : s.status === 'modifying' ? s.modifyingTeacherId : null;
  return holder && holder !== p.id ? conflict(statusTextOf(row) ?? 'session in progress') : null;
}

/** The status each step of docs/product.md §4 leaves from, and the one it reaches. */
const STEPS: Record<StatusTransition, { from: SessionStatus; to: SessionStatus }> = {
  start: { from: 'new', to: 'in progress' },
  reset: { from: 'in progress', to: 'new' },
  modify: { from: 'completed', to: 'modifying' },
  cancelModify: { from: 'modifying', to: 'completed' },
};

const isStep = (action: SessionAction): action is StatusTransition => Object.hasOwn(STEPS, action);

function recordRefusal(p: Identity, action: SessionAction, row: ListedSession): HttpError | null {
  const s = row.session;
  if (action === 'check') return isSupervisor(p) ? lockRefusal(p, row) : forbidden();
  const refused = openRefusal(p, row);
  if (refused || action === 'open') return refused;
  if (isStep(action)) {
    const step = STEPS[action];
    if (s.status !== step.from)
      return lockRefusal(p, row) ?? badRequest(`a ${s.status} session cannot become ${step.to}`);
    const locked = lockRefusal(p, row);
    if (locked) return locked;
    return action === 'modify' && !isSupervisor(p)
      ? forbidden('only supervisors can modify a completed session')
      : null;
  }
  switch (action) {
    case 'cancel':
      if (!isSupervisor(p)) return forbidden('only supervisors can cancel a session');
      return s.status === 'new' || s.status === 'in progress'
        ? null
        : badRequest(`a ${s.status} session cannot be canceled`);
    case 'submit':
      if (s.status === 'in progress' || s.status === 'modifying') return lockRefusal(p, row);
      return conflict(s.status === 'new' ? 'start the session before submitting it' : `this session is ${s.status}`);
    case 'convert':
      return (
        lockRefusal(p, row) ??
        (s.status === 'new'
          ? null
          : badRequest('only a session that has not started can change between class and reading'))
      );
    case 'setReading':
      return (
        lockRefusal(p, row) ??
        (s.category === 'reading' && row.student.readingStage === S.toBeChecked
          ? null
          : badRequest("this student's reading level is already set; a supervisor can change it on the student page"))
      );
  }
}

/**
 * Who may do what with a session (docs/product.md §4, decision 0006): open it (reading level, another's
 * completed session), step its status, submit its form, cancel, convert, set the student's reading, check it.
 * A student still to be checked blocks the steps in the service (400), not here: the web shows start disabled.
 */
/** Besides a session's own actions: listing the canceled ones too (Sessions' 'show canceled'), a supervisor's. */
export type SessionPolicyAction = SessionAction | 'seeCanceled';

export const policy = definePolicy<SessionPolicyAction, ListedSession>((p, action, row) => {
  if (action === 'seeCanceled') return isSupervisor(p) ? null : forbidden();
  if (row) return recordRefusal(p, action, row);
  return action === 'check' && !isSupervisor(p) ? forbidden() : null;
});
export const { can, authorize } = policy;

/**
 * The session page's reading summary (issue 21) is for the teacher running the session: the one holding it, or,
 * while nobody has started it, whoever may start it. Another teacher's session shows none, not even to supervisors
 * (they read the whole history on the student page).
 */
export function seesSummary(p: Identity, row: ListedSession): boolean {
  const s = row.session;
  if (s.category !== 'reading' || s.status === 'canceled' || !isAvailable(p, row)) return false;
  if (s.teacherId === p.id) return true;
  return s.status === 'new' && can(p, 'start', row);
}

/**
 * What a person may do with a session, sent with it (SessionDto.can). A canceled session has nothing left to
 * open: the list does not offer it (its page, reached by its address, still says who canceled it).
 */
export function abilities(p: Identity, row: ListedSession): SessionAbilities {
  const can = abilitiesOf(policy, SESSION_ACTIONS, p, row);
  return { ...can, open: can.open && row.session.status !== 'canceled' };
}
