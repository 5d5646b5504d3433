import { AUTHORITY, ROLE, type HoursReport } from '@school-ops/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetListScroll, WINDOW_THRESHOLD } from '../../../components/WindowedList.tsx';
import { authStore } from '../../../lib/auth.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import { emptyHours, HOURS } from '../fixtures.ts';
import HoursReportPage from './HoursReportPage.tsx';

const manager = aUser({ name: 'Mia Manager' });
const supervisor = aUser({ authority: AUTHORITY.supervisor, role: ROLE.supervisor });
const renderPage = () =>
  renderWithProviders([{ path: '/reports/hours', element: <HoursReportPage /> }], '/reports/hours');

/** A school group's month: many more people than a list renders whole, each Aiko's month under another name. */
const PEOPLE = 200;
const aikosMonth = HOURS.people[0]!;
const MANY: HoursReport = {
  ...HOURS,
  totalHours: aikosMonth.totalHours * PEOPLE,
  schools: [{ schoolName: 'Ikejiri', hours: aikosMonth.totalHours * PEOPLE, shifts: aikosMonth.shifts * PEOPLE }],
  people: Array.from({ length: PEOPLE }, (_, i) => ({
    ...aikosMonth,
    userId: `00000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`,
    name: `Person ${i + 1}`,
  })),
};

afterEach(() => {
  forgetListScroll();
  window.scrollTo(0, 0);
  authStore.logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/reports/hours', () => {
  beforeEach(() => authStore.login(manager, 'token'));

  it("shows each person's total, schools and weeks, an over-max week said in words", async () => {
    const calls = mockFetch(() => ({ body: { document: HOURS } }));
    renderPage();
    const aiko = await screen.findByRole('region', { name: 'Aiko Part' });
    expect(within(aiko).getByText('Total: 13 hours (2 shifts)')).toBeTruthy();
    expect(within(aiko).getByText('Max hours per week: 10 hours')).toBeTruthy();
    expect(within(aiko).getByText('Over max hours in 1 week')).toBeTruthy();
    const weeks = within(aiko).getByRole('table', { name: 'Hours per week of Aiko Part' });
    // The week without confirmed hours is left out; the over-max week says so in words.
    expect(within(weeks).getAllByRole('row')).toHaveLength(2);
    expect(within(weeks).getAllByRole('row')[1]!.textContent).toContain('Over max hours by 3 hours');
    const ben = screen.getByRole('region', { name: 'Ben Full' });
    expect(within(ben).getByText('No max hours per week')).toBeTruthy();
    expect(within(ben).getByText('No limit')).toBeTruthy();
    expect(screen.getByText(/: 21 hours in all$/)).toBeTruthy();
    expect(calls[0]!.url).toMatch(/^\/api\/reports\/hours\?month=\d{4}-\d{2}$/);
  });

  it('renders the cards in view of a long month, and still says the whole month', async () => {
    expect(PEOPLE).toBeGreaterThan(WINDOW_THRESHOLD);
    mockFetch(() => ({ body: { document: MANY } }));
    renderPage();
    const first = await screen.findByRole('region', { name: 'Person 1' });
    expect(within(first).getByText('Total: 13 hours (2 shifts)')).toBeTruthy();
    expect(within(first).getByText('Over max hours in 1 week')).toBeTruthy();
    const weeks = within(first).getByRole('table', { name: 'Hours per week of Person 1' });
    expect(within(weeks).getAllByRole('row')[1]!.textContent).toContain('Over max hours by 3 hours');
    expect(within(first).getByRole('button', { name: 'Hours per day (2 days)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Person 2' })).toBeTruthy();
    // A window of cards, not all of them.
    const cards = screen.getAllByRole('heading', { level: 2, name: /^Person \d+$/ });
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.length).toBeLessThan(PEOPLE / 2);
    expect(screen.queryByRole('region', { name: `Person ${PEOPLE}` })).toBeNull();
    // The month's totals are the whole month's.
    expect(screen.getByText(/: 2600 hours in all$/)).toBeTruthy();
    expect(screen.getByText('Ikejiri: 2600 hours (400 shifts)')).toBeTruthy();
    expect(screen.getByText('200 people worked confirmed shifts.')).toBeTruthy();

    // The last person is there once the page is scrolled to the end.
    await act(async () => {
      window.scrollTo(0, 1_000_000);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 0));
    });
    const last = await screen.findByRole('region', { name: `Person ${PEOPLE}` });
    expect(within(last).getByText('Total: 13 hours (2 shifts)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Person 1' })).toBeNull();
  });

  it("builds a person's days when they are opened", async () => {
    mockFetch(() => ({ body: { document: HOURS } }));
    renderPage();
    const aiko = await screen.findByRole('region', { name: 'Aiko Part' });
    // Not even hidden in the page while closed.
    expect(within(aiko).queryByLabelText('Hours per day of Aiko Part')).toBeNull();
    await userEvent.click(within(aiko).getByRole('button', { name: 'Hours per day (2 days)' }));
    const days = await within(aiko).findByRole('table', { name: 'Hours per day of Aiko Part' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    expect(days.textContent).toContain('10:30 AM–7:30 PM Ikejiri');
  });

  it('says when a month has no confirmed shifts', async () => {
    mockFetch(() => ({ body: { document: emptyHours } }));
    renderPage();
    expect(await screen.findByText(/^No confirmed shifts in /)).toBeTruthy();
  });

  it('says when the report cannot be read', async () => {
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'something went wrong' } }));
    renderPage();
    expect(await screen.findByText(/Failed to get the report\./)).toBeTruthy();
  });

  it('downloads the CSV for Excel (Japanese) under the name the server gives', async () => {
    const calls = mockFetch(() => ({ body: { document: HOURS } }));
    renderPage();
    await screen.findByRole('region', { name: 'Aiko Part' });
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    globalThis.fetch = vi.fn(async (url: RequestInfo | URL) => {
      calls.push({ method: 'GET', url: String(url), body: undefined });
      return new Response('\uFEFFName,Row\r\n', {
        headers: { 'content-disposition': 'attachment; filename="hours-2026-03.csv"' },
      });
    }) as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'CSV for Excel (Japanese)' }));
    await vi.waitFor(() => expect(names).toEqual(['hours-2026-03.csv']));
    expect(calls.at(-1)!.url).toMatch(/\/api\/reports\/hours\?month=\d{4}-\d{2}&format=csv&bom=1$/);
  });
});

describe('/reports/hours for a supervisor', () => {
  beforeEach(() => authStore.login(supervisor, 'token'));

  it('says the report is theirs to read and download', async () => {
    mockFetch(() => ({ body: { document: HOURS } }));
    renderPage();
    expect(await screen.findByText(/You can read and download them; managers close the month\./)).toBeTruthy();
  });
});
