import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, signInHydrated, test } from '../support/fixtures.ts';

/*
 * Decision 0062: a signed-out visitor's pages are in index.html. The sign-in page shows before any of the app's
 * code has arrived and is then hydrated (what was typed meanwhile kept, a tap replayed); the status pages need no
 * code at all (first-paint.spec.ts).
 */

/** Holds every script of the app's until the returned function is called (the inline loader is the HTML's). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await until;
    await route.continue();
  });
  return release;
}

/** Errors the page reported: a hydration that failed and rendered anew would be one. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

for (const width of [390, 1280]) {
  test(`the sign-in page at ${width} px is on screen before the app's code, keeps what is typed and the tap on Log in`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = pageErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });

    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`sign-in-before-the-app-${width}.png`) });
    const heading = await page.locator('h1').elementHandle();

    await page.getByLabel('Username').fill('parttimer');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    release();
    // The tap was kept and is the app's once it is there: the sign-in goes through with what was typed.
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome/);
    expect(await heading!.evaluate((h) => h.isConnected)).toBe(false);
    expect(errors).toEqual([]);
  });
}

test('a Japanese reader gets the sign-in page in Japanese from the HTML, and the app takes that same page over', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('sign-in-language', 'ja'));
  const errors = pageErrors(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });

  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  const heading = await page.locator('h1').elementHandle();

  release();
  await signInHydrated(page);
  // Hydrated: the heading on screen is still the HTML's element, and typing reaches the form's state.
  await page.getByLabel('ユーザー名').fill('x');
  await expect(page.getByLabel('ユーザー名')).toHaveValue('x');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await heading!.evaluate((h) => h.isConnected && h.textContent)).toBe('Log in');
  expect(errors).toEqual([]);
});
