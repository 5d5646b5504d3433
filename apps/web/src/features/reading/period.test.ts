import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dates.ts';
import { HISTORY_MONTHS, periodOf } from './period.ts';

/** What the page asked for before (dayjs), which the server's history reads expect. */
const byDayjs = (months: number, to: string) => dayjs(to).subtract(months, 'month').add(1, 'day').format('YYYY-MM-DD');

describe('periodOf', () => {
  it('starts the day after the same date the given months before', () => {
    expect(periodOf(12, '2026-11-25')).toEqual({ from: '2025-11-26', to: '2026-11-25' });
    expect(periodOf(3, '2026-01-15')).toEqual({ from: '2025-10-16', to: '2026-01-15' });
  });

  it("takes a day past the earlier month's end as its last day", () => {
    expect(periodOf(1, '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(periodOf(12, '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(periodOf(3, '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
  });

  it('agrees with dayjs on every day of four years, for every period offered', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let d = 0; d < 4 * 366; d++) {
      const to = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
      for (const months of HISTORY_MONTHS)
        expect(periodOf(months, to).from, `${months} months to ${to}`).toBe(byDayjs(months, to));
    }
  });
});
