import { AUTHORITY, LINK_ACTIONS, ROLE, type LinkDto, type UserDto } from '@school-ops/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { renderInApp } from '../../../test/render.tsx';
import { homeLinksRole, UsefulLinks } from './UsefulLinks.tsx';
import { aUser } from '../../../test/users.ts';
import { abilities } from '../../../test/abilities.ts';

const user = (o: Partial<UserDto>): UserDto =>
  aUser({
    username: 'pat',
    smsId: 12345,
    name: 'Pat Parttime',
    role: ROLE.partTimeTeacher,
    authority: AUTHORITY.user,
    maxHours: 20,
    trainingLevel: 0,
    ...o,
  });

const links: LinkDto[] = [
  {
    id: '00000000-0000-4000-8000-00000000000a',
    title: 'Staff Handbook',
    url: 'https://docs.example.com/handbook',
    role: 3,
    clickCount: 9,
    can: abilities(LINK_ACTIONS, false),
  },
  {
    id: '00000000-0000-4000-8000-00000000000b',
    title: 'School Calendar',
    url: 'https://calendar.example.com/',
    role: 3,
    clickCount: 2,
    can: abilities(LINK_ACTIONS, false),
  },
];

let calls: { method: string; url: string; auth: string | null }[];
let reply: LinkDto[];

beforeEach(() => {
  calls = [];
  reply = links;
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ method: init?.method ?? 'GET', url: String(url), auth: headers.get('authorization') });
    if (init?.method === 'PATCH')
      return new Response(JSON.stringify({ document: { ...links[0], clickCount: 10 } }), { status: 200 });
    return new Response(JSON.stringify({ documents: reply }), { status: 200 });
  }) as typeof fetch;
});
afterEach(() => {
  cleanup();
  authStore.logout();
});

function renderAs(u: UserDto) {
  renderInApp(<UsefulLinks />, { user: u, token: 'token-123' });
}

it('lists the role’s links in the server’s order, each opening in a new tab', async () => {
  renderAs(user({}));
  expect(screen.getByRole('heading', { name: 'Useful Links' })).toBeTruthy();
  const items = await screen.findAllByRole('link');
  expect(items.map((a) => a.textContent)).toEqual([
    'Staff Handbookdocs.example.com(opens in a new tab)',
    'School Calendarcalendar.example.com(opens in a new tab)',
  ]);
  expect(items[0]!.getAttribute('href')).toBe('https://docs.example.com/handbook');
  expect(items[0]!.getAttribute('target')).toBe('_blank');
  expect(items[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  expect(calls[0]).toEqual({ method: 'GET', url: '/api/links/3', auth: 'Bearer token-123' });
});

it('reports a click to the server without stopping the link', async () => {
  renderAs(user({}));
  const link = await screen.findByRole('link', { name: /Staff Handbook/ });
  // Last in line, after React's handler: the app left the default action (the new tab) alone.
  // Stopped here only because happy-dom would really fetch the page.
  let leftAlone: boolean | undefined;
  const last = (e: Event) => {
    leftAlone = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', last);
  fireEvent.click(link);
  window.removeEventListener('click', last);
  expect(leftAlone).toBe(true);
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/links/increment/${links[0]!.id}`, auth: 'Bearer token-123' },
    ]),
  );
  // The list is fetched again, as the order follows the clicks.
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
});

it('says so when there are no links', async () => {
  reply = [];
  renderAs(user({ role: ROLE.fullTimeTeacher }));
  expect(await screen.findByText('There are no links available.')).toBeTruthy();
  expect(calls[0]?.url).toBe('/api/links/2');
});

it('gives managers without a teaching role every link, and others without one nothing', () => {
  expect(homeLinksRole(user({ role: null, authority: AUTHORITY.manager }))).toBe(ROLE.schoolManager);
  expect(homeLinksRole(user({ role: null, authority: AUTHORITY.admin }))).toBe(ROLE.schoolManager);
  expect(homeLinksRole(user({ role: ROLE.supervisor, authority: AUTHORITY.manager }))).toBe(ROLE.supervisor);
  expect(homeLinksRole(user({ role: null, authority: AUTHORITY.supervisor }))).toBeNull();
  expect(homeLinksRole(null)).toBeNull();
});

it('shows nothing to a user with no list', () => {
  renderAs(user({ role: null, authority: AUTHORITY.supervisor }));
  expect(screen.queryByRole('heading', { name: 'Useful Links' })).toBeNull();
  expect(calls).toEqual([]);
});
