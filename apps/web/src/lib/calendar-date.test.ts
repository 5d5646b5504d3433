import { afterEach, describe, expect, it } from 'vitest';
import { calendarDateText } from './calendar-date.ts';
import { formatDate } from './dates.ts';
import { setLanguage } from './i18n/index.ts';

// A week and the turn of a month and a year: every weekday's name, and numbers written without their zeros.
const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const EDGES = ['2026-12-01', '2027-01-09', '2024-02-29'];

describe('calendarDateText', () => {
  afterEach(() => setLanguage('en'));

  it('writes a date as formatDate does, in English', () => {
    for (const date of [...DATES, ...EDGES]) expect(calendarDateText(date)).toBe(formatDate(date));
    expect(calendarDateText('2026-11-24')).toBe('2026-11-24');
  });

  it('writes a date as formatDate does, in Japanese, the weekday included', async () => {
    await setLanguage('ja');
    for (const date of [...DATES, ...EDGES]) expect(calendarDateText(date)).toBe(formatDate(date));
    expect(calendarDateText('2027-01-09')).toBe('2027年1月9日(土)');
  });

  it('says unknown for what is not a calendar date (formatDate would roll 2026-13-40 over into 2027)', () => {
    expect(calendarDateText('not a date')).toBe(formatDate('not a date'));
    expect(calendarDateText('2026-13-40')).toBe('unknown');
  });
});
