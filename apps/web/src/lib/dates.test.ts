import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

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
