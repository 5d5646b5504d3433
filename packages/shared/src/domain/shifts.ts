/** Shift rules of docs/product.md §3, §4, §5 and §9: statuses, time ranges, AM/PM, hours and satisfaction. */

/** Booking codes (docs/product.md §4): submitted 0, assigned 1, confirmed 2, canceled -1. */
export const SHIFT_STATUS = { submitted: 0, assigned: 1, confirmed: 2, canceled: -1 } as const;
export type ShiftStatus = (typeof SHIFT_STATUS)[keyof typeof SHIFT_STATUS];
export const SHIFT_STATUSES: readonly ShiftStatus[] = [0, 1, 2, -1];
export const SHIFT_STATUS_NAMES = ['submitted', 'assigned', 'confirmed', 'canceled'] as const;
export type ShiftStatusName = (typeof SHIFT_STATUS_NAMES)[number];
export const SHIFT_STATUS_LABELS: Record<ShiftStatus, string> = {
  0: 'Submitted',
  1: 'Assigned',
  2: 'Confirmed',
  [-1]: 'Canceled',
};

/** Defaults of docs/product.md §9, as stored ('HH:mm', 24-hour). */
export const SHIFT_DEFAULTS = {
  window: { startTime: '10:30', endTime: '19:30' },
  availability: { availableFrom: '08:20', availableUntil: '20:00' },
} as const;
/** AM applies when a shift starts at or before this and ends after it. */
export const AM_BOUNDARY = '10:30';
/** PM applies when a shift starts before this and ends after it. */
export const PM_BOUNDARY = '17:00';

/** Students per teacher behind registrationNumbers.teachersRequired (docs/decisions/0007-shifts.md). */
export const STUDENTS_PER_TEACHER = 6;

/** Assigned and confirmed shifts hold a teacher's time; a teacher never holds two that overlap. */
export const isHeld = (status: number) => status === SHIFT_STATUS.assigned || status === SHIFT_STATUS.confirmed;
/** Submitted and assigned shifts count as availability (docs/product.md §4). */
export const isAvailability = (status: number) => status === SHIFT_STATUS.submitted || status === SHIFT_STATUS.assigned;

const H24 = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const H12 = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp])\.?[Mm]\.?$/;

/**
 * Minutes after midnight of a clock time, 24-hour ('17:05') or 12-hour ('5:05 PM'); null when
 * it is neither.
 */
export function toMinutes(time: string | null | undefined): number | null {
  if (!time) return null;
  const t = time.trim();
  const m24 = H24.exec(t);
  if (m24) return Number(m24[1]) * 60 + Number(m24[2]);
  const m12 = H12.exec(t);
  if (m12) {
    const hour = Number(m12[1]) % 12;
    const pm = m12[3]!.toLowerCase() === 'p';
    return (hour + (pm ? 12 : 0)) * 60 + Number(m12[2]);
  }
  return null;
}

/** 'HH:mm' of minutes after midnight. */
export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The one clock-time formatter, web and server: 'HH:mm' as stored (or a 12-hour time, '2:00 PM', as typed in an
 * import) as the school reads it, 'h:mm A'; 'unknown' when missing or unreadable.
 */
export function formatTime(time: string | null | undefined): string {
  const minutes = toMinutes(time);
  if (minutes === null) return 'unknown';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export interface TimeRange {
  start: string;
  end: string;
}

/**
 * docs/product.md §5: two ranges overlap when one's end is at or after the other's start and its
 * start is at or before the other's end, compared by minute. Touching ends therefore overlap.
 */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  const [as, ae, bs, be] = [toMinutes(a.start), toMinutes(a.end), toMinutes(b.start), toMinutes(b.end)];
  if (as === null || ae === null || bs === null || be === null) return false;
  return ae >= bs && as <= be;
}

