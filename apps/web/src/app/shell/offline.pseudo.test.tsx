import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, onTestFinished } from 'vitest';
import LogoutPage from '../../features/auth/pages/LogoutPage.tsx';
import { forgetAllOf, keep, markRefused } from '../../lib/outbox/store.ts';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { SyncStatus } from './SyncStatus.tsx';

/**
 * Two changes made offline by the signed-in person: a session's form the server refused, and a pick-up step that
 * still waits (the server is down: it stays waiting).
 */
async function twoWaiting() {
  const original = globalThis.fetch;
  mockFetch(() => ({ status: 503, body: { message: 'the server is busy, please try again in a moment' } }));
  onTestFinished(() => {
    globalThis.fetch = original;
  });
  const base = { userId: pseudoPerson.id, method: 'PATCH' as const, savedAt: Date.parse('2026-11-24T05:10:00Z') };
  const refused = await keep({
    ...base,
    key: 'k-1',
    path: '/sessions/s1/performance/class',
    body: { comments: 'Sang the weather song' },
    recordId: 's1',
    label: { kind: 'sessionForm', form: 'class', student: 'Aiko Tanaka', date: '2026-11-24' },
  });
  await markRefused(refused.seq, { status: 409, body: { message: 'this session is canceled' } });
  await keep({
    ...base,
    key: 'k-2',
    path: '/pickups/p1/status',
    body: { status: 2 },
    recordId: 'p1',
    label: { kind: 'pickupStep', status: 'departed', place: 'Mishuku Kindergarten', time: '14:00' },
  });
}

afterEach(() => forgetAllOf(pseudoPerson.id));

// The changes' own words: what was entered and where (the server's refusal is its own, translated by its code).
const DATA = [
  'Aiko Tanaka',
  'Mishuku Kindergarten',
  'departed',
  /comments: Sang the weather song/g,
  'this session is canceled',
];

describePseudoScreens('offline', [
  {
    name: 'the corner chip of waiting changes, and their list with a refused one',
    page: <SyncStatus />,
    signedIn: true,
    arrange: twoWaiting,
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: /⟦/ }));
      await screen.findByRole('dialog');
    },
    data: DATA,
  },
  {
    name: 'logout asks before it discards waiting changes',
    page: <LogoutPage />,
    path: '/logout',
    signedIn: true,
    arrange: twoWaiting,
    act: async () => {
      await screen.findByRole('dialog');
    },
  },
]);
