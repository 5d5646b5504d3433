import { describe, expect, it } from 'vitest';
import { completedLabel, sessionsHeading } from './heading.ts';

describe('sessionsHeading', () => {
  it('names the weekday of the date', () => {
    expect(sessionsHeading('2026-11-24')).toBe('Tuesday, 2026-11-24');
    expect(sessionsHeading('2026-11-22')).toBe('Sunday, 2026-11-22');
    expect(sessionsHeading('2028-02-29')).toBe('Tuesday, 2028-02-29');
  });

  it('says "Sessions" without a real date', () => {
    expect(sessionsHeading('')).toBe('Sessions');
    expect(sessionsHeading('2026-02-30')).toBe('Sessions');
    expect(sessionsHeading('24/11/2026')).toBe('Sessions');
  });
});

describe('completedLabel', () => {
  it('says whose count it is, and names the chosen date unless it is today', () => {
    expect(completedLabel('2026-11-25', '2026-11-25')).toBe('Sessions you completed today');
    expect(completedLabel('2026-11-24', '2026-11-25')).toBe('Sessions you completed on 2026-11-24');
  });
});
