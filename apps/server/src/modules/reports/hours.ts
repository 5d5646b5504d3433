import { addDays, exceedsMaxHours, weeksOfMonth, type HoursReport, type HoursReportPerson } from '@school-ops/shared';
import { HOURS_GROUPING, type HoursReportRow } from '../shifts/index.ts';

const hoursOf = (minutes: number) => Math.round(minutes) / 60;

type PackedShift = [string | null, string | null, string | null];
const shiftsOf = (row: HoursReportRow): PackedShift[] =>
  typeof row.shifts === 'string' ? (JSON.parse(row.shifts) as PackedShift[]) : (row.shifts ?? []);

/**
 * The report from the database's totals (shifts/repository.ts hoursReportRows): rows are already summed, this only
 * puts each total in its place. Every week of the month is listed, a week without confirmed shifts at 0 hours.
 */
export function presentHoursReport(
  month: string,
  range: { first: string; last: string },
  rows: HoursReportRow[],
): HoursReport {
  const weeks = weeksOfMonth(range.first);
  const people = new Map<string, HoursReportPerson & { weekHours: Map<string, number> }>();
  const report: HoursReport = { month, ...range, people: [], schools: [], totalHours: 0 };

  const personOf = (row: HoursReportRow) => {
    const id = row.userId!;
    let person = people.get(id);
    if (!person) {
      person = {
        userId: id,
        name: row.name ?? '',
        nickname: row.nickname,
        maxHours: row.maxHours,
        days: [],
        weeks: [],
        schools: [],
        totalHours: 0,
        shifts: 0,
        weekHours: new Map(),
      };
      people.set(id, person);
    }
    return person;
  };

  for (const row of rows) {
    switch (row.grouping) {
      case HOURS_GROUPING.personDay:
        personOf(row).days.push({
          date: row.date!,
          hours: hoursOf(row.monthMinutes),
          shifts: shiftsOf(row).map(([schoolName, startTime, endTime]) => ({ schoolName, startTime, endTime })),
        });
        break;
      case HOURS_GROUPING.personWeek:
        personOf(row).weekHours.set(row.weekStart!, hoursOf(row.allMinutes));
        break;
      case HOURS_GROUPING.personSchool:
        if (row.monthShifts > 0)
          personOf(row).schools.push({
            schoolName: row.schoolName,
            hours: hoursOf(row.monthMinutes),
            shifts: row.monthShifts,
          });
        break;
      case HOURS_GROUPING.person: {
        const person = personOf(row);
        person.totalHours = hoursOf(row.monthMinutes);
        person.shifts = row.monthShifts;
        break;
      }
      case HOURS_GROUPING.school:
        if (row.monthShifts > 0)
          report.schools.push({
            schoolName: row.schoolName,
            hours: hoursOf(row.monthMinutes),
            shifts: row.monthShifts,
          });
        break;
      case HOURS_GROUPING.all:
        report.totalHours = hoursOf(row.monthMinutes);
        break;
    }
  }

  for (const { weekHours, ...person } of people.values()) {
    // Someone whose only confirmed shifts fall on the edge weeks' days of other months is not in this month's report.
    if (person.shifts === 0) continue;
    person.weeks = weeks.map((weekStart) => {
      const hours = weekHours.get(weekStart) ?? 0;
      return { weekStart, weekEnd: addDays(weekStart, 6), hours, overMax: exceedsMaxHours(hours, person.maxHours) };
    });
    report.people.push(person);
  }
  return report;
}
