import {
  exceedsMaxHours,
  fromMinutes,
  rangeHours,
  READING_LEVEL_LABELS,
  SHIFT_STATUS,
  toMinutes,
  TRAINING_LEVEL_LABELS,
  weekStartOf,
  type AssignCheck,
  type ReadingLevel,
  type Role,
  type ShiftStatus,
  type TrainingLevel,
} from '@school-ops/shared';
import { currentLanguage, i18n } from '../../lib/i18n/index.ts';
import { formatDate, formatMonth, formatShortDate, formatTime } from '../../lib/dates.ts';
import { readingLevelLabel, trainingLevelLabel } from '../../lib/level-labels.ts';

/*
 * The shifts feature's words that depend on a value (a status, a role, a time, a list): one literal key per case,
 * so the catalog test sees each, and every time and date through lib/dates.ts.
 */

/**
 * A stored clock time ('HH:mm', or a typed '2:00 PM') as the reader's language writes one: '2:00 PM' in English
 * (the shared formatTime's text), '14:00' in Japanese; 'unknown' when missing or unreadable. The clock time is read
 * as a Tokyo instant (Tokyo keeps no daylight saving time, so any day will do) and formatted by lib/dates.ts.
 */
export function clock(time: string | null | undefined): string {
  const minutes = toMinutes(time);
  return formatTime(minutes === null ? null : `2000-01-01T${fromMinutes(minutes)}:00+09:00`);
}

/** Hours as the shared formatHours writes their number: 20, 43.5, 7.25. */
export const hoursNumber = (h: number) => String(Number.isInteger(h) ? h : h.toFixed(2).replace(/0$/, ''));

/** '20 h', '43.5 h', '7.25 h' (the shared formatHours' text in English); '20時間' in Japanese. */
export const hoursText = (h: number) => i18n.t('shifts.hours', { hours: hoursNumber(h) });

export { statusName } from './heading.tsx';

/** A list of values (dates, mostly) as the language separates them: ', ' in English, '、' in Japanese. */
export const listText = (items: readonly string[]) => items.join(i18n.t('shifts.listSeparator'));

/** A list of calendar dates, each as the language writes a date. */
export const datesText = (dates: readonly string[]) => listText(dates.map((d) => formatDate(d)));

/**
 * The same list where the month is already said and room is short (Part-Timer Shifts' cards, a phone's narrow
 * column): English as datesText (YYYY-MM-DD), Japanese 11/24(火)、11/25(水).
 */
export const shortDatesText = (dates: readonly string[]) => listText(dates.map((d) => formatShortDate(d)));

/** A month heading: 'November 2026' in English (the spec's text), '2026年11月' in Japanese. */
export const monthHeading = (month: string) =>
  currentLanguage() === 'ja' ? formatMonth(month) : formatDate(month, 'MMMM YYYY');

/** A shift status's name: Submitted / Assigned / Confirmed / Canceled (SHIFT_STATUS_LABELS in English). */
export function statusLabel(status: ShiftStatus): string {
  switch (status) {
    case SHIFT_STATUS.submitted:
      return i18n.t('shifts.status.submitted');
    case SHIFT_STATUS.assigned:
      return i18n.t('shifts.status.assigned');
    case SHIFT_STATUS.confirmed:
      return i18n.t('shifts.status.confirmed');
    case SHIFT_STATUS.canceled:
      return i18n.t('shifts.status.canceled');
  }
}

/** The heading of a role's people in the teacher picker: 'Part-Time Teachers' (ROLE_LABELS plus 's' in English). */
export function roleGroupLabel(role: Role): string {
  switch (role) {
    case 0:
      return i18n.t('shifts.form.roleGroup.schoolManager');
    case 1:
      return i18n.t('shifts.form.roleGroup.supervisor');
    case 2:
      return i18n.t('shifts.form.roleGroup.fullTimeTeacher');
    case 3:
      return i18n.t('shifts.form.roleGroup.partTimeTeacher');
  }
}

/**
 * What a supervisor should know before assigning a teacher, in the reader's language: the rule of the shared
 * assignWarnings (a window outside the availability they submitted, a week above their max hours), each warning
 * with the teacher's name. In English each reads `${name} ${assignWarnings(…)[i]}` exactly (texts.test.ts).
 */
export function assignWarningTexts(name: string, c: AssignCheck): string[] {
  const out: string[] = [];
  const earlier = (a: string | null, b: string | null) => {
    const [x, y] = [toMinutes(a), toMinutes(b)];
    return x !== null && y !== null && x < y;
  };
  if (earlier(c.startTime, c.availableFrom)) {
    out.push(i18n.t('shifts.assign.warning.startsEarly', { name, from: clock(c.availableFrom) }));
  }
  if (earlier(c.availableUntil, c.endTime)) {
    out.push(i18n.t('shifts.assign.warning.endsLate', { name, until: clock(c.availableUntil) }));
  }
  const weekStart = weekStartOf(c.date);
  const held = c.weeks.find((w) => w.weekStart === weekStart)?.hours ?? 0;
  const total = held + rangeHours({ start: c.startTime ?? '', end: c.endTime ?? '' });
  if (exceedsMaxHours(total, c.maxHours)) {
    out.push(
      i18n.t('shifts.assign.warning.aboveMaxHours', {
        name,
        hours: hoursNumber(total),
        week: formatDate(weekStart),
        maxHours: String(c.maxHours),
      }),
    );
  }
  return out;
}

/**
 * A reading level's name as the server sends it (READING_LEVEL_LABELS: None, Book, ABCs, All) in the reader's
 * language; a name it does not know stays as sent.
 */
export function readingLevelText(name: string): string {
  const level = (Object.keys(READING_LEVEL_LABELS) as ReadingLevel[]).find((l) => READING_LEVEL_LABELS[l] === name);
  return level ? readingLevelLabel(i18n.t, level) : name;
}

/** A training level's name as the server sends it (TRAINING_LEVEL_LABELS) in the reader's language. */
export function trainingLevelText(name: string): string {
  const level = Object.entries(TRAINING_LEVEL_LABELS).find(([, label]) => label === name)?.[0];
  return level === undefined ? name : trainingLevelLabel(i18n.t, Number(level) as TrainingLevel);
}
