import { describe, expect, it } from 'vitest';
import { filterOnDay, heldFilter, initialFilter } from './global-filter.ts';

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

  it('reads what a device holds: the rest as at first, a date without its day as from an earlier day', () => {
    expect(heldFilter({}, '2026-11-24')).toEqual(initialFilter('2026-11-24'));
    expect(heldFilter({ schoolName: 'Gakugei', date: '2026-11-20' }, '2026-11-24')).toEqual({
      schoolName: 'Gakugei',
      className: 'all',
      date: '2026-11-24',
      chosenOn: '2026-11-24',
    });
    const chosenToday = { schoolName: 'Gakugei', className: 'PM', date: '2026-11-20', chosenOn: '2026-11-24' };
    expect(heldFilter(chosenToday, '2026-11-24')).toEqual(chosenToday);
  });
});
