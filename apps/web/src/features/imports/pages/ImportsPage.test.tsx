import { AUTHORITY, ROLE, type ImportReport, type ImportRowResult, type ImportRunDto } from '@school-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { authStore } from '../../../lib/auth.ts';
import { mockFetch, renderWithProviders, type FetchCall } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import ImportsPage from './ImportsPage.tsx';

const manager = aUser({ name: 'Mia Manager' });
const supervisor = aUser({
  id: '00000000-0000-4000-8000-000000000002',
  username: 'supervisor',
  authority: AUTHORITY.supervisor,
  role: ROLE.supervisor,
});

const CSV = 'date,schoolName,className,studentSmsId,category\r\n2026-04-08,Ikejiri,PM Kinder,1001,reading\r\n';
const row = (
  line: number,
  action: ImportRowResult['action'],
  label: string,
  messages: string[] = [],
): ImportRowResult => ({ line, action, label, messages });

function report(rows: ImportRowResult[], dryRun = true): ImportReport {
  const counts = { create: 0, update: 0, unchanged: 0, kept: 0, error: 0 };
  for (const r of rows) counts[r.action]++;
  return { kind: 'daily-schedule', dryRun, counts, rows, run: null };
}

const PREVIEW_WITH_ERROR = report([
  row(2, 'create', '2026-04-08 Ikejiri · PM Kinder · 1001 reading'),
  row(3, 'kept', '=HYPERLINK("x") Ikejiri · PM Kinder · 1002 reading', ['session already started']),
  row(4, 'error', '2026-04-08 Ikejiri · PM Kinder · 99999 reading', ['unknown SMS ID 99999']),
  row(5, 'create', '2026-04-08 Ikejiri · PM Kinder · 1003 reading'),
]);
const CLEAN_PREVIEW = report([
  row(2, 'create', '2026-04-08 Ikejiri · PM Kinder · 1001 reading'),
  row(3, 'create', '2026-04-08 Ikejiri · PM Kinder · 1002 reading'),
  row(4, 'unchanged', '2026-04-08 Ikejiri · PM Kinder · 1003 reading'),
]);
const RUN: ImportRunDto = {
  id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'daily-schedule',
  fileName: 'schedule.csv',
  createdAt: '2026-04-07T23:30:00.000Z',
  userName: 'Mia Manager',
  counts: { create: 2, update: 0, unchanged: 1, kept: 0 },
};

const renderPage = () => renderWithProviders([{ path: '/imports', element: <ImportsPage /> }], '/imports');
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');
const file = (text = CSV, name = 'schedule.csv') => new File([text], name, { type: 'text/csv' });

async function chooseSchedule(user: ReturnType<typeof userEvent.setup>, f = file()) {
  await user.click(await screen.findByRole('tab', { name: 'Daily schedule' }));
  await user.upload(screen.getByLabelText('Choose CSV file'), f);
}

beforeEach(() => authStore.login(manager, 'token'));
afterEach(() => authStore.logout());

