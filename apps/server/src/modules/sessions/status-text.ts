import { displayName, schoolDateTime, sessionStatusText } from '@school-ops/shared';
import type { ListedSession } from './repository.ts';

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
