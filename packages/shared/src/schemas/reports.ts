import { z } from 'zod';
import { SCHOOLS, type Language } from '../constants.ts';
import { SESSION_CATEGORIES } from '../domain/sessions.ts';

/**
 * Month-end reports (issue 22): hours of confirmed shifts for payroll and each student's sessions for the office,
 * as JSON for the screens and as CSV or an Excel workbook for the people who close the month.
 */

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_MESSAGES = {
  month: 'month must be YYYY-MM',
  format: 'format must be json, csv or xlsx',
  school: `schoolName must be ${SCHOOLS.join(' or ')}`,
  bom: 'bom must be 1 or 0',
} as const;

/** A calendar month of the school, 'YYYY-MM'. */
export const reportMonth = z
  .string({ error: REPORT_MESSAGES.month })
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: REPORT_MESSAGES.month });

const reportQuery = z.object({
  month: reportMonth,
  format: z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }).default('json'),
  /**
   * CSV only: '1' starts the file with a byte-order mark, which Excel in Japan needs to open UTF-8 as UTF-8
   * ('Excel (Japanese)'); without it the file is plain UTF-8 for other programs.
   */
  bom: z
    .enum(['1', '0', 'true', 'false'], { error: REPORT_MESSAGES.bom })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const hoursReportQuerySchema = reportQuery;
export type HoursReportQuery = z.output<typeof hoursReportQuerySchema>;

export const sessionsReportQuerySchema = reportQuery.extend({
  /** One school, or every school when left out. */
  schoolName: z.enum(SCHOOLS, { error: REPORT_MESSAGES.school }).optional(),
});
export type SessionsReportQuery = z.output<typeof sessionsReportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Hours.

const hours = z.number().describe('hours, to the minute (1:30 is 1.5)');

export const hoursReportShiftSchema = z.object({
  schoolName: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});

export const hoursReportDaySchema = z.object({
  date: z.string(),
  hours,
  shifts: z.array(hoursReportShiftSchema),
});

export const hoursReportWeekSchema = z.object({
  /** Monday of the ISO week (Asia/Tokyo dates). */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Every confirmed hour of the week, days of the next or previous month included: max hours are weekly. */
  hours,
  overMax: z.boolean(),
});

export const hoursReportSchoolSchema = z.object({ schoolName: z.string().nullable(), hours, shifts: z.number().int() });

export const hoursReportPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  maxHours: z.number().int().nullable(),
  days: z.array(hoursReportDaySchema),
  weeks: z.array(hoursReportWeekSchema),
  schools: z.array(hoursReportSchoolSchema),
  totalHours: hours,
  shifts: z.number().int(),
});
export type HoursReportPerson = z.infer<typeof hoursReportPersonSchema>;

export const hoursReportSchema = z.object({
  month: z.string(),
  /** First and last date of the month: days, schools and totals count these days only. */
  first: z.string(),
  last: z.string(),
  people: z.array(hoursReportPersonSchema),
  schools: z.array(hoursReportSchoolSchema),
  totalHours: hours,
});
export type HoursReport = z.infer<typeof hoursReportSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions.

export const sessionsReportCancellationSchema = z.object({
  date: z.string(),
  schoolName: z.string(),
  className: z.string(),
  category: z.enum(SESSION_CATEGORIES),
  reason: z.string().nullable(),
  /** Whether the cancellation is shown to the parents (the session's visible flag). */
  parentsTold: z.boolean(),
});

const count = z.number().int();

/** What the report counts, per student and in total. */
const sessionCounts = {
  sessions: count,
  readingCompleted: count,
  classCompleted: count,
  canceled: count,
  canceledParentsTold: count,
  /** 欠席 */
  absences: count,
  /** 遅刻 */
  late: count,
};

export const sessionsReportStudentSchema = z.object({
  studentId: z.string(),
  smsId: z.number().int(),
  name: z.string(),
  schools: z.array(z.string()),
  ...sessionCounts,
  cancellations: z.array(sessionsReportCancellationSchema),
});
export type SessionsReportStudent = z.infer<typeof sessionsReportStudentSchema>;

export const sessionsReportTotalsSchema = z.object(sessionCounts);

/** Totals before anything is counted (a month with no sessions). */
export const NO_SESSION_COUNTS = Object.fromEntries(Object.keys(sessionCounts).map((key) => [key, 0])) as z.infer<
  typeof sessionsReportTotalsSchema
>;

