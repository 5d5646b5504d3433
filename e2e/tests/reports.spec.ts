import { readFileSync } from 'node:fs';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

// The demo's month: Pat Parttime works today at Ikejiri, 10:30 AM to 7:30 PM, confirmed (apps/server/src/seed/shifts.ts).
const PAT = 'Pat Parttime';

test('a manager reads the month’s hours, then downloads them as CSV and as an Excel workbook', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Hours' }).click();
  await expect(page.getByRole('heading', { name: 'Hours', level: 1 })).toBeVisible();

  const pat = page.getByRole('region', { name: PAT });
  await expect(pat.getByText(/^Total: \d+(\.\d+)? hours \(\d+ shifts?\)$/)).toBeVisible();
  await expect(pat.getByText('Max hours per week: 20 hours')).toBeVisible();
  await expect(pat.getByRole('table', { name: `Hours per week of ${PAT}` })).toBeVisible();
  await expect(page.getByText(/^.+: \d+(\.\d+)? hours in all$/)).toBeVisible();
  await pat.getByRole('button', { name: /^Hours per day/ }).click();
  await expect(pat.getByRole('table', { name: `Hours per day of ${PAT}` })).toContainText('10:30 AM–7:30 PM Ikejiri');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^hours-\d{4}-\d{2}\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.startsWith('Name,Row,Date,Week end,School,Times,Shifts,Hours,Max hours,Over max hours\r\n')).toBe(true);
  expect(text).toContain(`${PAT},Total,`);

  const excelCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV for Excel (Japanese)' }).click();
  const bom = readFileSync((await (await excelCsv).path())!);
  expect([...bom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel workbook (.xlsx)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^hours-\d{4}-\d{2}\.xlsx$/);
  // A workbook is a zip archive.
  expect(
    readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'reports-hours');
});

test('a supervisor opens the month’s sessions report, for one school', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Sessions Report' }).click();
  await expect(page.getByRole('heading', { name: 'Sessions Report', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /, All schools: \d+ students?$/, level: 2 })).toBeVisible();
  await expect(page.getByText(/^Completed: \d+ reading, \d+ class$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Ikejiri' }).click();
  await expect(page.getByRole('heading', { name: /, Ikejiri: \d+ students?$/, level: 2 })).toBeVisible();
  const first = page.locator('main section[aria-labelledby^="sessions-"]').nth(1);
  await expect(first.getByText(/^SMS ID \d+ · Ikejiri · \d+ sessions?$/)).toBeVisible();
  await expect(first.getByText('Reading sessions completed')).toBeVisible();

  await expectAccessible(page);
  await snapBoth(page, 'reports-sessions');
});
