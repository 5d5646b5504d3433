import type { Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';
import { pickerValue, reachPicker } from '../support/pickers.ts';

test.describe.configure({ mode: 'serial' });

/** School-local (Asia/Tokyo) calendar dates, as the app computes "today". */
function schoolDate(offsetDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** The calendar day's accessible name starts like 'Tuesday, November 24'. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    utc(date),
  );
const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utc(date));
const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));

const TODAY = schoolDate(0);
const DATES = [schoolDate(0), schoolDate(1), schoolDate(2)];

async function chooseDay(page: Page, date: string) {
  await page.getByRole('gridcell', { name: new RegExp(`^${dayLabel(date)}(,|$)`) }).click();
}

test('a part-timer submits availability for three dates', async ({ page }) => {
  await loginAs(page, 'chloesato');
  await page.goto('/my-shifts');
  await expect(page.getByRole('heading', { name: 'My Shifts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(
    page.getByText('No availability this month.').or(page.getByRole('table', { name: 'Available' })),
  ).toBeVisible();

  // The three dates may cross into next month: submit them month by month.
  let shown = TODAY;
  for (const group of [
    DATES.filter((d) => d.slice(0, 7) === TODAY.slice(0, 7)),
    DATES.filter((d) => d.slice(0, 7) !== TODAY.slice(0, 7)),
  ]) {
    if (group.length === 0) continue;
    for (let i = monthsBetween(shown, group[0]!); i > 0; i--)
      await page.getByRole('button', { name: 'next month' }).click();
    shown = group[0]!;
    for (const date of group) await chooseDay(page, date);
    await expect(page.getByText(`Chosen: ${group.join(', ')}`)).toBeVisible();
    await expect(pickerValue(page, 'Available From')).toHaveValue('8:20 AM');
    await expect(pickerValue(page, 'Available Until')).toHaveValue('8:00 PM');
    if (group.length === DATES.length) {
      await expectAccessible(page);
      await snapBoth(page, 'my-shifts-choosing');
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText(`Success: availability saved for ${group.length} ${group.length === 1 ? 'date' : 'dates'}`),
    ).toBeVisible();
    const available = page.getByRole('table', { name: 'Available' });
    for (const date of group)
      await expect(available.getByRole('row', { name: `${date} 8:20 AM 8:00 PM` })).toBeVisible();
  }

  // A past day is locked.
  if (TODAY.slice(8) !== '01' && shown.slice(0, 7) === TODAY.slice(0, 7)) {
    await expect(page.getByRole('gridcell', { name: new RegExp(`^${dayLabel(schoolDate(-1))}`) })).toBeDisabled();
  }
});

test('a supervisor assigns two of them and confirms them', async ({ page }) => {
  await loginAs(page, 'supervisor');
  // No school chosen (the sessions list's 'All schools'): Manage Shifts asks for one.
  await page.goto('/sessions');
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'All schools' }).click();
  await page.goto('/shifts');
  await expect(page.getByRole('heading', { name: 'Manage Shifts' })).toBeVisible();
  await expect(page.getByText('Please select a school name.')).toBeVisible();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Ikejiri' }).click();
  await expect(page.getByText('Please select a school name.')).toHaveCount(0);

  // The switch asks first; cancelling leaves submission open.
  const open = page.getByRole('switch', { name: 'Open Shift Submission' });
  await expect(open).toBeChecked();
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Close shift submission' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(open).toBeChecked();

  for (const [i, date] of DATES.slice(0, 2).entries()) {
    if (i > 0) await page.getByRole('button', { name: 'next day' }).click();
    await expect(pickerValue(page, 'Shift date')).toHaveValue(date);
    const assign = page.getByRole('region', { name: 'Assign' });
    await assign.getByRole('checkbox', { name: /Chloe Sato/ }).check();
    await expect(pickerValue(assign, 'Start')).toHaveValue('10:30 AM');
    await expect(pickerValue(assign, 'End')).toHaveValue('7:30 PM');
    if (i === 0) {
      await expectAccessible(page);
      await snapBoth(page, 'manage-shifts');
    }
    await assign.getByRole('button', { name: 'Assign 1 to Ikejiri' }).click();
    // Chloe may work 12 h a week: when this week's shifts go above that, the panel asks first.
    const success = page.getByText('Success: 1 shift assigned to Ikejiri');
    const warned = page.getByRole('dialog', { name: 'Assign despite warnings' });
    // Toasts stack: the first day's success may still show; the AM list below says what was assigned.
    await expect(warned.or(success).first()).toBeVisible();
    if (await warned.isVisible()) await warned.getByRole('button', { name: 'Assign anyway' }).click();
    await expect(success.first()).toBeVisible();
    const am = page.getByRole('region', { name: 'AM' });
    await expect(am.getByRole('link', { name: /Chloe Sato 10:30 AM to 7:30 PM/ })).toBeVisible();
    await expect(am.getByText(/Teachers needed: \d+/)).toBeVisible();

    await page.getByRole('button', { name: /Confirm Assigned Shifts/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirm assigned shifts' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText(/Success: \d+ shifts? confirmed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Assigned Shifts (0)' })).toBeDisabled();
    await expect(am.getByRole('link', { name: /Chloe Sato/ })).toBeVisible();
  }
});

