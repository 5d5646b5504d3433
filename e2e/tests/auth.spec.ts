import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

test.describe('sign-in', () => {
  test('the login screen follows the SMS ID rules and signs in', async ({ page }) => {
    await page.goto('/login');
    const username = page.getByPlaceholder('SMS ID or username');
    const password = page.getByPlaceholder('PIN or password');
    const stay = page.getByLabel('Stay logged in');
    await expect(username).toBeVisible();
    await expect(password).toBeVisible();
    await expectAccessible(page);
    await snapBoth(page, 'login');

    await username.fill('12345');
    await expect(stay).toBeDisabled();
    await expect(stay).not.toBeChecked();
    await username.fill('123456');
    await password.fill('123456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('username must be at most 5 characters')).toBeVisible();
    await expect(page.getByText('password must be at most 5 characters')).toBeVisible();

    await username.fill('supervisor');
    await expect(stay).toBeEnabled();
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Error: invalid credentials')).toBeVisible();

    await password.fill('school-ops-demo');
    await stay.check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Sam!' })).toBeVisible();
    await expect(page.getByText('Supervisor', { exact: true })).toBeVisible();
    await expect(page.getByText('supervisor', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await snapBoth(page, 'home');
  });

  test('logging out clears the browser, ends the token on the server and the login page is public again', async ({
    page,
  }) => {
    const { payload } = await loginAs(page, 'fulltimer');
    await page.goto('/');
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByText('Logging out...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    // The token is dead, not only forgotten: a copy of it is refused as expired.
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${payload.token}` } });
    expect(me.status()).toBe(422);
    await page.goto('/me');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('signing in gives the browser a device token that outlives a logout and is shown at the next sign-in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByPlaceholder('SMS ID or username').fill('supervisor');
    await page.getByPlaceholder('PIN or password').fill('school-ops-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Sam!' })).toBeVisible();
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('school-ops-device-tokens') ?? '[]') as string[]);
    const [device] = await stored();
    expect(device).toBeTruthy();

    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored()).toEqual([device]);
    const sent = page.waitForRequest('**/api/auth/login');
    await page.getByPlaceholder('SMS ID or username').fill('supervisor');
    await page.getByPlaceholder('PIN or password').fill('school-ops-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await sent).postDataJSON().deviceTokens).toEqual([device]);
    await expect(page.getByRole('heading', { name: 'Welcome, Sam!' })).toBeVisible();
  });

  test('a token the server refuses sends the user to /logout/expired', async ({ page }) => {
    await loginAs(page, 'manager');
    await page.evaluate(() => localStorage.setItem('jwt', 'not-a-real-token'));
    await page.goto('/users');
    await expect(page).toHaveURL(/\/logout\/expired$/);
    await expect(page.getByText('Your session has expired! Please log in again.')).toBeVisible();
    await expectAccessible(page);
  });
});
