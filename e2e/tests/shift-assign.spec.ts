import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  loginAs,
  setGlobalFilter,
  snapBoth,
  test,
} from '../support/fixtures.ts';
import { pickerValue } from '../support/pickers.ts';

// Issue 16 items 26-29: the status's fields only, warnings before assigning, the global switch, every shift holder.
test.describe.configure({ mode: 'serial' });

const tokyoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
// Six weeks on: past the demo month, so no demo shift is in the way.
const MONDAY = mondayOf(addDays(tokyoToday(), 42));
const WEDNESDAY = addDays(MONDAY, 2);

async function bearer(request: APIRequestContext, username: string) {
  const { payload } = await apiLogin(request, username, DEMO_PASSWORD);
  return { authorization: `Bearer ${payload.token}` };
}

async function setFilter(page: Page, schoolName: string, date: string) {
  await setGlobalFilter(page, { schoolName, date });
}

test('the Open Shift Submission switch shows before a school is chosen', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await setFilter(page, 'all', WEDNESDAY);
  await page.goto('/shifts');
  await expect(page.getByText('Please select a school name.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Open Shift Submission' })).toBeChecked();
  await expectAccessible(page);
  await snapBoth(page, 'manage-shifts-no-school');
});

test('the Assign panel warns before assigning outside the availability or above max hours', async ({ page }) => {
  // Daniel Kim (max 20 h a week) is free from 1:00 PM to 5:00 PM on Wednesday and already works 14 h that week.
  const daniel = await bearer(page.request, 'danielkim');
  const sub = await page.request.post('/api/shifts/availability', {
    headers: daniel,
    data: { date: WEDNESDAY, availableFrom: '13:00', availableUntil: '17:00' },
  });
  expect(sub.status()).toBe(201);
  const supervisor = await bearer(page.request, 'supervisor');
  const danielId = ((await sub.json()) as { document: { userId: string } }).document.userId;
  for (const date of [MONDAY, addDays(MONDAY, 1)]) {
    const res = await page.request.post('/api/shifts', {
      headers: supervisor,
      data: { userId: danielId, date, status: 2, schoolName: 'Gakugei', startTime: '10:00', endTime: '17:00' },
    });
    expect(res.status()).toBe(201);
  }

  await loginAs(page, 'supervisor');
  await setFilter(page, 'Ikejiri', WEDNESDAY);
  await page.goto('/shifts');
  const assign = page.getByRole('region', { name: 'Assign' });
  await assign.getByRole('checkbox', { name: /Daniel Kim/ }).check();
  const warnings = [
    'Daniel Kim starts before they are available (from 1:00 PM)',
    'Daniel Kim ends after they are available (until 5:00 PM)',
    `Daniel Kim would have 23 h in the week of ${MONDAY}, above their max hours (20)`,
  ];
  for (const w of warnings) await expect(assign.getByText(`Warning: ${w}`)).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'assign-warnings');

  await assign.getByRole('button', { name: 'Assign 1 to Ikejiri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign despite warnings' });
  await expect(dialog.getByText('Assign this shift to Ikejiri anyway?')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Warnings' }).getByRole('listitem')).toHaveText(warnings);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'AM' }).getByRole('link', { name: /Daniel Kim/ })).toHaveCount(0);

  await assign.getByRole('button', { name: 'Assign 1 to Ikejiri' }).click();
  await dialog.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(page.getByText('Success: 1 shift assigned to Ikejiri')).toBeVisible();
  await expect(page.getByRole('region', { name: 'AM' }).getByRole('link', { name: /Daniel Kim/ })).toBeVisible();
});

test('New Shift offers supervisors, and saves no availability after Status went to Submitted and back', async ({
  page,
}) => {
  await loginAs(page, 'supervisor');
  await setFilter(page, 'Gakugei', WEDNESDAY);
  await page.goto('/shifts/new');
  await page.getByRole('combobox', { name: 'Teacher' }).click();
  const listbox = page.getByRole('listbox');
  for (const group of ['Part-Time Teachers', 'Full-Time Teachers', 'Supervisors'])
    await expect(listbox.getByText(group, { exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Sam Supervisor (Sam)' })).toBeVisible();
  await snapBoth(page, 'shift-new-teachers');
  await listbox.getByRole('option', { name: 'Felix Moore' }).click();

  for (const status of ['Submitted', 'Assigned']) {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status }).click();
  }
  await expect(pickerValue(page, 'Available From')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: shift created')).toBeVisible();
  await expect(page.getByRole('region', { name: 'AM' }).getByRole('link', { name: /Felix Moore/ })).toBeVisible();

  // Part-Timer Shifts' figures for that month: an assigned day nobody said they wanted.
  const res = await page.request.get(`/api/shifts/part-time-data?date=${WEDNESDAY}`, {
    headers: await bearer(page.request, 'supervisor'),
  });
  const felix = (
    (await res.json()) as { data: { name: string; wanted: number; assignedOrConfirmed: number }[] }
  ).data.find((p) => p.name === 'Felix Moore');
  expect(felix).toMatchObject({ wanted: 0, assignedOrConfirmed: 1 });

  // A supervisor holds shifts too.
  await page.goto('/shifts/new');
  await page.getByRole('combobox', { name: 'Teacher' }).click();
  await page.getByRole('option', { name: 'Sam Supervisor (Sam)' }).click();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Ikejiri' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: shift created')).toBeVisible();
  await expect(page.getByRole('region', { name: 'AM' }).getByRole('link', { name: /Sam Supervisor/ })).toBeVisible();
  await expectAccessible(page);
});
