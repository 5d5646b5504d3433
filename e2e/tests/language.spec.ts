import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, snapBoth, test } from '../support/fixtures.ts';

// A full-timer no other spec signs in as: the language this spec stores stays with the account.
const TEACHER = 'hanayamada';

async function signInOnThePage(page: Page, labels: { username: string; password: string; submit: string }) {
  await page.goto('/login');
  await page.getByLabel(labels.username).fill(TEACHER);
  await page.getByLabel(labels.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the sign-in page follows the browser language and offers English / 日本語', async ({ browser }) => {
  const ja = await browser.newContext({ locale: 'ja-JP' });
  const page = await ja.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectAccessible(page);
  await snapBoth(page, 'sign-in-ja');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // The choice holds across a reload, before anyone signs in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await ja.close();
});

test('a teacher switches to 日本語 on /me; it holds after a reload and on another browser', async ({
  page,
  browser,
}) => {
  await signInOnThePage(page, { username: 'Username', password: 'Password', submit: 'Log in' });
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'My Info', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { name: 'アカウント', level: 1 })).toBeVisible();
  await expect(page.getByText('表示言語を変更しました', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'アカウント', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('link', { name: 'ログアウト' })).toBeVisible();
  const drawer = page.getByRole('navigation', { name: 'メイン' });
  await expect(drawer.getByRole('link', { name: 'セッション一覧' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'アカウント' })).toBeVisible();
  await expect(page.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await snapBoth(page, 'me-ja');

  // Another browser (an English one) signing in as the same person gets Japanese.
  const other = await browser.newContext({ locale: 'en-US' });
  const second = await other.newPage();
  await signInOnThePage(second, { username: 'Username', password: 'Password', submit: 'Log in' });
  await expect(second.getByRole('link', { name: 'ログアウト' })).toBeVisible();
  await second.goto('/me');
  await expect(second.getByRole('heading', { name: 'アカウント', level: 1 })).toBeVisible();

  // Back to English for whoever runs next on this data.
  await second.getByRole('button', { name: 'English' }).click();
  await expect(second.getByRole('heading', { name: 'My Info', level: 1 })).toBeVisible();
  await other.close();
});
