import {
  assignWarnings,
  formatHours,
  formatTime,
  MSG,
  noSubmittedShiftsText,
  READING_LEVEL_LABELS,
  ROLE_LABELS,
  SHIFT_MESSAGES,
  SHIFT_STATUS_LABELS,
  SHIFT_STATUSES,
  TRAINING_LEVEL_LABELS,
  type AssignCheck,
  type Role,
} from '@school-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n/index.ts';
import {
  assignWarningTexts,
  clock,
  datesText,
  hoursText,
  monthHeading,
  readingLevelText,
  roleGroupLabel,
  shortDatesText,
  statusLabel,
  trainingLevelText,
} from './texts.ts';

afterEach(() => setLanguage('en'));

/** Every warning the shared rule gives: early start, late end, a week above max hours. */
const warned: AssignCheck = {
  date: '2030-03-06',
  availableFrom: '10:00',
  availableUntil: '18:00',
  startTime: '09:30',
  endTime: '19:30',
  weeks: [{ weekStart: '2030-03-04', hours: 15.5 }],
  maxHours: 20,
};

describe('shift texts in English are the spec texts the shared code writes', () => {
  it('clock times', () => {
    for (const time of ['00:05', '08:20', '10:30', '12:00', '14:00', '19:30', '23:55', '2:00 PM', null, '', 'x']) {
      expect(clock(time)).toBe(formatTime(time));
    }
  });

  it('hours', () => {
    for (const h of [0, 7.25, 20, 43.5, 10.1]) expect(hoursText(h)).toBe(formatHours(h));
  });

  it('assign warnings, each with the teacher name first', () => {
    expect(assignWarningTexts('Pat', warned)).toEqual(assignWarnings(warned).map((w) => `Pat ${w}`));
    expect(assignWarnings(warned)).toHaveLength(3);
    const fine = { ...warned, startTime: '10:30', endTime: '17:00', weeks: [] };
    expect(assignWarningTexts('Pat', fine)).toEqual([]);
  });

  it('statuses, role groups, levels and messages', () => {
    for (const s of SHIFT_STATUSES) expect(statusLabel(s)).toBe(SHIFT_STATUS_LABELS[s]);
    for (const r of [0, 1, 2, 3] as Role[]) expect(roleGroupLabel(r)).toBe(`${ROLE_LABELS[r]}s`);
    for (const l of Object.values(READING_LEVEL_LABELS)) expect(readingLevelText(l)).toBe(l);
    for (const l of Object.values(TRAINING_LEVEL_LABELS)) expect(trainingLevelText(l)).toBe(l);
    expect(i18n.t('shifts.failedToGet', { lng: 'en' })).toBe(SHIFT_MESSAGES.failedToGet);
    expect(i18n.t('shifts.partTimers.allAssigned', { lng: 'en' })).toBe(SHIFT_MESSAGES.allAssigned);
    expect(i18n.t('shifts.form.unsavedChanges', { lng: 'en' })).toBe(MSG.unsavedChanges);
    expect(i18n.t('shifts.partTimers.noneSubmitted', { lng: 'en', month: 'November 2026' })).toBe(
      noSubmittedShiftsText('November 2026'),
    );
    expect(monthHeading('2026-11-01')).toBe('November 2026');
    expect(datesText(['2026-11-24', '2026-11-25'])).toBe('2026-11-24, 2026-11-25');
    // Part-Timer Shifts' short dates are the same in English.
    expect(shortDatesText(['2026-11-24', '2026-11-25'])).toBe('2026-11-24, 2026-11-25');
  });
});

describe('shift texts in Japanese', () => {
  it('write times in 24 hours, dates and months the Japanese way, and warnings in Japanese', async () => {
    await setLanguage('ja');
    expect(clock('14:00')).toBe('14:00');
    expect(clock('08:20')).toBe('08:20');
    expect(hoursText(7.25)).toBe('7.25時間');
    expect(monthHeading('2026-11-01')).toBe('2026年11月');
    expect(datesText(['2026-11-24', '2026-11-25'])).toBe('2026年11月24日(火)、2026年11月25日(水)');
    expect(shortDatesText(['2026-11-24', '2026-11-25'])).toBe('11/24(火)、11/25(水)');
    expect(statusLabel(1)).toBe('仮割り当て');
    expect(trainingLevelText('Circle Time')).toBe('サークルタイム');
    expect(assignWarningTexts('Pat', warned)).toEqual([
      'Patさん：勤務可能な時間（10:00から）より前に始まります',
      'Patさん：勤務可能な時間（18:00まで）より後に終わります',
      'Patさん：2030年3月4日(月)の週が25.5時間になり、週の上限時間（20時間）を超えます',
    ]);
  });
});