/** AM applies if the shift starts at or before 10:30 AM and ends after it. */
export function isAmShift(r: TimeRange): boolean {
  const [s, e, b] = [toMinutes(r.start), toMinutes(r.end), toMinutes(AM_BOUNDARY)!];
  return s !== null && e !== null && s <= b && e > b;
}

/** PM applies if the shift starts before 5:00 PM and ends after it. */
export function isPmShift(r: TimeRange): boolean {
  const [s, e, b] = [toMinutes(r.start), toMinutes(r.end), toMinutes(PM_BOUNDARY)!];
  return s !== null && e !== null && s < b && e > b;
}

/** Hours of a range, to the minute (1:30 is 1.5); 0 when unreadable or reversed. */
export function rangeHours(r: TimeRange): number {
  const [s, e] = [toMinutes(r.start), toMinutes(r.end)];
  if (s === null || e === null || e <= s) return 0;
  return (e - s) / 60;
}

export const SHIFT_MESSAGES = {
  unableToValidate: 'unable to validate shift',
  invalidTimes: 'invalid shift times',
  teacherNotSelected: 'teacher not selected',
  selectSchool: 'Please select a school name.',
  failedToGet: 'failed to get shifts',
  allAssigned: 'All wanted shifts are assigned!',
} as const;

export const noSubmittedShiftsText = (month: string) => `No submitted shifts found for ${month}.`;

export interface ShiftTimes {
  status: number;
  schoolName?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  availableFrom?: string | null;
  availableUntil?: string | null;
}

/**
 * docs/product.md §5 for one shift: submitted shifts need availableFrom and availableUntil, assigned
 * and confirmed ones a school plus start and end time; both ends must exist ('unable to validate
 * shift') and the start come before the end ('invalid shift times'). A canceled shift keeps
 * whatever times it had, but any pair it has must still be whole and in order.
 */
export function shiftProblem(s: ShiftTimes): string | null {
  const pair = (a: string | null | undefined, b: string | null | undefined, required: boolean): string | null => {
    if (!a && !b && !required) return null;
    const [x, y] = [toMinutes(a), toMinutes(b)];
    if (x === null || y === null) return SHIFT_MESSAGES.unableToValidate;
    if (x >= y) return SHIFT_MESSAGES.invalidTimes;
    return null;
  };
  if (s.status === SHIFT_STATUS.submitted) return pair(s.availableFrom, s.availableUntil, true);
  if (isHeld(s.status)) {
    const times = pair(s.startTime, s.endTime, true);
    if (times) return times;
    if (!s.schoolName) return SHIFT_MESSAGES.selectSchool;
    return pair(s.availableFrom, s.availableUntil, false);
  }
  return pair(s.startTime, s.endTime, false) ?? pair(s.availableFrom, s.availableUntil, false);
}

