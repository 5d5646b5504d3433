import { describe, expect, it } from 'vitest';
import {
  availabilityLock,
  formatTime,
  hoursPerWeek,
  isAmShift,
  isPmShift,
  monthRange,
  partTimerFigures,
  rangeHours,
  rangesOverlap,
  registrationNumbers,
  satisfaction,
  satisfactionNeedsWarning,
  shiftProblem,
  toMinutes,
  weekStartOf,
  weeksOfMonth,
} from './shifts.ts';

describe('toMinutes', () => {
  it('reads 24-hour and 12-hour times', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('08:20')).toBe(500);
    expect(toMinutes('8:20')).toBe(500);
    expect(toMinutes('8:20 AM')).toBe(500);
    expect(toMinutes('12:00 AM')).toBe(0);
    expect(toMinutes('12:05 PM')).toBe(725);
    expect(toMinutes('5:00 PM')).toBe(1020);
    expect(toMinutes('11:59 pm')).toBe(1439);
    expect(toMinutes('23:59')).toBe(1439);
  });

  it('refuses what is not a time', () => {
    expect(toMinutes('')).toBeNull();
    expect(toMinutes(null)).toBeNull();
    expect(toMinutes('24:00')).toBeNull();
    expect(toMinutes('13:00 PM')).toBeNull();
    expect(toMinutes('8:60')).toBeNull();
    expect(toMinutes('noon')).toBeNull();
  });

  it('formats as h:mm A', () => {
    expect(formatTime('08:20')).toBe('8:20 AM');
    expect(formatTime('20:00')).toBe('8:00 PM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('x')).toBe('unknown');
    expect(formatTime('2:00 PM')).toBe('2:00 PM');
    expect(formatTime('14:00')).toBe('2:00 PM');
    expect(formatTime(null)).toBe('unknown');
  });
});

