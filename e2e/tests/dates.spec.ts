import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, holdAppCode, loginAs, snapBoth, test } from '../support/fixtures.ts';
import { pickerValue, reachPicker } from '../support/pickers.ts';
import { hanaYamadasMonday } from '../support/users.ts';

/*
 * Issue 16, mornings, dates and times: the global date across school days, what the pickers say and keep,
 * the days a list cannot show, shift dates and times, My Pickups' times and words.
 */

const TOKYO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const schoolDay = (at: Date) => TOKYO_DAY.format(at);
/** A school-local calendar date `offset` days from today (Asia/Tokyo). */
function schoolDate(offset: number): string {
  const d = new Date(`${schoolDay(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
/** The Sessions heading of a date: 'Wednesday, 2026-11-25'. */
const heading = (date: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${date}T00:00:00Z`))}, ${date}`;
/** An instant at a Tokyo wall-clock time of a date. */
const tokyo = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

/** The top bar's date: its picker once reached for, its value whether or not it was. */
const topDate = (page: Page) => reachPicker(page.getByRole('banner'), 'Date');
const topDateValue = (page: Page) => pickerValue(page.getByRole('banner'), 'Date');

test('the next school morning starts at today; school and class stay (item 1)', async ({ page }) => {
  const today = schoolDate(0);
  const tomorrow = schoolDate(1);
  const chosen = schoolDate(-3);
  await page.clock.install({ time: tokyo(today, '17:30') });
  await loginAs(page, 'supervisor');
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { level: 1, name: heading(today) })).toBeVisible();

  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Gakugei' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'PM' }).click();
  await (await topDate(page)).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(chosen.slice(8));
  await expect(page.getByRole('heading', { level: 1, name: heading(chosen) })).toBeVisible();

  // A date chosen today stays while the day lasts, across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading(chosen) })).toBeVisible();

  // Left open past midnight in Tokyo: the tab moves to the new day by itself.
  await page.clock.fastForward('07:00:00');
  await expect(page.getByRole('heading', { level: 1, name: heading(tomorrow) })).toBeVisible();
  await expect(topDateValue(page)).toHaveValue(tomorrow);

  // Opened the next morning: the new day, with the school and class kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading(tomorrow) })).toBeVisible();
  await expect(topDateValue(page)).toHaveValue(tomorrow);
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveText('Gakugei');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveText('PM');
  await expect(page.getByRole('button', { name: 'reset date to today' })).toHaveCount(0);

  // The entry's own first paint of /sessions, before the app, reads the date the same way. The server's page is
  // left out: it reads the date by the server's clock, which this test does not move.
  await page.clock.fastForward('24:00:00');
  await page.route(/\/api\/first-paint\?/, (route) => route.fulfill({ status: 204 }));
  const release = await holdAppCode(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading(schoolDate(2)) })).toBeVisible();
  await release();
});

test('an incomplete date in the top bar says so and keeps the last good date in force (item 2)', async ({ page }) => {
  const day = schoolDate(-1);
  await loginAs(page, 'fulltimer');
  await page.evaluate(
    ([date, today]) =>
      localStorage.setItem(
        'filter',
        JSON.stringify({ schoolName: 'Ikejiri', className: 'all', date, chosenOn: today }),
      ),
    [day, schoolDate(0)],
  );
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { level: 1, name: heading(day) })).toBeVisible();

  await (await topDate(page)).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('Backspace');
  await expect(page.getByText('Invalid Date Format')).toBeVisible();
  await expect((await topDate(page)).getByRole('spinbutton', { name: 'Day' })).toHaveText('DD');
  await expect(page.getByRole('heading', { level: 1, name: heading(day) })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading(day) })).toBeVisible();
  await expect(topDateValue(page)).toHaveValue(day);
  await expect(page.getByText('Invalid Date Format')).toHaveCount(0);

  // Finishing the text puts the new date in force and the message away.
  await (await topDate(page)).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('Backspace');
  await page.keyboard.type(schoolDate(0).slice(8));
  await expect(page.getByText('Invalid Date Format')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: heading(schoolDate(0)) })).toBeVisible();
});

test("Check Sessions without a date says 'Choose a date…' (item 3)", async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/sessions/check');
  await expect(page.getByText(/^Class sessions at Ikejiri on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await (await topDate(page)).click();
  await page.getByRole('banner').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Choose a date to see its class sessions.')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByText(/Class sessions at/)).toHaveCount(0);
  await expectAccessible(page);
});

test('a shift date outside 1900-01-01..2100-01-01 is refused and a typed 7:03 PM becomes 7:05 PM (items 4, 5)', async ({
  page,
}) => {
  await loginAs(page, 'supervisor');
  await page.goto('/shifts/new');
  await page.getByRole('combobox', { name: 'Teacher' }).click();
  await page.getByRole('option', { name: 'Hana Yamada' }).click();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Ikejiri' }).click();
  const dateField = await reachPicker(page, 'Shift date');
  await dateField.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('21010105');
  await expect(page.getByText('Date should not be after maximal date')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Date should not be after maximal date')).toBeVisible();
  await expect(page).toHaveURL(/\/shifts\/new$/);

  // A Saturday six weeks on: no demo shift there.
  const base = schoolDate(42);
  const saturday = schoolDate(42 + ((6 - new Date(`${base}T00:00:00Z`).getUTCDay() + 7) % 7));
  await dateField.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type(saturday.replaceAll('-', ''));
  await expect(page.getByText('Date should not be after maximal date')).toHaveCount(0);

  const end = await reachPicker(page, 'End Time');
  await end.getByRole('spinbutton', { name: 'Hours' }).click();
  await page.keyboard.type('703P');
  await page.keyboard.press('Tab');
  await expect(end.locator('input')).toHaveValue('7:05 PM');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: shift created')).toBeVisible();

  const supervisor = await apiLogin(page.request, 'supervisor', 'school-ops-demo');
  const res = await page.request.get(`/api/shifts/manage?date=${saturday}&schoolName=Ikejiri`, {
    headers: { authorization: `Bearer ${supervisor.payload.token}` },
  });
  const shifts = (await res.json()).shifts as { user: { name: string }; endTime: string }[];
  expect(shifts.filter((s) => s.user.name === 'Hana Yamada').map((s) => s.endTime)).toEqual(['19:05']);
});

test.describe('on a device in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('My Pickups shows Tokyo times and names a day that is not today (item 6)', async ({ page }) => {
    const reply = await loginAs(page, 'parttimer');
    await page.goto('/my-pickups');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const res = await page.request.get(`/api/pickups/my-pickups/${reply.user.id}?date=${schoolDate(0)}`, {
      headers: { authorization: `Bearer ${reply.payload.token}` },
    });
    const { pickups } = (await res.json()) as { pickups: { location: string; category: string; lastUpdate: string }[] };
    const first = pickups[0]!;
    const inTokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .format(new Date(first.lastUpdate))
      .replace(/\u202f/g, ' ');
    await expect(
      page.getByRole('article', { name: `${first.location} ${first.category}` }).getByText(`Last update: ${inTokyo}`),
    ).toBeVisible();

    const other = schoolDate(30);
    await (await topDate(page)).getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type(other.replaceAll('-', ''));
    await expect(page.getByText(`You aren't assigned to a shift on ${other}!`)).toBeVisible();
    await expect(page.getByText("You aren't assigned to a shift today!")).toHaveCount(0);
    await expectAccessible(page);
  });
});

