import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { mockFetch, renderInApp, renderWithProviders } from '../../test/render.tsx';
import ReadingHistory from './components/ReadingHistory.tsx';
import { SessionSummaryCard } from './components/SessionSummaryCard.tsx';
import { aHistory, anOverview, STUDENT_ID } from './fixtures.ts';
import ReadingOverviewPage from './pages/ReadingOverviewPage.tsx';
import { historyCsv } from './history-csv.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe("a student's reading history", () => {
  it('asks for the last year and shows practise next, the letters counted and each session in one line', async () => {
    const calls = mockFetch(() => ({ body: { document: aHistory() } }));
    renderInApp(<ReadingHistory studentId={STUDENT_ID} />);
    expect(await screen.findByText(/letters b, d · words hen/)).toBeTruthy();
    expect(calls[0]!.url).toMatch(new RegExp(`^/api/students/${STUDENT_ID}/history\\?from=\\d{4}-\\d{2}-\\d{2}&to=`));
    // The letter chart's text alternative: a row per letter, a to z.
    const letters = screen.getByRole('table', { name: 'Letters missed in the last ABC session' });
    expect(within(letters).getAllByRole('row')).toHaveLength(27);
    expect(within(within(letters).getByRole('rowheader', { name: 'b' }).closest('tr')!).getByText('1')).toBeTruthy();
    expect(screen.getByText('ABC, 10 letters: missed b, d (spread); missed b (random)')).toBeTruthy();
    expect(screen.getByText('Red Hen: words missed hen; 2 of 3 questions right')).toBeTruthy();
    expect(screen.getByText('wrong 2 of 3 times')).toBeTruthy();
  });

  it('says so when the period has no sessions, and shows an error the server sends', async () => {
    mockFetch(() => ({ body: { document: aHistory({ sessions: [], progress: [] }) } }));
    const first = renderInApp(<ReadingHistory studentId={STUDENT_ID} />);
    expect(await screen.findByText('No completed reading sessions in this period.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'something went wrong' } }));
    renderInApp(<ReadingHistory studentId={STUDENT_ID} />);
    expect(await screen.findByText(/something went wrong/i)).toBeTruthy();
  });

  it('asks again for the period chosen', async () => {
    const calls = mockFetch(() => ({ body: { document: aHistory() } }));
    renderInApp(<ReadingHistory studentId={STUDENT_ID} />);
    await screen.findByText(/letters b, d/);
    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('option', { name: 'Last 3 months' }));
    await screen.findByText(/letters b, d/);
    const from = (url: string) => new URL(url, 'http://x').searchParams.get('from');
    expect(calls).toHaveLength(2);
    expect(from(calls[1]!.url)! > from(calls[0]!.url)!).toBe(true);
  });

  it('writes the CSV with the shared writer: a comment that looks like a formula stays text', () => {
    const csv = historyCsv(i18n.t, aHistory());
    expect(csv.split('\r\n')[0]).toBe('\uFEFFDate,Teacher,Stage,Result,Comments');
    expect(csv).toContain(
      `2026-11-20,Aki Tanaka,ABC / Phonics,"ABC, 10 letters: missed b, d (spread); missed b (random)",`,
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe("the session page's summary", () => {
  it('shows practise next and the last results, or that there are none yet', async () => {
    const { sessions, practiseNext } = aHistory();
    const view = renderInApp(<SessionSummaryCard summary={{ practiseNext, recent: sessions }} />);
    expect(await screen.findByText(/letters b, d/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    view.unmount();
    renderInApp(<SessionSummaryCard summary={{ practiseNext: { letters: [], words: [] }, recent: [] }} />);
    expect(await screen.findByText(/nothing missed lately/)).toBeTruthy();
    expect(screen.getByText('No earlier reading sessions yet.')).toBeTruthy();
  });
});

describe('the reading overview (/reading)', () => {
  const render = () => renderWithProviders([{ path: '/reading', element: <ReadingOverviewPage /> }], '/reading');

  it('lists the school’s students with their flags in words, filters by class and sorts', async () => {
    const calls = mockFetch(() => ({ body: anOverview() }));
    render();
    expect(await screen.findByText('No reading session in 14 days')).toBeTruthy();
    expect(screen.getByText('Many letters missed repeatedly')).toBeTruthy();
    expect(calls[0]!.url).toMatch(/^\/api\/reading\/overview\?schoolName=Ikejiri&month=\d{4}-\d{2}$/);
    const links = () => screen.getAllByRole('link').map((a) => a.textContent);
    expect(links()).toEqual(['Aoi Kato (E1)', 'Mia Ito (K2)']);
    expect(screen.getByRole('link', { name: 'Mia Ito (K2)' }).getAttribute('href')).toBe(
      '/students/00000000-0000-4000-8000-0000000000c1',
    );

    const user = userEvent.setup({ delay: null });
    // A tablet's width shows the table: its headers sort, a second click the other way round.
    await user.click(screen.getByRole('button', { name: 'Flags' }));
    await user.click(screen.getByRole('button', { name: 'Flags' }));
    expect(links()).toEqual(['Mia Ito (K2)', 'Aoi Kato (E1)']);

    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'AM Bilingual' }));
    expect(links()).toEqual(['Aoi Kato (E1)']);
  });

  it('says when nobody read at the school that month', async () => {
    mockFetch(() => ({ body: anOverview({ documents: [] }) }));
    render();
    expect(await screen.findByText('No reading sessions at this school in this month.')).toBeTruthy();
  });
});