// ---- calendar helpers (dates are school-local 'YYYY-MM-DD') ----

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The Monday of the (ISO) week holding the date. */
export function weekStartOf(date: string): string {
  const day = utc(date).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** First and last date of the month holding the date. */
export function monthRange(date: string): { first: string; last: string } {
  const d = utc(date);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { first: iso(first), last: iso(last) };
}

/** The Mondays of every week that has a day in the month. */
export function weeksOfMonth(date: string): string[] {
  const { first, last } = monthRange(date);
  const weeks: string[] = [];
  for (let w = weekStartOf(first); w <= last; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** From the first week's Monday to the last week's Sunday: what hours per week must look at. */
export function monthWeeksRange(date: string): { first: string; last: string } {
  const weeks = weeksOfMonth(date);
  return { first: weeks[0]!, last: addDays(weeks[weeks.length - 1]!, 6) };
}

export interface DatedRange {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

export interface WeekHours {
  /** Monday of the week. */
  weekStart: string;
  hours: number;
}

/**
 * Hours of the given (assigned or confirmed) shifts in each Monday-to-Sunday week that has a day
 * in the month; a week crossing into the next month counts all its days.
 */
export function hoursPerWeek(shifts: DatedRange[], monthDate: string): WeekHours[] {
  const { weeks, weekEnds } = monthWeeks(monthDate);
  // Whole minutes summed, then rounded once: the same figure as adding each shift's hours.
  const minutes = weeks.map(() => 0);
  for (const s of shifts) {
    if (!s.startTime || !s.endTime || s.date < weeks[0]! || s.date > weekEnds[weekEnds.length - 1]!) continue;
    const start = toMinutes(s.startTime);
    const end = toMinutes(s.endTime);
    if (start === null || end === null || end <= start) continue;
    let i = 0;
    while (s.date > weekEnds[i]!) i++;
    minutes[i]! += end - start;
  }
  return weeks.map((weekStart, i) => ({ weekStart, hours: Math.round(minutes[i]!) / 60 }));
}

interface MonthWeeks {
  first: string;
  last: string;
  weeks: string[];
  weekEnds: string[];
}

/**
 * The month's range and weeks, kept for the last month asked about: the part-time data works
 * out every part-timer's figures for the same month, and building dates is most of that work.
 */
let lastMonth: { date: string; value: MonthWeeks } | undefined;
function monthWeeks(monthDate: string): MonthWeeks {
  if (lastMonth?.date === monthDate) return lastMonth.value;
  const weeks = weeksOfMonth(monthDate);
  const value = { ...monthRange(monthDate), weeks, weekEnds: weeks.map((w) => addDays(w, 6)) };
  lastMonth = { date: monthDate, value };
  return value;
}

/** docs/product.md §9: weekly assigned hours above maxHours are a warning (no max hours, no limit). */
export const exceedsMaxHours = (hours: number, maxHours: number | null) => maxHours !== null && hours > maxHours;

/** assignedOrConfirmed / wanted × 100, rounded; null when nothing was wanted. */
export function satisfaction(assignedOrConfirmed: number, wanted: number): number | null {
  if (wanted <= 0) return null;
  return Math.round((assignedOrConfirmed / wanted) * 100);
}

/** Warning colour under 50 or over 100 (docs/product.md §9). */
export function satisfactionNeedsWarning(value: number | null): boolean {
  return value !== null && (value < 50 || value > 100);
}

export interface PartTimerShift extends DatedRange {
  status: number;
  schoolName: string | null;
  availableFrom: string | null;
}

export interface SchoolAssignments {
  schoolName: string;
  count: number;
  dates: string[];
}

export interface PartTimerFigures {
  wanted: number;
  assignedOrConfirmed: number;
  assignedOrConfirmedForEachSchool: SchoolAssignments[];
  assignedHoursPerWeek: WeekHours[];
  notAssignedOrConfirmedDates: string[];
  satisfaction: number | null;
  exceedsMaxHours: boolean;
}

/**
 * One part-timer's month (docs/product.md §2.12, Part-Timer Shifts). `shifts` may reach into the
 * weeks around the month (for hours per week); the counts use the month's days only.
 *  - wanted: dates of the month on which they submitted availability (any shift with availableFrom);
 *  - assignedOrConfirmed: their assigned and confirmed shifts in the month, also per school;
 *  - notAssignedOrConfirmedDates: wanted dates with no assigned or confirmed shift.
 */
export function partTimerFigures(
  shifts: PartTimerShift[],
  monthDate: string,
  maxHours: number | null,
): PartTimerFigures {
  const { first, last } = monthWeeks(monthDate);
  const held: PartTimerShift[] = [];
  const heldDates = new Set<string>();
  const wanted = new Set<string>();
  const bySchool = new Map<string, string[]>();
  for (const s of shifts) {
    if (s.date < first || s.date > last) continue;
    if (s.availableFrom) wanted.add(s.date);
    if (!isHeld(s.status)) continue;
    held.push(s);
    heldDates.add(s.date);
  }
  // A stable sort by date, as before: each school's dates come out in date order.
  held.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const s of held) {
    const school = s.schoolName ?? 'unknown';
    const dates = bySchool.get(school);
    if (dates) dates.push(s.date);
    else bySchool.set(school, [s.date]);
  }
  const wantedDates = [...wanted].sort();
  const weeks = hoursPerWeek(
    shifts.filter((s) => isHeld(s.status)),
    monthDate,
  );
  return {
    wanted: wantedDates.length,
    assignedOrConfirmed: held.length,
    assignedOrConfirmedForEachSchool: [...bySchool.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([schoolName, dates]) => ({ schoolName, count: dates.length, dates })),
    assignedHoursPerWeek: weeks,
    notAssignedOrConfirmedDates: wantedDates.filter((d) => !heldDates.has(d)),
    satisfaction: satisfaction(held.length, wantedDates.length),
    exceedsMaxHours: weeks.some((w) => exceedsMaxHours(w.hours, maxHours)),
  };
}

export interface ClassCount {
  className: string;
  students: number;
}

export interface PeriodNumbers {
  teachersRequired: number;
  preAndKinder: number;
  bilingual: number;
  elementary: number;
  biKinder: number;
  kinder: number;
}

export interface RegistrationNumbers {
  am: PeriodNumbers;
  pm: PeriodNumbers;
}

/**
 * Which per-type count a class adds to in the AM and PM periods (docs/decisions/0007-shifts.md):
 * all-day classes count in both periods.
 */
const CLASS_TYPES: Record<
  string,
  { am?: keyof Omit<PeriodNumbers, 'teachersRequired'>; pm?: keyof Omit<PeriodNumbers, 'teachersRequired'> }
> = {
  'AM Pre and Kinder': { am: 'preAndKinder' },
  'AM Bilingual': { am: 'bilingual' },
  'AM Elementary': { am: 'elementary' },
  'All Day Bilingual': { am: 'bilingual', pm: 'bilingual' },
  'Bi.-Kinder': { am: 'biKinder', pm: 'biKinder' },
  'PM Kinder': { pm: 'kinder' },
  'PM Elementary': { pm: 'elementary' },
};

/** The day's registered students per class type and period, and teachers needed at one per 6 students. */
export function registrationNumbers(classes: ClassCount[]): RegistrationNumbers {
  const empty = (): PeriodNumbers => ({
    teachersRequired: 0,
    preAndKinder: 0,
    bilingual: 0,
    elementary: 0,
    biKinder: 0,
    kinder: 0,
  });
  const out: RegistrationNumbers = { am: empty(), pm: empty() };
  for (const c of classes) {
    const types = CLASS_TYPES[c.className];
    if (!types) continue;
    if (types.am) out.am[types.am] += c.students;
    if (types.pm) out.pm[types.pm] += c.students;
  }
  for (const p of [out.am, out.pm]) {
    const students = p.preAndKinder + p.bilingual + p.elementary + p.biKinder + p.kinder;
    p.teachersRequired = Math.ceil(students / STUDENTS_PER_TEACHER);
  }
  return out;
}

export type AvailabilityLock = 'closed' | 'past' | 'held' | null;

/**
 * Why a part-timer may not change their availability on a date (docs/product.md §5.6):
 * submission is closed, the date is past (before today by day), or the date already holds an
 * assigned or confirmed shift. null when they may.
 */
export function availabilityLock(o: {
  date: string;
  today: string;
  canSubmit: boolean;
  heldOnDate: boolean;
}): AvailabilityLock {
  if (!o.canSubmit) return 'closed';
  if (o.date < o.today) return 'past';
  if (o.heldOnDate) return 'held';
  return null;
}

export const AVAILABILITY_LOCK_MESSAGES: Record<NonNullable<AvailabilityLock>, string> = {
  closed: 'shift submission is closed',
  past: 'past dates cannot be changed',
  held: 'that date already has an assigned or confirmed shift',
};
