import { isSmsIdUsername as sharedIsSmsIdUsername, loginSchema, type LoginInput } from '@school-ops/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSmsIdUsername } from '@school-ops/shared';
import { checkLogin } from './login-check.ts';

/** What the form showed with zodResolver(loginSchema): the first message per field, or the parsed values. */
function viaSchema(input: LoginInput) {
  const parsed = loginSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { errors };
}

describe('checkLogin', () => {
  it('gives the SMS ID limits their messages', () => {
    expect(checkLogin({ username: '123456', password: '123456' })).toEqual({
      errors: { username: 'username must be at most 5 characters', password: 'password must be at most 5 characters' },
    });
  });

  it('requires both fields and trims the username', () => {
    expect(checkLogin({ username: '  ', password: '' })).toEqual({
      errors: { username: 'username is required', password: 'password is required' },
    });
    expect(checkLogin({ username: ' admin ', password: 'x', stayLoggedIn: true })).toEqual({
      data: { username: 'admin', password: 'x', stayLoggedIn: true, deviceTokens: [] },
    });
  });

  it('never keeps an SMS ID sign-in', () => {
    expect(checkLogin({ username: '12345', password: '1234', stayLoggedIn: true })).toEqual({
      data: { username: '12345', password: '1234', stayLoggedIn: false, deviceTokens: [] },
    });
  });

  it('agrees with the shared loginSchema on any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.stringMatching(/^ ?\d{0,8} ?$/),
      fc.constantFrom('', ' ', 'a'.repeat(36), 'a'.repeat(37), 'p'.repeat(48), 'p'.repeat(49)),
    );
    fc.assert(
      fc.property(text, text, fc.option(fc.boolean(), { nil: undefined }), (username, password, stayLoggedIn) => {
        const input = { username, password, stayLoggedIn };
        expect(checkLogin(input)).toEqual(viaSchema(input));
        expect(isSmsIdUsername(username)).toBe(sharedIsSmsIdUsername(username));
      }),
      { numRuns: 2000 },
    );
  });
});
