import { isSmsIdUsername, LIMITS, normaliseLoginName, type LoginData, type LoginInput } from '@school-ops/shared';

export type LoginErrors = Partial<Record<'username' | 'password', string>>;

/**
 * The shared `loginSchema`'s rules without zod: the sign-in page is the first thing a phone loads, and zod
 * was a quarter of its JavaScript. `login-check.test.ts` checks that both give the same messages and values;
 * the server still validates with `loginSchema`.
 */
export function checkLogin(input: LoginInput): { data: LoginData; errors?: undefined } | { errors: LoginErrors } {
  const username = input.username.trim();
  const errors: LoginErrors = {};
  if (!username) errors.username = 'username is required';
  if (!input.password) errors.password = 'password is required';
  const sms = isSmsIdUsername(username);
  const userMax = sms ? LIMITS.smsIdMaxLength : LIMITS.usernameMaxLength;
  const passMax = sms ? LIMITS.pinLoginMaxLength : LIMITS.passwordMaxLength;
  // The "required" message comes first where both apply, as the schema's issues do.
  if (username.length > userMax) errors.username ??= `username must be at most ${userMax} characters`;
  if (input.password.length > passMax) errors.password ??= `password must be at most ${passMax} characters`;
  if (errors.username || errors.password) return { errors };
  const stayLoggedIn = sms ? false : (input.stayLoggedIn ?? false);
  // The browser's device tokens are added when the request is sent (sign-in.ts).
  return { data: { username: normaliseLoginName(username), password: input.password, stayLoggedIn, deviceTokens: [] } };
}
