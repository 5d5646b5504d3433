import { describe, expect, it } from 'vitest';
import { describeChanges, diffOf, isSecretField } from './presenter.ts';

describe('the audit difference', () => {
  it('keeps only the fields that changed', () => {
    expect(diffOf({ a: 1, b: { x: [1] }, c: 'same' }, { a: 2, b: { x: [1] }, c: 'same' })).toEqual([
      { field: 'a', before: 1, after: 2 },
    ]);
  });

  it('lists every field of a creation or a deletion, and fields that appear or go', () => {
    expect(diffOf(null, { a: 1, b: null })).toEqual([
      { field: 'a', after: 1 },
      { field: 'b', after: null },
    ]);
    expect(diffOf({ a: 1 }, null)).toEqual([{ field: 'a', before: 1 }]);
    expect(diffOf({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1 },
      { field: 'b', after: 2 },
    ]);
    expect(diffOf(null, null)).toEqual([]);
  });

  it('compares values that are not records as one change', () => {
    expect(diffOf([1, 2], [1, 3])).toEqual([{ field: '', before: [1, 2], after: [1, 3] }]);
    expect(diffOf(5, 5)).toEqual([]);
  });

  it('knows a secret by its name, not a flag that merely mentions one', () => {
    for (const f of ['passwordHash', 'pinHash', 'tokenHash', 'password', 'newPin', 'token', 'jwtSecret', 'nonce'])
      expect(isSecretField(f), f).toBe(true);
    for (const f of ['mustChangePassword', 'mustChangePin', 'name', 'tokenVersion', 'pickupStatus'])
      expect(isSecretField(f), f).toBe(false);
  });

  it('writes changes as spreadsheet lines', () => {
    expect(
      describeChanges([
        { field: 'name', before: 'A', after: 'B' },
        { field: 'pinHash', redacted: true },
        { field: 'grade', after: 3 },
      ]),
    ).toBe('name: A → B\npinHash: [redacted]\ngrade:  → 3');
  });
});
