import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatLongDate, formatMonth, formatTime } from './dates.ts';
import { setLanguage } from './i18n/index.ts';

describe('formatDate', () => {
  it('shows an instant as the school reads it, in Asia/Tokyo (issue 16 item 6)', () => {
    expect(formatDate('2026-11-24T10:03:00.000Z', 'h:mm A')).toBe('7:03 PM');
    expect(formatDate('2026-11-24T15:30:00.000Z')).toBe('2026-11-25');
  });

  it('keeps a calendar date as it is, and says unknown for what is not a date', () => {
    expect(formatDate('2026-11-24')).toBe('2026-11-24');
    expect(formatDate('not a date')).toBe('unknown');
    expect(formatDate(null)).toBe('unknown');
  });
});

describe('dates in the reader language', () => {
  afterEach(() => setLanguage('en'));

  it('English keeps the spec formats', () => {
    expect(formatDate('2026-11-24')).toBe('2026-11-24');
    expect(formatMonth('2026-11-24')).toBe('2026-11');
    expect(formatTime('2026-11-24T05:00:00.000Z')).toBe('2:00 PM');
  });

  it('Japanese writes as a Tokyo office does, the weekday from the library', async () => {
    await setLanguage('ja');
    expect(formatDate('2026-11-24')).toBe('2026年11月24日(火)');
    expect(formatDate('2026-11-29')).toBe('2026年11月29日(日)');
    expect(formatMonth('2026-11-24')).toBe('2026年11月');
    expect(formatTime('2026-11-24T05:00:00.000Z')).toBe('14:00');
    expect(formatTime('2026-11-24T00:05:00.000Z')).toBe('09:05');
    expect(formatDate('not a date')).toBe('不明');
  });
});

describe('clock times and long dates in the reader language', () => {
  afterEach(() => setLanguage('en'));

  it('English is the shared formatTime and the spec’s weekday date', () => {
    expect(formatClock('14:00')).toBe('2:00 PM');
    expect(formatClock('09:05')).toBe('9:05 AM');
    expect(formatClock('2:00 PM')).toBe('2:00 PM');
    expect(formatClock(null)).toBe('unknown');
    expect(formatLongDate('2026-11-24')).toBe('Tuesday, 2026-11-24');
  });

  it('Japanese writes 24-hour times and the weekday in full', async () => {
    await setLanguage('ja');
    expect(formatClock('14:00')).toBe('14:00');
    expect(formatClock('2:00 PM')).toBe('14:00');
    expect(formatClock('9:05')).toBe('09:05');
    expect(formatClock('')).toBe('不明');
    expect(formatLongDate('2026-11-24')).toBe('2026年11月24日(火曜日)');
  });
});
