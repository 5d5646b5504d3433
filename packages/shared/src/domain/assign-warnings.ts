import { exceedsMaxHours, formatTime, rangeHours, toMinutes, weekStartOf, type WeekHours } from './shifts.ts';

/** '20 h', '43.5 h', '7.25 h'. */
export const formatHours = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(2).replace(/0$/, '')} h`;

export interface AssignCheck {
  date: string;
  /** The teacher's submitted availability. */
  availableFrom: string | null;
  availableUntil: string | null;
  /** The window they would be assigned. */
  startTime: string | null;
  endTime: string | null;
  /** Their assigned and confirmed hours per week (Part-Timer Shifts' figures), and their max hours. */
  weeks: readonly WeekHours[];
  maxHours: number | null;
}

/**
 * What a supervisor should know before assigning a teacher (issue 16 item 27): a window outside the
 * availability they submitted, or a week that would go above their max hours.
 */
export function assignWarnings(c: AssignCheck): string[] {
  const out: string[] = [];
  const earlier = (a: string | null, b: string | null) => {
    const [x, y] = [toMinutes(a), toMinutes(b)];
    return x !== null && y !== null && x < y;
  };
  if (earlier(c.startTime, c.availableFrom)) {
    out.push(`starts before they are available (from ${formatTime(c.availableFrom)})`);
  }
  if (earlier(c.availableUntil, c.endTime)) {
    out.push(`ends after they are available (until ${formatTime(c.availableUntil)})`);
  }
  const weekStart = weekStartOf(c.date);
  const held = c.weeks.find((w) => w.weekStart === weekStart)?.hours ?? 0;
  const total = held + rangeHours({ start: c.startTime ?? '', end: c.endTime ?? '' });
  if (exceedsMaxHours(total, c.maxHours)) {
    out.push(`would have ${formatHours(total)} in the week of ${weekStart}, above their max hours (${c.maxHours})`);
  }
  return out;
}
