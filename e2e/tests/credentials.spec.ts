import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

/** The token a page's requests carry now. */
const tokenIn = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

/** The status the API gives a token now: 200 while it lives, 422 once it has ended. */
const statusOf = async (page: Page, token: string) =>
  (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();

test('the part-timer changes their PIN, stays signed in, and signs in with the new one', async ({ page }) => {
  const { payload } = await loginAs(page, 'parttimer');
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
  // Every earlier token has ended; this tablet got a fresh one and carries on.
  expect(await statusOf(page, payload.token)).toBe(422);
  expect(await tokenIn(page)).not.toBe(payload.token);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Info' })).toBeVisible();

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

test('a password change keeps the person signed in on this device and ends their other sessions', async ({
  page,
  browser,
}) => {
  const { payload } = await loginAs(page, 'graceito');
  // The same person signed in on a second device.
  const phone = await browser.newPage();
  await loginAs(phone, 'graceito');
  await phone.goto('/me');
  await expect(phone.getByRole('heading', { name: 'My Info' })).toBeVisible();

  await page.goto('/me');
  const pwd = page.getByRole('form', { name: 'Change password' });
  await pwd.getByLabel('Current password').fill('school-ops-demo');
  await pwd.getByLabel('New password', { exact: true }).fill('liam-new-pass-1');
  await pwd.getByLabel('Confirm new password').fill('liam-new-pass-1');
  await pwd.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Success: password updated')).toBeVisible();
  expect(await statusOf(page, payload.token)).toBe(422);

  // This device goes on working, page after page.
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today/)).toBeVisible();
  await expect(page).toHaveURL(/\/sessions$/);
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'My Info' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'me-after-password-change');

  // The other device's session has ended.
  await phone.goto('/sessions');
  await expect(phone).toHaveURL(/\/logout\/expired$/);
  await expect(phone.getByText('Your session has expired! Please log in again.')).toBeVisible();
  await phone.close();
});
