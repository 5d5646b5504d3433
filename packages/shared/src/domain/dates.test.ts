import { TIMEZONE } from '../constants.ts';
import { describe, expect, it } from 'vitest';
import {
  dateProblem,
  isIsoDate,
  isOnTimeStep,
  roundToTimeStep,
  schoolDateTime,
  schoolToday,
  WEEKDAY_NAMES,
  weekdayOf,
} from './dates.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('1900-01-01')).toBe(true);
  });

  it('rejects dates that do not exist', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('2026-01-32')).toBe(false);
  });

  it('rejects other formats', () => {
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026/01/01')).toBe(false);
    expect(isIsoDate('20260101')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(' 2026-01-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('schoolToday', () => {
  it('uses Asia/Tokyo, not UTC or the machine zone', () => {
    expect(schoolToday(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
    expect(schoolToday(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(schoolToday(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });

  it('crosses month and year ends in Tokyo time', () => {
    expect(schoolToday(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
    expect(schoolToday(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
  });

  it('returns a valid ISO date for now', () => {
    expect(isIsoDate(schoolToday())).toBe(true);
  });
});

describe('schoolDateTime', () => {
  it('formats an instant in Tokyo time, 12-hour', () => {
    expect(schoolDateTime(new Date('2026-11-21T06:05:00Z'))).toEqual({ date: '2026/11/21', time: '3:05 PM' });
    expect(schoolDateTime(new Date('2026-11-21T15:30:00Z'))).toEqual({ date: '2026/11/22', time: '12:30 AM' });
  });
});

describe("the school's clock against Intl's Asia/Tokyo", () => {
  const tokyo = new Intl.DateTimeFormat('en-US', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const byIntl = (at: Date) => {
    const p = Object.fromEntries(tokyo.formatToParts(at).map((x) => [x.type, x.value]));
    return { date: `${p.year}/${p.month}/${p.day}`, time: `${p.hour}:${p.minute} ${p.dayPeriod}` };
  };

  it('agrees at instants spread over 1990 to 2040 (every 59 h 49 min), and at Tokyo midnights and noons', () => {
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (59 * 60 + 49) * 60_000) {
      for (const at of [
        new Date(t),
        new Date(t - (t % 86_400_000) - 9 * 3_600_000),
        new Date(t - (t % 86_400_000) + 3 * 3_600_000),
      ]) {
        const expected = byIntl(at);
        expect(schoolDateTime(at)).toEqual(expected);
        expect(schoolToday(at)).toBe(expected.date.replaceAll('/', '-'));
      }
    }
  });
});

describe('weekdayOf', () => {
  it('counts from Sunday (0) to Saturday (6), whatever the machine time zone', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(WEEKDAY_NAMES[weekdayOf('2026-11-24')]).toBe('Tuesday');
    expect(weekdayOf('2028-02-29')).toBe(2);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});

describe('dateProblem', () => {
  it("names what is wrong in the date picker's words", () => {
    expect(dateProblem('2026-11-25')).toBeNull();
    expect(dateProblem('1900-01-01')).toBeNull();
    expect(dateProblem('2100-01-01')).toBeNull();
    expect(dateProblem('2100-01-02')).toBe('Date should not be after maximal date');
    expect(dateProblem('1899-12-31')).toBe('Date should not be before minimal date');
    expect(dateProblem('2026-02-30')).toBe('Invalid Date Format');
    expect(dateProblem('')).toBe('Invalid Date Format');
  });
});

describe('roundToTimeStep', () => {
  it('rounds to the nearest 5 minutes within the day', () => {
    expect(roundToTimeStep(19 * 60 + 3)).toBe(19 * 60 + 5);
    expect(roundToTimeStep(19 * 60 + 2)).toBe(19 * 60);
    expect(roundToTimeStep(23 * 60 + 58)).toBe(23 * 60 + 55);
    expect(roundToTimeStep(0)).toBe(0);
    expect(isOnTimeStep(19 * 60 + 5)).toBe(true);
    expect(isOnTimeStep(19 * 60 + 3)).toBe(false);
  });
});
