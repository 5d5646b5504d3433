import {
  displayName,
  READING_STAGE,
  schoolDateTime,
  type AttendanceException,
  type CountTag,
  type SessionCategory,
  type SessionDto,
  type SessionStatus,
} from '@school-ops/shared';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { currentLanguage, i18n } from '../../lib/i18n/index.ts';

/*
 * The words of a session's data in the reader's language: statuses, categories, stages, attendance and the
 * status line. Each key is named literally (the catalog test finds its uses). A component that shows them calls
 * useTranslation() so it renders again when the language changes. English is the spec's wording, the same as
 * the shared constants (words.test.ts).
 */

export function statusWord(status: SessionStatus): string {
  switch (status) {
    case 'new':
      return i18n.t('sessions.status.new');
    case 'in progress':
      return i18n.t('sessions.status.inProgress');
    case 'modifying':
      return i18n.t('sessions.status.modifying');
    case 'completed':
      return i18n.t('sessions.status.completed');
    case 'canceled':
      return i18n.t('sessions.status.canceled');
  }
}

/** 'reading' / 'class', as a session's row says it. */
export const categoryWord = (category: SessionCategory): string =>
  category === 'reading' ? i18n.t('sessions.category.reading') : i18n.t('sessions.category.class');

/** 'reading session' / 'class session'. */
export const categorySessionWord = (category: SessionCategory): string =>
  category === 'reading' ? i18n.t('sessions.categorySession.reading') : i18n.t('sessions.categorySession.class');

/** A student's reading stage (READING_STAGE_LABELS of the shared constants). */
export function stageWord(stage: number): string {
  switch (stage) {
    case READING_STAGE.toBeChecked:
      return i18n.t('sessions.stage.toBeChecked');
    case READING_STAGE.abc:
      return i18n.t('sessions.stage.abc');
    case READING_STAGE.spellingAndBlending:
      return i18n.t('sessions.stage.spellingAndBlending');
    case READING_STAGE.book:
      return i18n.t('sessions.stage.book');
    case READING_STAGE.nonSystemBook:
      return i18n.t('sessions.stage.nonSystemBook');
    default:
      return String(stage);
  }
}

/** ATTENDANCE_LABELS of the shared constants. */
export function attendanceWord(a: AttendanceException): string {
  switch (a) {
    case '欠席':
      return i18n.t('sessions.attendance.absent');
    case '遅刻':
      return i18n.t('sessions.attendance.late');
    case 'double':
      return i18n.t('sessions.attendance.double');
  }
}

/** The count tag beside the number of sessions one completed (sessionCountTag). */
export function countTagWord(tag: CountTag): string {
  switch (tag) {
    case 'low':
      return i18n.t('sessions.list.tag.low');
    case 'average':
      return i18n.t('sessions.list.tag.average');
    case 'high':
      return i18n.t('sessions.list.tag.high');
  }
}

/**
 * When a session was completed: in English as the spec writes it (the server's 'YYYY/MM/DD', 'h:mm A', as
 * sessionStatusText gets them), otherwise as lib/dates.ts writes a date and a time in the reader's language.
 */
function completedAt(at: string | null): { date: string; time: string } {
  if (!at || Number.isNaN(Date.parse(at))) {
    const unknown = i18n.t('sessions.statusText.unknown');
    return { date: unknown, time: unknown };
  }
  return currentLanguage() === 'en' ? schoolDateTime(new Date(at)) : { date: formatDate(at), time: formatTime(at) };
}

/**
 * The session's status line of docs/product.md §8.5 ('session in progress (teacher: X)', 'Session completed on
 * …'), written from the session's data in the reader's language; none where the server sends none (a new
 * session, or one beyond the reader's level). In English it is the server's `statusText` exactly
 * (sessionStatusText of the shared domain; words.test.ts).
 */
export function statusLine(s: SessionDto): string | null {
  if (s.statusText === null) return null;
  const teacher = s.teacher?.name?.trim() ? displayName(s.teacher) : i18n.t('sessions.statusText.unknown');
  switch (s.status) {
    case 'in progress':
      return i18n.t('sessions.statusText.inProgress', { teacher });
    case 'modifying':
      return i18n.t('sessions.statusText.modifying');
    case 'completed':
      return i18n.t('sessions.statusText.completed', { ...completedAt(s.completedAt), teacher });
    case 'canceled':
      return i18n.t('sessions.statusText.canceled', {
        teacher,
        reason: s.cancellationReason ?? '',
        visible: s.visible ? 'yes' : 'no',
      });
    default:
      return s.statusText;
  }
}
