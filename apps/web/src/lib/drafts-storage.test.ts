import { JWT_STORAGE_KEY } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/users.ts';
import { authStore } from './auth.ts';

const pat = aUser({ id: '00000000-0000-4000-8000-0000000000a1', username: 'parttimer' });
const sam = aUser({ id: '00000000-0000-4000-8000-0000000000a2', username: 'fulltimer' });
const DRAFT = 'session-draft:00000000-0000-4000-8000-00000000005e:abc';

describe("a session test's draft on this device", () => {
  it('outlives a sign-out and is there again when the same person signs back in', () => {
    authStore.login(pat, 'token-1');
    localStorage.setItem(DRAFT, '{"phase":"random"}');
    localStorage.setItem('school-ops-cache', '{}');

    authStore.logout();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('school-ops-cache')).toBeNull();
    expect(localStorage.getItem(DRAFT)).toBe('{"phase":"random"}');

    authStore.login(pat, 'token-2');
    expect(localStorage.getItem(DRAFT)).toBe('{"phase":"random"}');
  });

  it('is dropped when another person signs in on the device', () => {
    authStore.login(pat, 'token-1');
    localStorage.setItem(DRAFT, '{"phase":"random"}');
    authStore.logout();

    authStore.login(sam, 'token-3');
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });
});
