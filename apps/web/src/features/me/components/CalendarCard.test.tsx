import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderInApp } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import { CalendarCard } from './CalendarCard.tsx';

const OLD = `/api/calendar/${'o'.repeat(43)}.ics`;
const NEW = `/api/calendar/${'n'.repeat(43)}.ics`;

describe('the Calendar card', () => {
  it('shows the whole feed address, and renews it only after the person confirms', async () => {
    const calls = mockFetch((c) => ({ body: { document: { path: c.method === 'POST' ? NEW : OLD } } }));
    renderInApp(<CalendarCard />, { user: aUser() });
    const address = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Calendar address' });
    expect(address.value).toBe(`${window.location.origin}${OLD}`);

    await userEvent.click(screen.getByRole('button', { name: 'Renew address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the calendar address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Until its fade-out ends, the closing dialog hides the card from the accessibility tree.
    await waitForElementToBeRemoved(dialog);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(address.value).toBe(`${window.location.origin}${OLD}`);

    await userEvent.click(screen.getByRole('button', { name: 'Renew address' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renew address' }));
    await screen.findByDisplayValue(`${window.location.origin}${NEW}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/calendar/subscription/renew']);
  });
});
