import { JWT_STORAGE_KEY } from '@school-ops/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from './auth.ts';
import { DEVICE_TOKENS_KEY, deviceTokens, rememberDeviceToken } from './device-tokens.ts';

/** A device token as the server shapes it: only its payload's `sub` matters to the browser. */
const deviceToken = (sub: string, n = 0) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, dev: `d${n}` })).replace(/=+$/, '')}.sig${n}`;

describe('device tokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest token per person, newest first, at most 10', () => {
    rememberDeviceToken(deviceToken('mary', 1));
    rememberDeviceToken(deviceToken('ken', 2));
    rememberDeviceToken(deviceToken('mary', 3));
    expect(deviceTokens()).toEqual([deviceToken('mary', 3), deviceToken('ken', 2)]);
    for (let i = 0; i < 12; i++) rememberDeviceToken(deviceToken(`p${i}`, i));
    expect(deviceTokens()).toHaveLength(10);
    expect(deviceTokens()[0]).toBe(deviceToken('p11', 11));
  });

  it('outlive a logout, which clears everything else', () => {
    authStore.login({ id: 'mary' } as never, 'session-token');
    rememberDeviceToken(deviceToken('mary'));
    localStorage.setItem('school-ops-cache', '{}');
    authStore.logout();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('school-ops-cache')).toBeNull();
    expect(deviceTokens()).toEqual([deviceToken('mary')]);
  });

  it('reads a damaged store as no tokens', () => {
    localStorage.setItem(DEVICE_TOKENS_KEY, 'not json');
    expect(deviceTokens()).toEqual([]);
    localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify([1, 'a', null]));
    expect(deviceTokens()).toEqual(['a']);
  });
});
