import { expect, expectAccessible, loginAs, test, type DemoRole } from '../support/fixtures.ts';
import { pickerValue, reachPicker } from '../support/pickers.ts';

const DRAWER: Record<DemoRole, { shows: string[]; hides: string[] }> = {
  admin: { shows: ['Users', 'Welcome Links', 'Pickup Manuals', 'Teachers', 'Sessions'], hides: ['My Shifts'] },
  manager: { shows: ['Users', 'Pickup Manuals', 'Imports', 'Manage Shifts', 'Students'], hides: ['My Shifts'] },
  supervisor: {
    shows: ['Check Sessions', 'Teachers', 'Books', 'My Shifts'],
    hides: ['Users', 'Welcome Links', 'Imports'],
  },
  fulltimer: {
    shows: ['Sessions', 'Activities', 'My Pickups', 'My Shifts', 'My Info'],
    hides: ['Teachers', 'Users', 'Check Sessions'],
  },
  parttimer: { shows: ['Sessions', 'My Shifts', 'My Info'], hides: ['Students', 'Users', 'Pickups'] },
};

for (const [role, { shows, hides }] of Object.entries(DRAWER) as [DemoRole, (typeof DRAWER)[DemoRole]][]) {
  test(`${role} sees the drawer of their authority and role`, async ({ page }) => {
    await loginAs(page, role);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'main' });
    for (const label of shows) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const label of hides) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  });
}

test('too little authority lands on /unauthorized', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('you are not authorized to view this page')).toBeVisible();
  await page.goto('/teachers');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expectAccessible(page);
});

test('My Shifts without a teaching role and unknown paths land on /not-found', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/my-shifts');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('page not found')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/not-found$/);
  await expectAccessible(page);
});

test('the global date picker resets to today and explains a bad date', async ({ page }) => {
  await loginAs(page, 'fulltimer');
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(page.getByRole('button', { name: 'reset date to today' })).toHaveCount(0);
  await (await reachPicker(banner, 'Date')).getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('2020');
  await expect(page.getByRole('button', { name: 'reset date to today' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'reset date to today' })).toBeVisible();
  await page.getByRole('button', { name: 'reset date to today' }).click();
  await expect(page.getByRole('button', { name: 'reset date to today' })).toHaveCount(0);
  const year = (await reachPicker(banner, 'Date')).getByRole('spinbutton', { name: 'Year' });
  await year.click();
  await page.keyboard.type('1800');
  await expect(year).toHaveText('1800');
  await expect(page.getByText('Date should not be before minimal date')).toBeVisible();
  await year.click();
  await page.keyboard.type('2101');
  await expect(page.getByText('Date should not be after maximal date')).toBeVisible();
  // An out-of-range date never reaches the filter: it still holds the last good date.
  await page.reload();
  await expect(pickerValue(banner, 'Date')).toHaveValue(/^(19|20)\d\d-\d\d-\d\d$/);
});
