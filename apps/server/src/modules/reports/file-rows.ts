import {
  formatTime,
  HOURS_REPORT_COLUMNS,
  REPORT_HEADERS,
  REPORT_WORDS,
  SESSIONS_REPORT_COLUMNS,
  type HoursReport,
  type Language,
  type SessionsReport,
} from '@school-ops/shared';

/** A cell of a download: numbers stay numbers in the workbook; the CSV writes them as text. */
export type Cell = string | number;

export interface ReportTable {
  sheetName: string;
  header: string[];
  rows: Iterable<Cell[]>;
}

/** Clock times as the reader writes them (glossary): 14:00 in Japanese, 2:00 PM in English. */
const clock = (time: string | null, language: Language) => (language === 'ja' ? (time ?? '') : formatTime(time));

/**
 * The hours report as one long table a spreadsheet can filter or pivot: per person their days, weeks (against max
 * hours), schools and total, then each school's and everyone's total. The row's kind is a column of its own.
 */
export function hoursTable(report: HoursReport, language: Language): ReportTable {
  const w = REPORT_WORDS[language];
  const school = (name: string | null) => name ?? w.noSchool;
  function* rows(): Generator<Cell[]> {
    for (const p of report.people) {
      const name = p.name;
      for (const d of p.days) {
        const times = d.shifts.map((s) => `${clock(s.startTime, language)}–${clock(s.endTime, language)}`);
        const schools = [...new Set(d.shifts.map((s) => school(s.schoolName)))];
        yield [name, w.day, d.date, '', schools.join(' '), times.join(', '), d.shifts.length, d.hours, '', ''];
      }
      for (const wk of p.weeks) {
        yield [
          name,
          w.week,
          wk.weekStart,
          wk.weekEnd,
          '',
          '',
          '',
          wk.hours,
          p.maxHours ?? '',
          wk.overMax ? w.yes : w.no,
        ];
      }
      for (const s of p.schools) yield [name, w.school, '', '', school(s.schoolName), '', s.shifts, s.hours, '', ''];
      yield [name, w.total, '', '', '', '', p.shifts, p.totalHours, p.maxHours ?? '', ''];
    }
    for (const s of report.schools)
      yield [w.everyone, w.school, '', '', school(s.schoolName), '', s.shifts, s.hours, '', ''];
    const shifts = report.schools.reduce((n, s) => n + s.shifts, 0);
    yield [w.everyone, w.total, '', '', '', '', shifts, report.totalHours, '', ''];
  }
  return {
    sheetName: w.hoursSheet,
    header: HOURS_REPORT_COLUMNS.map((c) => REPORT_HEADERS[language][c]),
    rows: rows(),
  };
}

/** One row per student: the counts, then each cancellation with its reason and whether parents see it. */
export function sessionsTable(report: SessionsReport, language: Language): ReportTable {
  const w = REPORT_WORDS[language];
  function* rows(): Generator<Cell[]> {
    for (const s of report.students) {
      const cancellations = s.cancellations.map(
        (c) =>
          `${c.date} ${w[c.category]} ${c.className}: ${c.reason || w.noReason} (${c.parentsTold ? w.parentsTold : w.parentsNotTold})`,
      );
      yield [
        s.smsId,
        s.name,
        s.schools.join(' '),
        s.sessions,
        s.readingCompleted,
        s.classCompleted,
        s.canceled,
        s.canceledParentsTold,
        s.absences,
        s.late,
        cancellations.join('; '),
      ];
    }
  }
  return {
    sheetName: w.sessionsSheet,
    header: SESSIONS_REPORT_COLUMNS.map((c) => REPORT_HEADERS[language][c]),
    rows: rows(),
  };
}
