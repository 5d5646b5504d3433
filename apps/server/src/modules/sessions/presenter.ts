import type { Identity } from '../../auth/identity.ts';
import { abilities, isAvailable } from './policy.ts';
import { type SessionAbilities, type SessionDto, pickFields, SESSION_STUDENT_FIELDS } from '@school-ops/shared';
import type { ListedSession } from './repository.ts';
import { statusTextOf } from './status-text.ts';

type Person = ListedSession['teacher'];

const person = (p: Person) => (p?.id ? { id: p.id, name: p.name, nickname: p.nickname } : null);

/** A session as the person it is sent to sees it: `can` is what the policy lets them do (policy.abilities). */
export function presentSession(row: ListedSession, can: SessionAbilities): SessionDto {
  const s = row.session;
  return {
    id: s.id,
    date: s.date,
    schoolName: s.schoolName,
    className: s.className,
    category: s.category,
    status: s.status,
    student: {
      id: row.student.id,
      ...pickFields(row.student, SESSION_STUDENT_FIELDS),
      readingStage: row.student.readingStage,
    },
    teacherId: s.teacherId,
    teacher: person(row.teacher),
    modifyingTeacherId: s.modifyingTeacherId,
    modifyingTeacher: person(row.modifier),
    arrived: s.arrived,
    attendanceException: s.attendanceException,
    performance: s.performance,
    reading: s.reading,
    confirmed: s.confirmed,
    cancellationReason: s.cancellationReason,
    visible: s.visible,
    sessionCount: s.sessionCount,
    completedAt: s.completedAt?.toISOString() ?? null,
    available: true,
    statusText: statusTextOf(row),
    can,
  };
}

/** What a teacher sees of a session beyond their reading level: who and when, nothing more. */
export function presentUnavailable(row: ListedSession, can: SessionAbilities): SessionDto {
  return {
    ...presentSession(row, can),
    available: false,
    performance: null,
    reading: null,
    cancellationReason: null,
    statusText: null,
  };
}

/** The session as `p` sees it, with what the policy lets them do. */
export function presentSessionFor(
  p: Identity,
  row: ListedSession,
  can: SessionAbilities = abilities(p, row),
): SessionDto {
  return isAvailable(p, row) ? presentSession(row, can) : presentUnavailable(row, can);
}
