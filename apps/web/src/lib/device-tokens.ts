import { LIMITS } from '@school-ops/shared';

/**
 * The device tokens this browser was given by sign-ins (decision 0015): with one, a person's own tablet is
 * judged by its own failed sign-ins, not by locks an attacker caused. They are no secret of anyone's data,
 * so they outlive a logout; the newest first, one per person, a few people per shared tablet.
 */
export const DEVICE_TOKENS_KEY = 'school-ops-device-tokens';

/** Whom a device token was given to (its `sub`), read without verifying: the server verifies. */
function personOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { sub?: string }).sub;
  } catch {
    return undefined;
  }
}

export function deviceTokens(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((t): t is string => typeof t === 'string').slice(0, LIMITS.deviceTokensMax)
      : [];
  } catch {
    return [];
  }
}

export function rememberDeviceToken(token: string): void {
  const person = personOf(token);
  const others = deviceTokens().filter((t) => personOf(t) !== person);
  localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify([token, ...others].slice(0, LIMITS.deviceTokensMax)));
}
