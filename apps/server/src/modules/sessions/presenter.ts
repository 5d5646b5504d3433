import { displayName, schoolDateTime, sessionStatusText, type SessionDto } from '@school-ops/shared';
import type { ListedSession } from './repository.ts';

type Person = ListedSession['teacher'];

const person = (p: Person) => (p?.id ? { id: p.id, name: p.name, nickname: p.nickname } : null);

export function presentSession(row: ListedSession, available: boolean): SessionDto {
  const s = row.session;
  const completed = s.completedAt ? schoolDateTime(s.completedAt) : null;
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
    available,
    statusText: sessionStatusText({
      status: s.status,
      teacherName: displayName(row.teacher?.id ? row.teacher : null),
      completedDate: completed?.date,
      completedTime: completed?.time,
      cancellationReason: s.cancellationReason,
      visible: s.visible,
    }),
  };
}

/** What a teacher sees of a session beyond their reading level: who and when, nothing more. */
export function presentUnavailable(row: ListedSession): SessionDto {
  return { ...presentSession(row, false), performance: null, reading: null, cancellationReason: null, statusText: null };
}
