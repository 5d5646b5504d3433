import { describe, expect, it } from 'vitest';
import {
  clashingPickupText,
  conflictingShiftIds,
  describeClashes,
  pickupClashes,
  nextPickupStatus,
  PICKUP_MESSAGES,
  pickupRange,
  pickupsQuerySchema,
  pickupStatusLabel,
  pickupStatusSchema,
  updatePickupSchema,
} from './pickups.ts';

const times = (id: string, timeToLeave: string, timeToReturn: string, shiftIds: string[] = []) => ({
  id,
  timeToLeave,
  timeToPickup: null,
  timeToReturn,
  shiftIds,
});

describe('pickup status', () => {
  it('steps one at a time and stops at done', () => {
    expect([0, 1, 2, 3, 4, 5].map(nextPickupStatus)).toEqual([1, 2, 3, 4, 5, null]);
    expect(pickupStatusLabel(1)).toBe('confirmed');
    expect(pickupStatusLabel(5)).toBe('done');
    expect(pickupStatusLabel(9)).toBe('unknown');
  });

  it('accepts 0-5 only', () => {
    expect(pickupStatusSchema.safeParse({ status: 5 }).success).toBe(true);
    expect(pickupStatusSchema.safeParse({ status: 6 }).success).toBe(false);
    expect(pickupStatusSchema.safeParse({ status: '1' }).success).toBe(false);
  });
});

describe('conflictingShiftIds', () => {
  const pickup = times('p', '14:00', '15:00');
  it('finds chosen shifts already on an overlapping pickup (touching ends overlap)', () => {
    const others = [
      times('a', '15:00', '16:00', ['s1']),
      times('b', '15:01', '16:00', ['s2']),
      times('p', '14:00', '15:00', ['s3']),
    ];
    expect(conflictingShiftIds(pickup, ['s1', 's2', 's3'], others)).toEqual(['s1']);
    expect(conflictingShiftIds(pickup, ['s2'], others)).toEqual([]);
  });

  it('uses timeToPickup when a time is missing, and ignores pickups without times', () => {
    expect(pickupRange({ timeToLeave: null, timeToPickup: '14:30', timeToReturn: '15:00' })).toEqual({
      start: '14:30',
      end: '15:00',
    });
    expect(pickupRange({ timeToLeave: null, timeToPickup: null, timeToReturn: '15:00' })).toBeNull();
    expect(
      conflictingShiftIds(
        { ...pickup, timeToLeave: null, timeToReturn: null },
        ['s1'],
        [times('a', '14:00', '15:00', ['s1'])],
      ),
    ).toEqual([]);
  });
});

describe('request schemas', () => {
  it('requires one school, not all', () => {
    const r = pickupsQuerySchema.safeParse({ schoolName: 'all', date: '2026-01-05' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([PICKUP_MESSAGES.selectSchool]);
  });

  it('dedupes shift ids and empties blank comments', () => {
    const id = '7b1c1d35-0f9d-4a0a-9d43-2d6c0f0b7d11';
    expect(updatePickupSchema.parse({ shiftIds: [id, id], comments: '  ' })).toEqual({
      shiftIds: [id],
      comments: null,
    });
  });
});

describe('pickupClashes and the dialog text', () => {
  it('gives each clashing shift its overlapping pickups, and names the person', () => {
    const pickup = times('p', '14:00', '15:00');
    const a = { ...times('a', '14:30', '15:30', ['s1', 's2']), location: 'Station', category: 'pick-up' as const };
    const b = { ...times('b', '13:00', '14:00', ['s1']), location: 'Park', category: 'drop-off' as const };
    const clashes = pickupClashes(pickup, ['s1', 's2', 's3'], [a, b]);
    expect(clashes.map((c) => [c.shiftId, c.pickups.map((x) => x.id)])).toEqual([
      ['s1', ['a', 'b']],
      ['s2', ['a']],
    ]);
    const described = describeClashes(clashes, [{ shiftId: 's1', name: 'Aiko Tanaka', nickname: 'Aiko' }]);
    expect(described.map((c) => c.name)).toEqual(['Aiko Tanaka (Aiko)', 'unknown']);
    // The web names an unknown person in the reader's language.
    expect(describeClashes(clashes, [], '不明な担当者').map((c) => c.name)).toEqual(['不明な担当者', '不明な担当者']);
    expect(described[0]!.pickups.map(clashingPickupText)).toEqual([
      'Station (pick-up, 2:30 PM to 3:30 PM)',
      'Park (drop-off, 1:00 PM to 2:00 PM)',
    ]);
  });
});