test('My Shifts has one month control; Manage Shifts says its date is the top bar date (item 31)', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/my-shifts');
  await expect(page.getByRole('heading', { name: 'My Shifts' })).toBeVisible();
  await expect(page.getByRole('button', { name: /next month/i })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /previous month/i })).toHaveCount(1);

  await page.goto('/shifts');
  await expect(page.getByText("Also changes the top bar's date")).toBeVisible();
  await page.getByRole('button', { name: 'next day' }).click();
  await expect(pickerValue(page, 'Shift date')).toHaveValue(schoolDate(1));
  await expect(topDateValue(page)).toHaveValue(schoolDate(1));
  await expectAccessible(page);
  await snapBoth(page, 'manage-shifts-date');
});

test("the user form's main shift uses the app's time picker, shown h:mm A (item 7)", async ({ page }) => {
  const monday = await hanaYamadasMonday(page);
  await expect(pickerValue(monday, 'End')).toHaveValue('7:30 PM');
  await expect(page.locator('input[type="time"]')).toHaveCount(0);
  const end = await reachPicker(monday, 'End');
  await expect(end).toContainText('7:30 PM');
  await end.getByRole('spinbutton', { name: 'Minutes' }).click();
  await page.keyboard.type('03');
  await page.keyboard.press('Tab');
  await expect(pickerValue(monday, 'End')).toHaveValue('7:05 PM');
  await expectAccessible(page);
  await snapBoth(page, 'user-main-shift');
});
