import { describe, expect, it } from 'vitest';
import { assignWarnings, formatHours } from './assign-warnings.ts';
import { onlyFieldsOfStatus } from './shift-fields.ts';

// 2026-11-25 is a Wednesday; its week starts on Monday 2026-11-23.
const base = {
  date: '2026-11-25',
  availableFrom: '08:20',
  availableUntil: '15:00',
  startTime: '10:30',
  endTime: '15:00',
  weeks: [
    { weekStart: '2026-11-16', hours: 40 },
    { weekStart: '2026-11-23', hours: 15.5 },
  ],
  maxHours: 20,
};

describe('assignWarnings', () => {
  it('says nothing inside the availability and within max hours (equal is not above)', () => {
    expect(assignWarnings(base)).toEqual([]);
    expect(
      assignWarnings({
        ...base,
        startTime: '10:30',
        endTime: '15:00',
        weeks: [{ weekStart: '2026-11-23', hours: 15.5 }],
      }),
    ).toEqual([]);
  });

  it('warns past available until, before available from, and above max hours in the ISO week', () => {
    expect(assignWarnings({ ...base, startTime: '8:00 AM', endTime: '19:30' })).toEqual([
      'starts before they are available (from 8:20 AM)',
      'ends after they are available (until 3:00 PM)',
      'would have 27 h in the week of 2026-11-23, above their max hours (20)',
    ]);
  });

  it('has no hours limit without max hours, and counts from zero in a week with nothing held', () => {
    expect(assignWarnings({ ...base, endTime: '15:00', maxHours: null, weeks: [] })).toEqual([]);
    expect(
      assignWarnings({
        ...base,
        availableUntil: '23:00',
        startTime: '00:00',
        endTime: '21:00',
        weeks: [],
        maxHours: 20,
      }),
    ).toEqual([
      'starts before they are available (from 8:20 AM)',
      'would have 21 h in the week of 2026-11-23, above their max hours (20)',
    ]);
  });

  it('writes hours as Part-Timer Shifts does', () => {
    expect([20, 43.5, 7.25].map(formatHours)).toEqual(['20 h', '43.5 h', '7.25 h']);
  });
});

describe('onlyFieldsOfStatus', () => {
  const all = {
    date: '2026-11-25',
    schoolName: 'Ikejiri',
    startTime: '10:30',
    endTime: '19:30',
    availableFrom: '08:20',
    availableUntil: '20:00',
  };
  it('keeps availability for submitted, school and times for the other statuses', () => {
    expect(onlyFieldsOfStatus(0, all)).toEqual({ date: '2026-11-25', availableFrom: '08:20', availableUntil: '20:00' });
    for (const status of [1, 2, -1])
      expect(onlyFieldsOfStatus(status, all)).toEqual({
        date: '2026-11-25',
        schoolName: 'Ikejiri',
        startTime: '10:30',
        endTime: '19:30',
      });
  });
});
