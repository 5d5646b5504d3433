import {
  displayName,
  schoolDateTime,
  sessionStatusText,
  type SessionAbilities,
  type SessionDto,
} from '@school-ops/shared';
import type { ListedSession } from './repository.ts';

type Person = ListedSession['teacher'];

const person = (p: Person) => (p?.id ? { id: p.id, name: p.name, nickname: p.nickname } : null);

/** The session status text of docs/product.md §8.5 ('session in progress (teacher: X)', …). */
export function statusTextOf(row: ListedSession): string | null {
  const s = row.session;
  const completed = s.completedAt ? schoolDateTime(s.completedAt) : null;
  return sessionStatusText({
    status: s.status,
    teacherName: displayName(row.teacher?.id ? row.teacher : null),
    completedDate: completed?.date,
    completedTime: completed?.time,
    cancellationReason: s.cancellationReason,
    visible: s.visible,
  });
}

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
      name: row.student.name,
      grade: row.student.grade,
      smsId: row.student.smsId,
      comments: row.student.comments,
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
export function presentUnavailable(row: ListedSession): SessionDto {
  return {
    ...presentSession(row, { open: false }),
    available: false,
    performance: null,
    reading: null,
    cancellationReason: null,
    statusText: null,
  };
}
