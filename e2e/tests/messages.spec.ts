import type { Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

/** Messages of the app's toast stack, top (newest) first. */
const toasts = (page: Page) =>
  page.locator('.MuiAlert-root').filter({ hasText: /^(Success|Error|Warning|Please wait): / });

/** Today's first class session nobody has started, opened. */
async function openNewClassSession(page: Page) {
  await page.goto('/sessions');
  await page.getByRole('button', { name: 'class', exact: true }).click();
  const link = page.locator('li[data-status="new"]').getByRole('link').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('button', { name: 'start session' })).toBeVisible();
  return page.url().split('/').pop()!;
}

async function signInWithForm(page: Page, username: string) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('SMS ID or username').fill(username);
  await page.getByPlaceholder('PIN or password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
}

const comments = (page: Page) => page.getByRole('textbox', { name: 'Class comments' });
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session-draft:')));

test("the newest message shows on top; a form's success replaces its own error; an empty new password is 'required'", async ({
  page,
}) => {
  await loginAs(page, 'hanayamada');
  await page.goto('/me');
  const password = page.getByRole('form', { name: 'Change password' });
  const pin = page.getByRole('form', { name: 'Change PIN' });

  await password.getByLabel('Current password').fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Update password' }).click();
  await expect(password.getByText('new password is required')).toBeVisible();
  await expect(password.getByText(/at least 8 characters/)).toHaveCount(0);

  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('a-new-password');
  await password.getByLabel('Confirm new password').fill('a-new-password');
  await password.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Error: current password is incorrect')).toBeVisible();

  await pin.getByLabel('Current PIN').fill('9999');
  await pin.getByLabel('New PIN', { exact: true }).fill('5678');
  await pin.getByLabel('Confirm new PIN').fill('5678');
  await pin.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('Error: current PIN is incorrect')).toBeVisible();
  await expect(toasts(page)).toHaveText(['Error: current PIN is incorrect', 'Error: current password is incorrect']);

  await pin.getByLabel('Current PIN').fill('1234');
  await pin.getByLabel('New PIN', { exact: true }).fill('5678');
  await pin.getByLabel('Confirm new PIN').fill('5678');
  await pin.getByRole('button', { name: 'Update PIN' }).click();
  // The success is on top; the PIN form's stale error is gone; the password form's error is still true.
  await expect(toasts(page)).toHaveText(['Success: PIN updated', 'Error: current password is incorrect']);
  await expectAccessible(page);
  await snapBoth(page, 'messages-stack');

  await toasts(page)
    .filter({ hasText: 'current password is incorrect' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByText('Error: current password is incorrect')).toHaveCount(0);
});

test("Check Sessions: a refused 'confirmed' flip leaves the switch as the server has it", async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/sessions/check');
  await expect(page.getByRole('heading', { name: 'Check Sessions' })).toBeVisible();
  const unconfirmed = page
    .locator('section[data-locked="false"]')
    .filter({ has: page.getByRole('switch', { name: 'confirmed', checked: false }) });
  await expect(unconfirmed.first()).toBeVisible();
  const name = (await unconfirmed.first().getAttribute('aria-label'))!;
  const card = page.getByRole('region', { name });
  await card.getByLabel('Comments').fill('');
  await card.getByRole('switch', { name: 'confirmed' }).click();
  await expect(card.getByText('comments are required')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'confirmed' })).not.toBeChecked();

  await page.reload();
  await expect(card.getByRole('switch', { name: 'confirmed' })).not.toBeChecked();
});