describe('imports page', () => {
  it('previews a file: counts, the bad row first with its line and message, and Apply blocked', async () => {
    const calls = mockFetch(({ method }) => (method === 'GET' ? { body: { runs: [] } } : { body: PREVIEW_WITH_ERROR }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('No imports yet.')).toBeTruthy();
    await chooseSchedule(user);

    const group = await screen.findByRole('group', { name: 'Counts' });
    expect(Array.from(group.children, (c) => c.textContent)).toEqual([
      '2 to create',
      '0 to update',
      '0 unchanged',
      '1 kept',
      '1 error',
    ]);
    // Only the counts above zero filter the rows.
    const counts = within(group);
    expect(counts.getAllByRole('button').map((b) => b.textContent)).toEqual(['2 to create', '1 kept', '1 error']);
    const table = screen.getByRole('table', { name: 'Rows of schedule.csv' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['4', '3', '2', '5']);
    expect(within(bodyRows[0]!).getByText('unknown SMS ID 99999')).toBeTruthy();
    expect(within(bodyRows[0]!).getByText('error')).toBeTruthy();
    // A value a spreadsheet would run is shown as text.
    expect(within(bodyRows[1]!).getByText(`'=HYPERLINK("x") Ikejiri · PM Kinder · 1002 reading`)).toBeTruthy();

    const applyButton = screen.getByRole('button', { name: 'Apply import' });
    expect(applyButton).toHaveProperty('disabled', true);
    expect(screen.getByText('Fix the rows with errors and upload the file again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download error report' })).toBeTruthy();

    const [put] = puts(calls);
    expect(put!.url).toBe('/api/imports/daily-schedule?dryRun=true&fileName=schedule.csv');
    expect(await (put!.body as Blob).text()).toBe(CSV);

    // The error chip narrows the rows to the errors.
    await user.click(counts.getByRole('button', { name: '1 error' }));
    expect(within(screen.getByRole('table', { name: 'Rows of schedule.csv' })).getAllByRole('row')).toHaveLength(2);
  });

  it('applies a clean file after a confirmation, clears the preview and lists the run', async () => {
    let applied = false;
    const calls = mockFetch(({ method, url }) => {
      if (method === 'GET') return { body: { runs: applied ? [RUN] : [] } };
      if (url.includes('dryRun=false')) {
        applied = true;
        return { body: { ...report(CLEAN_PREVIEW.rows, false), run: RUN } };
      }
      return { body: CLEAN_PREVIEW };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseSchedule(user);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply import?' }));
    expect(dialog.getByText(/Daily schedule from schedule.csv: 2 to create and 0 to update/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Apply import' }));

    expect(await screen.findByText('Success: import applied (2 created, 0 updated, 1 unchanged, 0 kept)')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Counts' })).toBeNull();
    expect(puts(calls).map((c) => c.url)).toEqual([
      '/api/imports/daily-schedule?dryRun=true&fileName=schedule.csv',
      '/api/imports/daily-schedule?dryRun=false&fileName=schedule.csv',
    ]);

    const history = within(await screen.findByRole('table', { name: 'Recent imports' }));
    const cells = within(history.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 23:30 UTC is 8:30 the next morning in Tokyo.
    expect(cells).toEqual(['2026-04-08 8:30 AM', 'Mia Manager', 'Daily schedule', 'schedule.csv', '2', '0', '1', '0']);
  });

  it('shows the rows again when the apply is refused for errors', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET') return { body: { runs: [] } };
      if (url.includes('dryRun=false')) {
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Nothing was imported: 1 row has errors.',
            report: { ...PREVIEW_WITH_ERROR, dryRun: false },
          },
        };
      }
      return { body: CLEAN_PREVIEW };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseSchedule(user);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Error: Nothing was imported: 1 row has errors.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('unknown SMS ID 99999')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply import' })).toHaveProperty('disabled', true);
  });

  it('shows a whole-file problem as an error and no preview', async () => {
    mockFetch(({ method }) =>
      method === 'GET'
        ? { body: { runs: [] } }
        : { status: 400, body: { statusCode: 400, message: 'missing column: studentSmsId' } },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseSchedule(user);
    expect(await screen.findByText('Error: missing column: studentSmsId')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Counts' })).toBeNull();
  });

  it('shows a big report one page at a time', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row(i + 2, 'create', `2026-04-08 Ikejiri · PM Kinder · ${i} reading`),
    );
    mockFetch(({ method }) => (method === 'GET' ? { body: { runs: [] } } : { body: report(rows) }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseSchedule(user);
    const table = await screen.findByRole('table', { name: 'Rows of schedule.csv' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText(/1–25 of 10,?000/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(
      within(screen.getByRole('table', { name: 'Rows of schedule.csv' })).getAllByRole('row')[1]!.textContent,
    ).toContain('27');
  });

  it('resets the preview when another kind is chosen, and offers that kind its template', async () => {
    mockFetch(({ method }) => (method === 'GET' ? { body: { runs: [] } } : { body: CLEAN_PREVIEW }));
    const saved: { name: string; text: Promise<string> }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:template';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseSchedule(user);
    expect(await screen.findByRole('group', { name: 'Counts' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pick-ups' }));
    expect(screen.queryByRole('group', { name: 'Counts' })).toBeNull();
    expect(screen.getByText('studentSmsIds')).toBeTruthy();

    const header =
      'date,schoolName,location,category,timeToLeave,timeToPickup,timeToReturn,outwardMethod,returnMethod,studentSmsIds';
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    // The CSV library loads on the first download (decision 0038).
    await waitFor(() => expect(saved[0]?.name).toBe('pickups-template.csv'));
    expect((await saved[0]!.text).split('\r\n')[0]).toBe(header);
    // Excel (Japanese): the same file with a BOM, so Excel in Japan reads it as UTF-8.
    fireEvent.click(screen.getByRole('button', { name: 'Template for Excel (Japanese)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect((await saved[1]!.text).split('\r\n')[0]).toBe(`\uFEFF${header}`);
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('the /imports route', () => {
  it('is for managers: the drawer links to it and a supervisor is sent to /unauthorized', async () => {
    mockFetch(() => ({ body: { runs: [], documents: [] } }));
    const router = renderWithProviders(routes, '/imports');
    expect(await screen.findByRole('heading', { name: 'Imports', level: 1 })).toBeTruthy();
    // The signed-in parts of the bar are their own chunk, loaded after the page.
    fireEvent.click(await screen.findByRole('button', { name: 'open navigation' }, { timeout: 5000 }));
    const nav = within(await screen.findByRole('navigation', { name: 'main' }));
    expect(nav.getByRole('link', { name: 'Imports' }).getAttribute('href')).toBe('/imports');

    authStore.login(supervisor, 'token');
    await router.navigate('/imports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByText('you are not authorized to view this page')).toBeTruthy();
  });
});
