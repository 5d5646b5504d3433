/** A school date (YYYY-MM-DD) as the Japanese screens write it: 2026年11月24日(火). */
export function jaDate(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = '日月火水木金土'[d.getUTCDay()];
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${weekday})`;
}

/** A school date `days` later (earlier when negative), in UTC so the machine's zone never shifts a day. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
