const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The sessions list's heading for the filter's date: "Tuesday, 2026-11-24", or "Sessions" without a valid
 * date. Plain code without dayjs: the entry paints it before the app's code has arrived (app/first-paint.tsx).
 */
export function sessionsHeading(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return 'Sessions';
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return 'Sessions';
  return `${WEEKDAYS[d.getUTCDay()]}, ${date}`;
}