test('a start refused because a colleague started first shows the session as it is now', async ({ page }) => {
  // The tablet has not heard of the colleague's start: its live stream is down (the wifi, a proxy).
  await page.route('**/api/events', (route) => route.abort());
  await loginAs(page, 'liamjones');
  const id = await openNewClassSession(page);
  const aiko = await apiLogin(page.request, 'aikotanaka', DEMO_PASSWORD);
  const asAiko = { authorization: `Bearer ${aiko.payload.token}` };
  expect(
    (
      await page.request.patch(`/api/sessions/${id}/status`, { headers: asAiko, data: { status: 'in progress' } })
    ).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'start session' }).click();
  await expect(page.getByText('Error: session in progress (teacher: Aiko Tanaka)')).toBeVisible();
  await expect(page.getByText('Warning: session in progress (teacher: Aiko Tanaka)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'start session' })).toHaveCount(0);

  await page.request.patch(`/api/sessions/${id}/status`, { headers: asAiko, data: { status: 'new' } });
});

test('with the live stream, a session a colleague just started turns locked at once, with its banner', async ({
  page,
}) => {
  await loginAs(page, 'liamjones');
  const streaming = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  const id = await openNewClassSession(page);
  await streaming;
  const aiko = await apiLogin(page.request, 'aikotanaka', DEMO_PASSWORD);
  const asAiko = { authorization: `Bearer ${aiko.payload.token}` };
  const start = await page.request.patch(`/api/sessions/${id}/status`, {
    headers: asAiko,
    data: { status: 'in progress' },
  });
  expect(start.status()).toBe(200);
  // No click, no reload: the page learns of it within a second or two (it polls every 15 s only when offline).
  await expect(page.getByText('Warning: session in progress (teacher: Aiko Tanaka)')).toBeVisible({ timeout: 3_000 });
  await expect(page.getByRole('button', { name: 'start session' })).toHaveCount(0);

  await page.request.patch(`/api/sessions/${id}/status`, { headers: asAiko, data: { status: 'new' } });
  await expect(page.getByRole('button', { name: 'start session' })).toBeVisible({ timeout: 3_000 });
});

test("the count beside the sessions heading says it is the viewer's own", async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/sessions');
  await expect(page.getByText(/^Sessions you completed today: \d+/)).toBeVisible();
  await expect(page.getByText('Sessions Completed Today', { exact: false })).toHaveCount(0);
});

test('a malformed id in an address goes to /not-found; a page that cannot load says so', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/sessions/not-a-uuid');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'page not found' })).toBeVisible();

  await page.goto('/');
  await page.route(/\/assets\/StudentsPage-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Students', exact: true }).click();
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(
    page.getByText('Error: this page could not be loaded; check the connection and try again'),
  ).toBeVisible();
});

test('Set Student Reading on a session page asks before its edits are lost', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await loginAs(page, 'fulltimer');
  await page.goto('/sessions');
  await page.getByRole('button', { name: /change view/ }).click();
  await page.getByRole('button', { name: /change view/ }).click();
  await page
    .getByRole('region', { name: /To Be Checked/ })
    .locator('li[data-status="new"]')
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Set Student Reading' })).toBeVisible();
  const url = page.url();

  const stage = page.getByLabel('Stage', { exact: true });
  await stage.selectOption({ label: 'ABC / Phonics' });
  const chosen = await stage.inputValue();
  await page.getByRole('link', { name: 'all sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog.getByText('You have unsaved changes! Are you sure you want to leave?')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'messages-leave-guard');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(url);
  await expect(stage).toHaveValue(chosen);

  await page.getByRole('link', { name: 'all sessions' }).click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  expect(problems.filter((p) => /blocker/i.test(p))).toEqual([]);
});

test('an unfinished test survives a sign-out and back in, and goes when it is reset or another person signs in', async ({
  page,
}) => {
  await loginAs(page, 'bencarter');
  const id = await openNewClassSession(page);
  await page.getByRole('button', { name: 'start session' }).click();
  await comments(page).fill('Sang along, counted to twenty');

  // Leaving asks first (the session is in progress): this is a sign-out on purpose.
  await page.getByRole('link', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
  await signInWithForm(page, 'bencarter');
  await page.goto(`/sessions/${id}`);
  await expect(comments(page)).toHaveValue('Sang along, counted to twenty');

  await page.getByRole('button', { name: 'reset session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'reset session' }).click();
  await expect(page.getByRole('button', { name: 'start session' })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);

  await page.getByRole('button', { name: 'start session' }).click();
  await comments(page).fill('Ben’s notes');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.getByRole('link', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
  await signInWithForm(page, 'liamjones');
  expect(await draftKeys(page)).toEqual([]);

  const ben = await apiLogin(page.request, 'bencarter', DEMO_PASSWORD);
  await page.request.patch(`/api/sessions/${id}/status`, {
    headers: { authorization: `Bearer ${ben.payload.token}` },
    data: { status: 'new' },
  });
});