test('the part-timer sees the confirmed shifts in My Shifts and on Home', async ({ page }) => {
  await loginAs(page, 'chloesato');
  await page.goto('/my-shifts');
  const confirmed = page.getByRole('table', { name: 'Confirmed' });
  await expect(confirmed.getByRole('row', { name: `${DATES[0]} 10:30 AM 7:30 PM Ikejiri` })).toBeVisible();
  if (DATES[1]!.slice(0, 7) === TODAY.slice(0, 7)) {
    await expect(confirmed.getByRole('row', { name: `${DATES[1]} 10:30 AM 7:30 PM Ikejiri` })).toBeVisible();
  }
  // A confirmed day is locked.
  await expect(
    page.getByRole('gridcell', { name: new RegExp(`^${dayLabel(DATES[0]!)}, confirmed shift`) }),
  ).toBeDisabled();
  await expectAccessible(page);
  await snapBoth(page, 'my-shifts');

  await page.goto('/');
  const today = page.getByRole('region', { name: "Today's Shift" });
  await expect(today.getByText('Ikejiri: 10:30 AM to 7:30 PM')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'home-today-shift');
  await today.getByRole('link', { name: 'Ikejiri sessions' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
});

test('Part-Timer Shifts shows the third date as not assigned', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/shifts/check');
  await expect(page.getByRole('heading', { name: 'Part-Timer Shifts' })).toBeVisible();
  for (let i = monthsBetween(TODAY, DATES[2]!); i > 0; i--)
    await page.getByRole('button', { name: 'next month' }).click();
  const card = page.getByRole('region', { name: 'Chloe Sato' });
  const notAssigned = card.locator('dt:text-is("Not assigned") + dd');
  await expect(notAssigned).toContainText(DATES[2]!);
  for (const date of DATES.slice(0, 2)) await expect(notAssigned).not.toContainText(date);
  if (DATES[0]!.slice(0, 7) === DATES[2]!.slice(0, 7))
    await expect(card.locator('dt:text-is("Assigned") + dd')).toContainText(`Ikejiri`);
  await expect(card.getByRole('link', { name: 'teacher page of Chloe Sato' })).toHaveAttribute('href', /\/teachers\//);
  await expect(card.getByText('Reading: ABCs · Training: Training')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'part-timer-shifts');

  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'next month' }).click();
  const empty = new Date(`${DATES[2]!.slice(0, 7)}-01T00:00:00Z`);
  empty.setUTCMonth(empty.getUTCMonth() + 3);
  await expect(
    page.getByText(`No submitted shifts found for ${monthName(empty.toISOString().slice(0, 10))}.`),
  ).toBeVisible();
});

test('a supervisor creates, edits and deletes a shift', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/shifts/new');
  await expect(page.getByRole('heading', { name: 'New Shift' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('teacher not selected')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'shift-new');

  await page.getByRole('combobox', { name: 'Teacher' }).click();
  await page.getByRole('option', { name: 'Liam Jones' }).click();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Gakugei' }).click();
  // A Sunday four weeks on: no demo shift there.
  const sunday = schoolDate(28 + ((7 - utc(schoolDate(28)).getUTCDay()) % 7));
  const dateField = await reachPicker(page, 'Shift date');
  await dateField.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type(sunday.replaceAll('-', ''));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: shift created')).toBeVisible();
  await expect(page).toHaveURL(/\/shifts$/);

  const am = page.getByRole('region', { name: 'AM' });
  await am.getByRole('link', { name: /Liam Jones/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Shift' })).toBeVisible();
  await expect(page.getByText(`Teacher: Liam Jones · Assigned on ${sunday}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expectAccessible(page);
  await snapBoth(page, 'shift-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: shift saved')).toBeVisible();
  await expect(page.getByText(`Teacher: Liam Jones · Confirmed on ${sunday}`)).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete shift' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: shift deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/shifts$/);
  await expect(page.getByRole('region', { name: 'AM' }).getByRole('link', { name: /Liam Jones/ })).toHaveCount(0);
});

test("a manager deletes a part-timer's future shifts from the Users page", async ({ page }) => {
  const { payload } = await apiLogin(page.request, 'supervisor', DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${payload.token}` };
  await loginAs(page, 'manager');
  await page.goto('/users');
  await page.getByRole('region', { name: 'Users' }).getByText('Grace Ito').click();
  await expect(page.getByRole('heading', { name: 'Grace Ito' })).toBeVisible();
  const userId = page.url().split('/').pop()!;
  const future = async () => {
    const res = await page.request.get(`/api/shifts/availability?shiftDate=${TODAY}&userId=${userId}`, {
      headers: auth,
    });
    return ((await res.json()) as { shifts: { date: string }[] }).shifts.filter((s) => s.date > TODAY).length;
  };
  if (TODAY.slice(8) < '28') expect(await future()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Delete future shifts' }).click();
  await page
    .getByRole('dialog', { name: 'Delete future shifts' })
    .getByRole('button', { name: 'Delete future shifts' })
    .click();
  await expect(page.getByText('Success: Future shifts deleted')).toBeVisible();
  expect(await future()).toBe(0);
});