export const sessionsReportSchema = z.object({
  month: z.string(),
  first: z.string(),
  last: z.string(),
  schoolName: z.enum(SCHOOLS).nullable(),
  students: z.array(sessionsReportStudentSchema),
  totals: sessionsReportTotalsSchema,
});
export type SessionsReport = z.infer<typeof sessionsReportSchema>;

// ---------------------------------------------------------------------------------------------
// The files' headers and words, in the reader's language (as the import templates' headers, issue 18).

export const HOURS_REPORT_COLUMNS = [
  'name',
  'row',
  'date',
  'weekEnd',
  'school',
  'times',
  'shifts',
  'hours',
  'maxHours',
  'overMax',
] as const;
export const SESSIONS_REPORT_COLUMNS = [
  'smsId',
  'name',
  'schools',
  'sessions',
  'readingCompleted',
  'classCompleted',
  'canceled',
  'canceledParentsTold',
  'absences',
  'late',
  'cancellations',
] as const;
export type HoursReportColumn = (typeof HOURS_REPORT_COLUMNS)[number];
export type SessionsReportColumn = (typeof SESSIONS_REPORT_COLUMNS)[number];

type Words<K extends string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

export const REPORT_HEADERS: Words<HoursReportColumn | SessionsReportColumn> = {
  en: {
    name: 'Name',
    row: 'Row',
    date: 'Date',
    weekEnd: 'Week end',
    school: 'School',
    times: 'Times',
    shifts: 'Shifts',
    hours: 'Hours',
    maxHours: 'Max hours',
    overMax: 'Over max hours',
    smsId: 'SMS ID',
    schools: 'Schools',
    sessions: 'Sessions',
    readingCompleted: 'Reading completed',
    classCompleted: 'Class completed',
    canceled: 'Canceled',
    canceledParentsTold: 'Canceled, visible to parents',
    absences: 'Absences (欠席)',
    late: 'Late arrivals (遅刻)',
    cancellations: 'Cancellations',
  },
  ja: {
    name: '氏名',
    row: '区分',
    date: '日付',
    weekEnd: '週の終わり',
    school: '教室',
    times: '時間帯',
    shifts: 'シフト数',
    hours: '時間',
    maxHours: '週の上限時間',
    overMax: '週の上限時間を超過',
    smsId: 'SMS ID',
    schools: '教室',
    sessions: 'セッション数',
    readingCompleted: 'リーディングセッション完了',
    classCompleted: 'クラスセッション完了',
    canceled: 'キャンセル済み',
    canceledParentsTold: 'キャンセル済み（保護者に公開）',
    absences: '欠席',
    late: '遅刻',
    cancellations: 'キャンセル内訳',
  },
};

export const REPORT_WORDS: Words<
  | 'day'
  | 'week'
  | 'school'
  | 'total'
  | 'yes'
  | 'no'
  | 'reading'
  | 'class'
  | 'noReason'
  | 'parentsTold'
  | 'parentsNotTold'
  | 'noSchool'
  | 'allSchools'
  | 'everyone'
  | 'hoursSheet'
  | 'sessionsSheet'
> = {
  en: {
    day: 'Day',
    week: 'Week',
    school: 'School',
    total: 'Total',
    yes: 'yes',
    no: 'no',
    reading: 'reading',
    class: 'class',
    noReason: 'no reason given',
    parentsTold: 'visible to parents',
    parentsNotTold: 'not visible to parents',
    noSchool: 'no school',
    allSchools: 'All schools',
    everyone: 'Everyone',
    hoursSheet: 'Hours',
    sessionsSheet: 'Sessions',
  },
  ja: {
    day: '日',
    week: '週',
    school: '教室',
    total: '合計',
    yes: 'はい',
    no: 'いいえ',
    reading: 'リーディング',
    class: 'クラス',
    noReason: '理由なし',
    parentsTold: '保護者に公開',
    parentsNotTold: '保護者に非公開',
    noSchool: '教室なし',
    allSchools: 'すべての教室',
    everyone: '全員',
    hoursSheet: '勤務時間',
    sessionsSheet: 'セッション',
  },
};

/** The download's file name: 'hours-2026-11.csv', 'sessions-2026-11-Ikejiri.xlsx'. */
export function reportFileName(
  kind: 'hours' | 'sessions',
  month: string,
  format: Exclude<ReportFormat, 'json'>,
  schoolName?: string | null,
): string {
  return `${[kind, month, schoolName].filter(Boolean).join('-')}.${format}`;
}
