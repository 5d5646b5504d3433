import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

test('the part-timer changes their PIN and signs in with the new one', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'My Info' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Max hours per week' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'me');

  const pin = page.getByRole('form', { name: 'Change PIN' });
  await pin.getByLabel('Current PIN').fill('1234');
  await pin.getByLabel('New PIN', { exact: true }).fill('1234');
  await pin.getByLabel('Confirm new PIN').fill('1234');
  await pin.getByRole('button', { name: 'Update PIN' }).click();
  await expect(pin.getByText('new PIN must be new')).toBeVisible();

  await pin.getByLabel('New PIN', { exact: true }).fill('8642');
  await pin.getByLabel('Confirm new PIN').fill('8640');
  await pin.getByRole('button', { name: 'Update PIN' }).click();
  await expect(pin.getByText("new PINs don't match")).toBeVisible();

  await pin.getByLabel('Confirm new PIN').fill('8642');
  await pin.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('Success: PIN updated')).toBeVisible();

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('SMS ID or username').fill('12345');
  await page.getByPlaceholder('PIN or password').fill('1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Error: invalid credentials')).toBeVisible();
  await page.getByPlaceholder('PIN or password').fill('8642');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Pat!' })).toBeVisible();
});

test('only part-time teachers see the max-hours form', async ({ page }) => {
  await loginAs(page, 'fulltimer');
  await page.goto('/me');
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Max hours per week' })).toHaveCount(0);
});
