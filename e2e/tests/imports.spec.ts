import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';
import { reachPicker } from '../support/pickers.ts';

/** The school's calendar day, not the machine's: the import is for tomorrow in Tokyo. */
const schoolDate = (offsetDays: number) => {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
};
const TOMORROW = schoolDate(1);

// The demo students with SMS IDs 1001-1003 (apps/server/src/seed/students.ts).
const STUDENTS = ['Aoi Tanaka', 'Haruto Kobayashi', 'Yui Sato'];
const HEADER = 'date,schoolName,className,studentSmsId,category,arrived,attendanceException';
const good = [
  `${TOMORROW},Ikejiri,PM Kinder,1001,reading,yes,`,
  `${TOMORROW},Ikejiri,PM Kinder,1002,reading,no,`,
  `${TOMORROW},Ikejiri,PM Kinder,1003,reading,,遅刻`,
];
// Excel in Japan writes a BOM and CRLF line ends.
const csv = (rows: string[]) => Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');
const FILE_NAME = 'schedule-tomorrow.csv';

async function upload(page: Page, rows: string[]) {
  await page.getByLabel('Choose CSV file').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: csv(rows) });
}

test('a manager previews a schedule with a bad row, fixes it, applies it, and a part-timer sees tomorrow’s sessions', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'manager');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Imports' }).click();
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Daily schedule' }).click();
  await expect(page.getByRole('tabpanel').getByText('attendanceException')).toBeVisible();

  // The template is the header plus examples; for Excel (Japanese) with the BOM Excel in Japan needs.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template for Excel (Japanese)' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('daily-schedule-template.csv');
  const templateText = readFileSync((await template.path())!, 'utf8');
  expect(templateText.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);

  // Line 5 names a student the school does not have.
  await upload(page, [...good, `${TOMORROW},Ikejiri,PM Kinder,99999,reading,,`]);
  const counts = page.getByRole('group', { name: 'Counts' });
  await expect(counts.getByRole('button', { name: '3 to create' })).toBeVisible();
  await expect(counts.getByRole('button', { name: '1 error' })).toBeVisible();
  const rows = page.getByRole('table', { name: `Rows of ${FILE_NAME}` }).getByRole('row');
  // Errors come first.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('5');
  await expect(rows.nth(1)).toContainText('unknown SMS ID 99999');
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  await expect(page.getByText('Fix the rows with errors and upload the file again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download error report' })).toBeVisible();
  await expectAccessible(page);
  // The page moved to the preview; the screenshots start from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'imports-preview');

  // The fixed file.
  await upload(page, good);
  await expect(counts.getByRole('button', { name: '3 to create' })).toBeVisible();
  await expect(counts.getByText('0 errors')).toBeVisible();
  await expect(page.getByText('Fix the rows with errors and upload the file again.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply import?' });
  await expect(dialog).toContainText(`Daily schedule from ${FILE_NAME}: 3 to create and 0 to update.`);
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Success: import applied (3 created, 0 updated, 0 unchanged, 0 kept)')).toBeVisible();
  await expect(counts).toHaveCount(0);

  const run = page.getByRole('table', { name: 'Recent imports' }).getByRole('row').nth(1);
  await expect(run.getByRole('cell')).toHaveText([
    /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M$/,
    /.+/,
    'Daily schedule',
    FILE_NAME,
    '3',
    '0',
    '0',
    '0',
  ]);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'imports');

  // The same file again changes nothing.
  await upload(page, good);
  await expect(counts.getByRole('button', { name: '3 unchanged' })).toBeVisible();
  await expect(counts.getByText('0 to create')).toBeVisible();

  // A part-timer finds the sessions by moving the global date to tomorrow.
  const teacher = await browser.newPage();
  await loginAs(teacher, 'parttimer');
  await teacher.goto('/sessions');
  await expect(teacher.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await (await reachPicker(teacher.getByRole('banner'), 'Date')).getByRole('spinbutton', { name: 'Year' }).click();
  await teacher.keyboard.type(TOMORROW.replaceAll('-', ''));
  await expect(teacher.locator('li[data-status]')).toHaveCount(3);
  // Each one new; whether the part-timer may open it depends on the child's reading stage.
  for (const name of STUDENTS)
    await expect(teacher.locator('li[data-status="new"]', { hasText: name })).toContainText('PM Kinder · reading');
  await teacher.close();
});

test('a whole-file problem is explained, and a supervisor cannot open imports', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/imports');
  await page.getByRole('tab', { name: 'Daily schedule' }).click();
  await page.getByLabel('Choose CSV file').setInputFiles({
    name: 'no-sms-id.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,schoolName,className,category\r\n${TOMORROW},Ikejiri,PM Kinder,reading\r\n`),
  });
  await expect(page.getByText('Error: missing column: studentSmsId')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Counts' })).toHaveCount(0);

  await loginAs(page, 'supervisor');
  await page.goto('/imports');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
