import { LINK_ACTIONS, type LinkDto } from '@school-ops/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/status.ts';
import LinksPage from './LinksPage.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { abilities } from '../../../test/abilities.ts';

let stored: LinkDto[];
let sent: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  toastStore.clear();
  sent = [];
  stored = [
    {
      id: '00000000-0000-4000-8000-00000000000a',
      title: 'Staff Handbook',
      url: 'https://example.com/handbook',
      role: 3,
      clickCount: 4,
      can: abilities(LINK_ACTIONS),
    },
  ];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (method !== 'GET') sent.push({ method, url, body });
    const json = (v: unknown, status = 200) => new Response(JSON.stringify(v), { status });
    if (method === 'GET') return json({ documents: stored });
    if (method === 'POST') {
      const created = (body!.links as Omit<LinkDto, 'id' | 'clickCount'>[]).map((l, i) => ({
        ...l,
        id: `00000000-0000-4000-8000-00000000001${i}`,
        clickCount: 0,
        can: abilities(LINK_ACTIONS),
      }));
      stored = [...stored, ...created];
      return json({ documents: created }, 201);
    }
    const id = url.split('/').at(-1);
    const link = stored.find((l) => l.id === id)!;
    if (method === 'PATCH') {
      Object.assign(link, body);
      return json({ document: link });
    }
    stored = stored.filter((l) => l.id !== id);
    return json({ document: link });
  }) as typeof fetch;
});

function renderPage() {
  renderWithProviders([{ path: '/links', element: <LinksPage /> }], '/links');
}

const toasts = () => toastStore.get().map((t) => t.message);

it('creates several links at once after checking every row', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Welcome Links' })).toBeTruthy();
  const form = screen.getByRole('form', { name: 'New links' });
  expect(within(form).getByRole('button', { name: 'Remove row 1' })).toHaveProperty('disabled', true);

  await user.click(within(form).getByRole('button', { name: 'Add row' }));
  await user.click(within(form).getByRole('button', { name: 'Add row' }));
  const row = (n: number) => within(screen.getByRole('group', { name: `New link ${n}` }));
  await user.type(row(1).getByLabelText(/Title/), 'Lesson Plans');
  await user.type(row(1).getByLabelText(/URL/), 'lesson plans');
  await user.selectOptions(row(1).getByLabelText('Visible to'), 'Full-Timers and Up');
  await user.type(row(2).getByLabelText(/Title/), 'Calendar');
  await user.type(row(2).getByLabelText(/URL/), 'https://example.com/calendar');
  await user.click(row(3).getByRole('button', { name: 'Remove row 3' }));
  expect(screen.queryByRole('group', { name: 'New link 3' })).toBeNull();

  await user.click(within(form).getByRole('button', { name: 'Create' }));
  expect(await row(1).findByText('url must be a valid URL')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.clear(row(1).getByLabelText(/URL/));
  await user.type(row(1).getByLabelText(/URL/), 'https://example.com/plans');
  await user.click(within(form).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(toasts()).toEqual(['2 links created']));
  expect(sent).toEqual([
    {
      method: 'POST',
      url: '/api/links',
      body: {
        links: [
          { title: 'Lesson Plans', url: 'https://example.com/plans', role: 2 },
          { title: 'Calendar', url: 'https://example.com/calendar', role: 3 },
        ],
      },
    },
  ]);
  // The new links join the list to edit, and the form starts over with one empty row.
  expect(await screen.findByRole('form', { name: 'Link: Lesson Plans' })).toBeTruthy();
  expect(screen.getAllByRole('group', { name: /New link/ })).toHaveLength(1);
});

it('saves one row and deletes another after a confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  const row = within(await screen.findByRole('form', { name: 'Link: Staff Handbook' }));
  expect(row.getByText('4 clicks')).toBeTruthy();
  expect(row.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  await user.selectOptions(row.getByLabelText('Visible to'), 'School Managers');
  await user.click(row.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual(['link updated']));
  expect(sent).toEqual([
    {
      method: 'PATCH',
      url: '/api/links/00000000-0000-4000-8000-00000000000a',
      body: { title: 'Staff Handbook', url: 'https://example.com/handbook', role: 0 },
    },
  ]);

  await user.click(row.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete link?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('There are no links available.')).toBeTruthy();
  expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/links/00000000-0000-4000-8000-00000000000a' });
});
