import type { ManualDto } from '@school-ops/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/status.ts';
import ManualsPage from './ManualsPage.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

let stored: ManualDto[];
let sent: { method: string; body: unknown }[];

beforeEach(() => {
  toastStore.clear();
  sent = [];
  stored = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const json = (v: unknown, status = 200) => new Response(JSON.stringify(v), { status });
    if (method === 'GET') return json({ documents: stored });
    sent.push({ method, body });
    if (method === 'POST') {
      const created = (body!.manuals as Omit<ManualDto, 'id' | 'can'>[]).map((m, i) => ({
        ...m,
        id: `00000000-0000-4000-8000-00000000002${i}`,
        // As the server answers a manager: the rows editor shows Save and Delete from these.
        can: { edit: true, delete: true },
      }));
      // The server answers the list in the spec's order.
      stored = [...stored, ...created].sort(
        (a, b) => a.locationName.localeCompare(b.locationName) || b.pickupCategory.localeCompare(a.pickupCategory),
      );
      return json({ documents: created }, 201);
    }
    const id = String(input).split('/').at(-1);
    const manual = stored.find((m) => m.id === id)!;
    Object.assign(manual, body);
    return json({ document: manual });
  }) as typeof fetch;
});

function renderPage() {
  renderWithProviders([{ path: '/manuals', element: <ManualsPage /> }], '/manuals');
}

it('shows the note and empty text, creates two manuals and keeps them sorted after an edit', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  expect(await screen.findByText('There are no manuals available.')).toBeTruthy();
  expect(
    screen.getByText('Please ensure that the location name exactly matches the pickup location name.'),
  ).toBeTruthy();

  const form = screen.getByRole('form', { name: 'New manuals' });
  await user.click(within(form).getByRole('button', { name: 'Create' }));
  expect(await within(form).findByText('location name is required')).toBeTruthy();
  expect(within(form).getByText('url is required')).toBeTruthy();

  await user.click(within(form).getByRole('button', { name: 'Add row' }));
  const row = (n: number) => within(screen.getByRole('group', { name: `New manual ${n}` }));
  await user.type(row(1).getByLabelText(/Location name/), 'Sangenjaya Station');
  await user.type(row(1).getByLabelText(/URL/), 'https://example.com/s');
  await user.selectOptions(row(1).getByLabelText('Category'), 'Drop-off');
  await user.type(row(2).getByLabelText(/Location name/), 'Ikejiri Elementary');
  await user.type(row(2).getByLabelText(/URL/), 'https://example.com/i');
  await user.click(within(form).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(toastStore.get().map((t) => t.message)).toEqual(['2 manuals created']));
  expect(sent[0]).toEqual({
    method: 'POST',
    body: {
      manuals: [
        { locationName: 'Sangenjaya Station', url: 'https://example.com/s', pickupCategory: 'drop-off' },
        { locationName: 'Ikejiri Elementary', url: 'https://example.com/i', pickupCategory: 'pick-up' },
      ],
    },
  });
  await waitFor(() =>
    expect(screen.getAllByRole('form', { name: /^Manual:/ }).map((f) => f.getAttribute('aria-label'))).toEqual([
      'Manual: Ikejiri Elementary (Pick-up)',
      'Manual: Sangenjaya Station (Drop-off)',
    ]),
  );

  const ikejiri = within(screen.getByRole('form', { name: 'Manual: Ikejiri Elementary (Pick-up)' }));
  await user.clear(ikejiri.getByLabelText(/Location name/));
  await user.type(ikejiri.getByLabelText(/Location name/), 'Tokyo Tower');
  await user.click(ikejiri.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getAllByRole('form', { name: /^Manual:/ }).map((f) => f.getAttribute('aria-label'))).toEqual([
      'Manual: Sangenjaya Station (Drop-off)',
      'Manual: Tokyo Tower (Pick-up)',
    ]),
  );
});