describe('rangesOverlap (docs/product.md §5)', () => {
  it('counts touching ends as overlap, by minute', () => {
    expect(rangesOverlap({ start: '10:30', end: '13:00' }, { start: '13:00', end: '17:00' })).toBe(true);
    expect(rangesOverlap({ start: '13:00', end: '17:00' }, { start: '10:30', end: '13:00' })).toBe(true);
  });

  it('does not count a gap of one minute', () => {
    expect(rangesOverlap({ start: '10:30', end: '12:59' }, { start: '13:00', end: '17:00' })).toBe(false);
    expect(rangesOverlap({ start: '13:01', end: '17:00' }, { start: '10:30', end: '13:00' })).toBe(false);
  });

  it('finds containment and partial overlap', () => {
    expect(rangesOverlap({ start: '09:00', end: '18:00' }, { start: '10:00', end: '11:00' })).toBe(true);
    expect(rangesOverlap({ start: '10:00', end: '11:00' }, { start: '09:00', end: '18:00' })).toBe(true);
    expect(rangesOverlap({ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' })).toBe(true);
  });

  it('takes 12-hour input', () => {
    expect(rangesOverlap({ start: '10:30 AM', end: '1:00 PM' }, { start: '13:00', end: '5:00 PM' })).toBe(true);
    expect(rangesOverlap({ start: '10:30 AM', end: '12:59 PM' }, { start: '1:00 PM', end: '5:00 PM' })).toBe(false);
    // 12:30 PM is after 11:00 AM, not before it.
    expect(rangesOverlap({ start: '8:00 AM', end: '11:00 AM' }, { start: '12:30 PM', end: '3:00 PM' })).toBe(false);
  });
});

describe('AM and PM (docs/product.md §9)', () => {
  it('applies AM when the shift starts at or before 10:30 AM and ends after it', () => {
    expect(isAmShift({ start: '10:30', end: '19:30' })).toBe(true);
    expect(isAmShift({ start: '08:20', end: '10:31' })).toBe(true);
    expect(isAmShift({ start: '10:31', end: '19:30' })).toBe(false);
    expect(isAmShift({ start: '08:00', end: '10:30' })).toBe(false);
    expect(isAmShift({ start: '10:30 AM', end: '2:00 PM' })).toBe(true);
  });

  it('applies PM when the shift starts before 5:00 PM and ends after it', () => {
    expect(isPmShift({ start: '16:59', end: '17:01' })).toBe(true);
    expect(isPmShift({ start: '10:30', end: '19:30' })).toBe(true);
    expect(isPmShift({ start: '17:00', end: '20:00' })).toBe(false);
    expect(isPmShift({ start: '10:30', end: '17:00' })).toBe(false);
    expect(isPmShift({ start: '1:00 PM', end: '6:00 PM' })).toBe(true);
  });

  it('lets the default window count in both', () => {
    const w = { start: '10:30', end: '19:30' };
    expect([isAmShift(w), isPmShift(w)]).toEqual([true, true]);
  });
});

describe('shiftProblem (docs/product.md §5)', () => {
  it('needs both ends', () => {
    expect(shiftProblem({ status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: null })).toBe(
      'unable to validate shift',
    );
    expect(shiftProblem({ status: 0, availableFrom: null, availableUntil: '20:00' })).toBe('unable to validate shift');
    expect(shiftProblem({ status: 2, schoolName: 'Ikejiri', startTime: 'soon', endTime: '19:30' })).toBe(
      'unable to validate shift',
    );
  });

  it('needs the start before the end', () => {
    expect(shiftProblem({ status: 1, schoolName: 'Ikejiri', startTime: '19:30', endTime: '10:30' })).toBe(
      'invalid shift times',
    );
    expect(shiftProblem({ status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '10:30' })).toBe(
      'invalid shift times',
    );
    expect(shiftProblem({ status: 0, availableFrom: '20:00', availableUntil: '08:20' })).toBe('invalid shift times');
  });

  it('uses availability for submitted shifts, school and times for assigned and up', () => {
    expect(shiftProblem({ status: 0, availableFrom: '08:20', availableUntil: '20:00' })).toBeNull();
    expect(shiftProblem({ status: 0, startTime: '10:30', endTime: '19:30' })).toBe('unable to validate shift');
    expect(shiftProblem({ status: 1, startTime: '10:30', endTime: '19:30' })).toBe('Please select a school name.');
    expect(shiftProblem({ status: 2, schoolName: 'Gakugei', startTime: '10:30', endTime: '19:30' })).toBeNull();
  });

  it('lets a canceled shift keep whatever whole pair it has', () => {
    expect(shiftProblem({ status: -1 })).toBeNull();
    expect(shiftProblem({ status: -1, availableFrom: '08:20', availableUntil: '20:00' })).toBeNull();
    expect(shiftProblem({ status: -1, startTime: '12:00', endTime: null })).toBe('unable to validate shift');
  });
});

describe('calendar helpers', () => {
  it('finds Mondays and months', () => {
    expect(weekStartOf('2030-03-01')).toBe('2030-02-25'); // a Friday
    expect(weekStartOf('2030-03-04')).toBe('2030-03-04'); // a Monday
    expect(weekStartOf('2030-03-10')).toBe('2030-03-04'); // a Sunday
    expect(monthRange('2030-02-14')).toEqual({ first: '2030-02-01', last: '2030-02-28' });
    expect(monthRange('2028-02-14')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(weeksOfMonth('2030-03-15')).toEqual(['2030-02-25', '2030-03-04', '2030-03-11', '2030-03-18', '2030-03-25']);
  });
});

describe('hours per week', () => {
  it('adds each Monday-to-Sunday week, to the minute, including days across the month edge', () => {
    const weeks = hoursPerWeek(
      [
        { date: '2030-02-26', startTime: '10:30', endTime: '19:30' }, // 9 h, week of 02-25
        { date: '2030-03-01', startTime: '13:00', endTime: '17:30' }, // 4.5 h, same week
        { date: '2030-03-05', startTime: '10:30', endTime: '12:15' }, // 1.75 h
        { date: '2030-04-01', startTime: '10:30', endTime: '19:30' }, // next month's week: not listed
      ],
      '2030-03-01',
    );
    expect(weeks).toEqual([
      { weekStart: '2030-02-25', hours: 13.5 },
      { weekStart: '2030-03-04', hours: 1.75 },
      { weekStart: '2030-03-11', hours: 0 },
      { weekStart: '2030-03-18', hours: 0 },
      { weekStart: '2030-03-25', hours: 0 },
    ]);
  });
});

describe('satisfaction', () => {
  it('is assigned or confirmed over wanted, in percent', () => {
    expect(satisfaction(2, 3)).toBe(67);
    expect(satisfaction(3, 3)).toBe(100);
    expect(satisfaction(4, 2)).toBe(200);
    expect(satisfaction(0, 5)).toBe(0);
    expect(satisfaction(2, 0)).toBeNull();
  });

  it('warns under 50 and over 100', () => {
    expect(satisfactionNeedsWarning(49)).toBe(true);
    expect(satisfactionNeedsWarning(50)).toBe(false);
    expect(satisfactionNeedsWarning(100)).toBe(false);
    expect(satisfactionNeedsWarning(101)).toBe(true);
    expect(satisfactionNeedsWarning(null)).toBe(false);
  });
});

describe('partTimerFigures', () => {
  const base = { schoolName: null, startTime: null, endTime: null, availableFrom: null };
  it('counts a known month', () => {
    const f = partTimerFigures(
      [
        {
          ...base,
          date: '2030-03-04',
          status: 2,
          schoolName: 'Ikejiri',
          startTime: '10:30',
          endTime: '19:30',
          availableFrom: '08:20',
        },
        {
          ...base,
          date: '2030-03-05',
          status: 1,
          schoolName: 'Gakugei',
          startTime: '13:00',
          endTime: '19:00',
          availableFrom: '08:20',
        },
        { ...base, date: '2030-03-06', status: 0, availableFrom: '08:20' },
        { ...base, date: '2030-03-07', status: -1, availableFrom: '08:20' },
        { ...base, date: '2030-03-08', status: 2, schoolName: 'Ikejiri', startTime: '10:30', endTime: '12:30' },
        { ...base, date: '2030-04-02', status: 0, availableFrom: '08:20' },
      ],
      '2030-03-20',
      16,
    );
    expect(f).toMatchObject({
      wanted: 4,
      assignedOrConfirmed: 3,
      satisfaction: 75,
      notAssignedOrConfirmedDates: ['2030-03-06', '2030-03-07'],
      assignedOrConfirmedForEachSchool: [
        { schoolName: 'Gakugei', count: 1, dates: ['2030-03-05'] },
        { schoolName: 'Ikejiri', count: 2, dates: ['2030-03-04', '2030-03-08'] },
      ],
      exceedsMaxHours: true,
    });
    expect(f.assignedHoursPerWeek[1]).toEqual({ weekStart: '2030-03-04', hours: 17 });
    expect(partTimerFigures([], '2030-03-01', null)).toMatchObject({
      wanted: 0,
      satisfaction: null,
      exceedsMaxHours: false,
    });
  });
});

describe('registrationNumbers', () => {
  it('counts AM, all-day and PM classes per period at one teacher per 6 students', () => {
    const n = registrationNumbers([
      { className: 'AM Pre and Kinder', students: 5 },
      { className: 'AM Bilingual', students: 4 },
      { className: 'AM Elementary', students: 2 },
      { className: 'All Day Bilingual', students: 3 },
      { className: 'Bi.-Kinder', students: 1 },
      { className: 'PM Kinder', students: 6 },
      { className: 'PM Elementary', students: 7 },
      { className: 'A1', students: 9 },
    ]);
    expect(n.am).toEqual({ teachersRequired: 3, preAndKinder: 5, bilingual: 7, elementary: 2, biKinder: 1, kinder: 0 });
    expect(n.pm).toEqual({ teachersRequired: 3, preAndKinder: 0, bilingual: 3, elementary: 7, biKinder: 1, kinder: 6 });
    expect(registrationNumbers([]).am.teachersRequired).toBe(0);
  });
});

describe('availabilityLock', () => {
  const today = '2030-03-10';
  it('locks closed submission, past dates and held dates, in that order', () => {
    expect(availabilityLock({ date: '2030-03-11', today, canSubmit: false, heldOnDate: false })).toBe('closed');
    expect(availabilityLock({ date: '2030-03-09', today, canSubmit: true, heldOnDate: false })).toBe('past');
    expect(availabilityLock({ date: '2030-03-10', today, canSubmit: true, heldOnDate: true })).toBe('held');
    expect(availabilityLock({ date: '2030-03-10', today, canSubmit: true, heldOnDate: false })).toBeNull();
  });

  it('reports hours of a range', () => {
    expect(rangeHours({ start: '10:30', end: '19:30' })).toBe(9);
    expect(rangeHours({ start: '19:30', end: '10:30' })).toBe(0);
  });
});
