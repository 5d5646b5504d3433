import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isSmsIdUsername } from '../domain/names.ts';
import {
  loginSchema,
  maxHoursSchema,
  updatePasswordFormSchema,
  updatePasswordSchema,
  updatePinFormSchema,
  updatePinSchema,
} from './auth.ts';

/** Every message of a failed parse (empty when it passes). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('isSmsIdUsername', () => {
  it('is true for digits only', () => {
    expect(isSmsIdUsername('12345')).toBe(true);
    expect(isSmsIdUsername(' 123 ')).toBe(true);
    expect(isSmsIdUsername('12a45')).toBe(false);
    expect(isSmsIdUsername('maryann')).toBe(false);
    expect(isSmsIdUsername('')).toBe(false);
  });
});

describe('loginSchema', () => {
  it('requires username and password', () => {
    expect(messages(loginSchema, {})).toEqual(['username is required', 'password is required']);
    expect(messages(loginSchema, { username: '', password: '' })).toEqual([
      'username is required',
      'password is required',
    ]);
    expect(messages(loginSchema, { username: '   ', password: 'x' })).toEqual(['username is required']);
  });

  it('accepts a username and password and defaults stayLoggedIn to false', () => {
    expect(loginSchema.parse({ username: ' maryann ', password: 'secret' })).toEqual({
      username: 'maryann',
      password: 'secret',
      stayLoggedIn: false,
      deviceTokens: [],
    });
    expect(loginSchema.parse({ username: 'maryann', password: 'secret', stayLoggedIn: true }).stayLoggedIn).toBe(true);
  });

  it('limits a numeric username (SMS ID) to 5 and its password (PIN) to 5', () => {
    expect(messages(loginSchema, { username: '12345', password: '12345' })).toEqual([]);
    expect(messages(loginSchema, { username: '123456', password: '1234' })).toEqual([
      'username must be at most 5 characters',
    ]);
    expect(messages(loginSchema, { username: '12345', password: '123456' })).toEqual([
      'password must be at most 5 characters',
    ]);
  });

  it('forces stayLoggedIn off for an SMS ID', () => {
    expect(loginSchema.parse({ username: '12345', password: '1234', stayLoggedIn: true })).toEqual({
      username: '12345',
      password: '1234',
      stayLoggedIn: false,
      deviceTokens: [],
    });
  });

  it('spells an SMS ID without leading zeros, so 777, 0777 and 00777 are one account', () => {
    for (const username of ['777', '0777', '00777', ' 0777 ']) {
      expect(loginSchema.parse({ username, password: '1234' }).username).toBe('777');
    }
    expect(loginSchema.parse({ username: 'mary0777', password: 'secret' }).username).toBe('mary0777');
  });

  it('takes up to 10 device tokens and refuses more', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(loginSchema.parse({ username: 'maryann', password: 'secret', deviceTokens: ten }).deviceTokens).toEqual(ten);
    expect(messages(loginSchema, { username: 'maryann', password: 'secret', deviceTokens: [...ten, 'x'] })).toEqual([
      'at most 10 device tokens',
    ]);
  });

  it('limits other usernames to 36 and passwords to 48', () => {
    const ok = { username: 'a'.repeat(36), password: 'p'.repeat(48) };
    expect(messages(loginSchema, ok)).toEqual([]);
    expect(messages(loginSchema, { ...ok, username: 'a'.repeat(37) })).toEqual([
      'username must be at most 36 characters',
    ]);
    expect(messages(loginSchema, { ...ok, password: 'p'.repeat(49) })).toEqual([
      'password must be at most 48 characters',
    ]);
  });

  it('does not apply the PIN limits to a non-numeric username', () => {
    expect(messages(loginSchema, { username: '1234a', password: 'longer-than-five' })).toEqual([]);
  });
});

describe('updatePasswordSchema', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'new-password' };

  it('accepts a different new password', () => {
    expect(updatePasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires both fields', () => {
    expect(messages(updatePasswordSchema, {})).toEqual(['current password is required', 'new password is required']);
    expect(messages(updatePasswordSchema, { ...valid, currentPassword: '' })).toEqual(['current password is required']);
  });

  it("rejects the same password: 'new password must be new'", () => {
    expect(messages(updatePasswordSchema, { currentPassword: 'same-password', newPassword: 'same-password' })).toEqual([
      'new password must be new',
    ]);
  });

  it('says an empty new password is required, not that it is too short', () => {
    expect(messages(updatePasswordSchema, { ...valid, newPassword: '' })).toEqual(['new password is required']);
    expect(
      messages(updatePasswordFormSchema, { currentPassword: 'old-password', newPassword: '', newPasswordConfirm: '' }),
    ).toEqual(['new password is required', 'new password confirmation is required']);
  });

  it('bounds the new password length', () => {
    expect(messages(updatePasswordSchema, { ...valid, newPassword: 'short' })).toEqual([
      'new password must be at least 8 characters',
    ]);
    expect(messages(updatePasswordSchema, { ...valid, newPassword: 'p'.repeat(48) })).toEqual([]);
    expect(messages(updatePasswordSchema, { ...valid, newPassword: 'p'.repeat(49) })).toEqual([
      'new password must be at most 48 characters',
    ]);
  });
});

describe('updatePasswordFormSchema', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'new-password', newPasswordConfirm: 'new-password' };

  it('accepts a matching confirmation', () => {
    expect(messages(updatePasswordFormSchema, valid)).toEqual([]);
  });

  it('rejects a different confirmation: "new passwords don\'t match"', () => {
    const r = updatePasswordFormSchema.safeParse({ ...valid, newPasswordConfirm: 'new-passwort' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPasswordConfirm', "new passwords don't match"],
    ]);
  });

  it("still says 'new password must be new'", () => {
    expect(
      messages(updatePasswordFormSchema, {
        currentPassword: 'same-password',
        newPassword: 'same-password',
        newPasswordConfirm: 'same-password',
      }),
    ).toEqual(['new password must be new']);
  });

  it('requires the confirmation', () => {
    expect(messages(updatePasswordFormSchema, { ...valid, newPasswordConfirm: '' })).toEqual([
      'new password confirmation is required',
      "new passwords don't match",
    ]);
  });
});

describe('PIN schemas', () => {
  it('accept exactly 4 digits', () => {
    expect(updatePinSchema.parse({ currentPin: '0000', newPin: '1234' })).toEqual({
      currentPin: '0000',
      newPin: '1234',
    });
  });

  it.each(['123', '12345', 'abcd', '12a4', ' 1234', '12.4'])('reject %j', (bad) => {
    expect(messages(updatePinSchema, { currentPin: '0000', newPin: bad })).toEqual([
      'new PIN must be exactly 4 digits',
    ]);
    expect(messages(updatePinSchema, { currentPin: bad, newPin: '1234' })).toEqual([
      'current PIN must be exactly 4 digits',
    ]);
  });

  it('require both PINs', () => {
    expect(messages(updatePinSchema, {})).toEqual(['current PIN is required', 'new PIN is required']);
    expect(messages(updatePinSchema, { currentPin: '', newPin: '1234' })).toEqual(['current PIN is required']);
  });

  it("reject the same PIN: 'new PIN must be new'", () => {
    expect(messages(updatePinSchema, { currentPin: '1234', newPin: '1234' })).toEqual(['new PIN must be new']);
    expect(messages(updatePinFormSchema, { currentPin: '1234', newPin: '1234', newPinConfirm: '1234' })).toEqual([
      'new PIN must be new',
    ]);
  });

  it('reject a different confirmation: "new PINs don\'t match"', () => {
    expect(messages(updatePinFormSchema, { currentPin: '0000', newPin: '1234', newPinConfirm: '1234' })).toEqual([]);
    const r = updatePinFormSchema.safeParse({ currentPin: '0000', newPin: '1234', newPinConfirm: '4321' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPinConfirm', "new PINs don't match"],
    ]);
  });

  it('require the confirmation to be 4 digits too', () => {
    expect(messages(updatePinFormSchema, { currentPin: '0000', newPin: '1234', newPinConfirm: '123' })).toEqual([
      'PIN confirmation must be exactly 4 digits',
      "new PINs don't match",
    ]);
  });
});

describe('maxHoursSchema', () => {
  it('accepts 1 and more, and null', () => {
    expect(maxHoursSchema.parse({ maxHours: 1 })).toEqual({ maxHours: 1 });
    expect(maxHoursSchema.parse({ maxHours: 25 })).toEqual({ maxHours: 25 });
    expect(maxHoursSchema.parse({ maxHours: null })).toEqual({ maxHours: null });
  });

  it('has a minimum of 1', () => {
    expect(messages(maxHoursSchema, { maxHours: 0 })).toEqual(['max hours must be at least 1']);
    expect(messages(maxHoursSchema, { maxHours: -3 })).toEqual(['max hours must be at least 1']);
  });

  it('wants a whole number', () => {
    expect(messages(maxHoursSchema, { maxHours: 1.5 })).toEqual(['max hours must be a whole number']);
    expect(messages(maxHoursSchema, { maxHours: '10' })).toEqual(['max hours must be a number']);
  });
});
