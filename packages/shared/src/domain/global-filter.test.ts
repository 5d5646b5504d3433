import { describe, expect, it } from 'vitest';
import { filterOnDay, initialFilter } from './global-filter.ts';

describe('the global filter kept on a device', () => {
  it('starts at the first school, every class, today', () => {
    expect(initialFilter('2026-11-24')).toEqual({
      schoolName: 'Ikejiri',
      className: 'all',
      date: '2026-11-24',
      chosenOn: '2026-11-24',
    });
  });

  it('keeps a date chosen today, and the school and class for good', () => {
    const kept = { schoolName: 'Gakugei', className: 'PM', date: '2026-11-20', chosenOn: '2026-11-24' };
    expect(filterOnDay(kept, '2026-11-24')).toBe(kept);
    expect(filterOnDay(kept, '2026-11-25')).toEqual({
      schoolName: 'Gakugei',
      className: 'PM',
      date: '2026-11-25',
      chosenOn: '2026-11-25',
    });
  });
});
