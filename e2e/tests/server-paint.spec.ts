import type { Page } from '@playwright/test';
import { expect, expectAccessible, holdAppCode, loginAs, setStoredLanguage, test } from '../support/fixtures.ts';
import { recordPaths, SCREENS_BY_ROLE } from '../support/screens.ts';

/*
 * A cold visit of someone signed in: the server renders the page with the app's own components and the person's
 * data (decision 0052), the browser shows it before the app's code, and the app then hydrates it: the same
 * elements, nothing rendered anew, nothing moving. Tested with the app's code held back, then let through.
 */

// Cold visits: a page the service worker answers is painted from the device instead (decision 0050).
test.use({ serviceWorkers: 'block' });

/** Every screen without a record, /sessions with them (its heading's first paint is tested apart). */
const SCREENS: Record<keyof typeof SCREENS_BY_ROLE, readonly string[]> = {
  ...SCREENS_BY_ROLE,
  parttimer: ['/sessions', ...SCREENS_BY_ROLE.parttimer],
};

/** Messages the page writes to its console: React's word that it rendered the server's page anew, errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /favicon|Failed to load resource/.test(m.text())) return;
    if (m.type() === 'error' || /rendered anew|hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  // workbox-window's own complaint when Playwright blocks service workers (serviceWorkers: 'block').
  page.on('pageerror', (e) => e.message.includes("reading 'waiting'") || problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The main part's words, as a person reads them. */
const mainText = (page: Page) => page.locator('main').innerText();

/** Opens `path` with the app's code held: the server's page must be there, whole; then the app hydrates it. */
async function hydratesInPlace(page: Page, path: string, problems: string[]) {
  const release = await holdAppCode(page);
  const painted = page.waitForResponse((r) => r.url().includes('/api/first-paint?'));
  await page.goto(path);
  expect((await painted).status(), `${path}: the server renders it`).toBe(200);
  const heading = page.locator('main h1');
  await expect(heading, path).toHaveCount(1);
  await expect(heading, path).not.toHaveText('');
  expect(await page.evaluate(() => Boolean(window.__serverPaint)), path).toBe(true);
  const before = { text: await mainText(page), heading: await heading.boundingBox() };
  // Marks the server's elements: hydrating keeps them, rendering anew would replace them.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('main, main h1')))
      (el as unknown as { marked: boolean }).marked = true;
  });

  await release();
  const kept = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main, main h1')).map((el) => (el as unknown as { marked?: boolean }).marked),
  );
  expect(kept, `${path}: the app hydrated the server's elements`).toEqual([true, true]);
  expect(await heading.boundingBox(), `${path}: the heading stays where it was`).toEqual(before.heading);
  // Everything the server showed, in its order (a long list may then show more of its rows).
  const after = (await mainText(page)).split('\n');
  let at = 0;
  const missing = before.text.split('\n').filter((line) => {
    const found = after.indexOf(line, at);
    if (found < 0) return true;
    at = found + 1;
    return false;
  });
  expect(missing, `${path}: the app shows what the server showed`).toEqual([]);
  expect(problems, path).toEqual([]);
  expect(await layoutShift(page), `${path}: nothing moved as the app took the page over`).toBeLessThan(0.001);
  await page.unroute(/\/assets\/full-app-[^/]+\.js$/);
}

/**
 * The page's layout shift since it was opened (the browser's own measure, Lighthouse's CLS before its windows): a
 * stylesheet that came with the page's code, not with the server's page, moved /sessions' list by 16 px.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first call, if there are any.
        setTimeout(() => resolve(sum), 200);
      }),
  );
}

for (const width of [390, 1280]) {
  for (const [role, paths] of Object.entries(SCREENS)) {
    test(`${role}'s screens at ${width} px come painted by the server and are hydrated in place`, async ({ page }) => {
      test.setTimeout(paths.length * 15_000);
      await page.setViewportSize({ width, height: 900 });
      const problems = consoleProblems(page);
      await loginAs(page, role);
      for (const path of paths) await hydratesInPlace(page, path, problems);
    });
  }

  test(`a record's screens at ${width} px come painted by the server and are hydrated in place`, async ({ page }) => {
    test.setTimeout(8 * 15_000);
    await page.setViewportSize({ width, height: 900 });
    const problems = consoleProblems(page);
    const { payload } = await loginAs(page, 'admin');
    const paths = await recordPaths(page, payload.token);
    for (const path of paths) await hydratesInPlace(page, path, problems);
  });
}

test("the server's page is the person's, read with their own rights, and passes the accessibility check", async ({
  page,
}) => {
  await loginAs(page, 'supervisor');
  const release = await holdAppCode(page);
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Level 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Book' })).toBeVisible();
  await expectAccessible(page);
  await release();

  // A part-time teacher may not read the users: the server renders nothing, and the app sends them on.
  await loginAs(page, 'parttimer');
  const painted = page.waitForResponse((r) => r.url().includes('/api/first-paint?'));
  await page.goto('/users');
  expect((await painted).status()).toBe(204);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'you are not authorized to view this page' })).toBeVisible();
});

test("a page the server rendered brings its styles: every screen's sheet comes with the person's first touch", async ({
  page,
}) => {
  const seeded: string[] = [];
  page.on('request', (r) => void (/\/assets\/seeded-emotion-[^/]+\.css$/.test(r.url()) && seeded.push(r.url())));
  await loginAs(page, 'supervisor');
  const release = await holdAppCode(page);
  await page.goto('/books');
  await release();
  const newBook = page.getByRole('link', { name: 'New Book' });
  await expect(newBook).toBeVisible();
  expect(seeded, "the page has its styles: every screen's sheet is not fetched").toEqual([]);
  // Hydrating, emotion found the server's rules on the page and wrote next to none of its own.
  const written = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).reduce(
      (n, style) => n + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
  expect(written, 'rules emotion wrote while hydrating').toBeLessThan(20);

  await newBook.click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Book' })).toBeVisible();
  await expect.poll(() => seeded.length, 'the first tap brings the sheet').toBe(1);
  // The next screen is styled: MUI's contained button has its colour, and its name field is there.
  const save = page.getByRole('button', { name: 'Save' });
  expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  await expectAccessible(page);
});

test('a tap on the server’s page before the app is there is kept and made once it is; typing waits for it', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const release = await holdAppCode(page);
  await page.goto('/books');
  await page.getByRole('link', { name: 'New Book' }).click();
  // Nothing answers yet: the tap is held, not followed as a plain link.
  await expect(page).toHaveURL(/\/books$/);
  await release();
  await expect(page).toHaveURL(/\/books\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Book' })).toBeVisible();

  const holdAgain = await holdAppCode(page);
  await page.goto('/settings');
  const site = page.getByRole('textbox', { name: 'Notes site' });
  await site.pressSequentially('https://x');
  await expect(site).toHaveValue('');
  await holdAgain();
  await site.fill('https://notes.example.test/');
  await expect(site).toHaveValue('https://notes.example.test/');
});

test('a Japanese reader gets the server’s page in Japanese', async ({ page }) => {
  await setStoredLanguage(page.request, 'supervisor', 'ja');
  try {
    await loginAs(page, 'supervisor');
    const release = await holdAppCode(page);
    await page.goto('/books');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: '本' })).toBeVisible();
    await release();
    await expect(page.getByRole('heading', { level: 1, name: '本' })).toBeVisible();
  } finally {
    await setStoredLanguage(page.request, 'supervisor', 'en');
  }
});

test('when the server cannot paint the page, the app paints it itself', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.route(/\/api\/first-paint\?/, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 2, name: 'Level 1' })).toBeVisible();
  expect(await page.evaluate(() => Boolean(window.__serverPaint))).toBe(false);
});

test.describe('a warm visit (the service worker in control, decision 0054)', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Opens `path` until the service worker controls it: the app's code is then on the device. */
  async function openWarm(page: Page, path: string) {
    await page.goto(path);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }

  test('the server’s page, answering before the app has started, is shown and hydrated in place', async ({ page }) => {
    await loginAs(page, 'admin');
    await openWarm(page, '/settings');
    const problems = consoleProblems(page);
    // A slow phone: the app's code takes a while from the device, and the server's page answers first.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    const painted = page.waitForResponse((r) => r.url().includes('/api/first-paint?'));
    await page.reload();
    expect((await painted).status()).toBe(200);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await page.evaluate(() => (window.__serverPaint as { at?: string } | undefined)?.at)).toBe('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'School Settings' })).toBeVisible();
    await expect(page.getByText('Each student page links to the student', { exact: false })).toBeVisible();
    // The app answers: typing goes into the hydrated field.
    const site = page.getByRole('textbox', { name: 'Notes site' });
    await site.fill('https://notes.example.test/');
    await expect(site).toHaveValue('https://notes.example.test/');
    expect(problems).toEqual([]);
    await expectAccessible(page);
  });

  test('the server’s page, answering after the app has started, is dropped: the app paints itself', async ({
    page,
  }) => {
    await loginAs(page, 'supervisor');
    await openWarm(page, '/books');
    const problems = consoleProblems(page);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/first-paint\?/, async (route) => {
      await answered;
      await route.continue();
    });
    const painted = page.waitForResponse((r) => r.url().includes('/api/first-paint?'));
    // Not page.reload: the fixture's would wait for the answer held here.
    await page.evaluate(() => location.reload());
    await page.waitForFunction(() => window.__appReady === true);
    await expect(page.getByRole('heading', { level: 2, name: 'Level 1' })).toBeVisible();
    answer();
    expect((await painted).status()).toBe(200);
    await page.waitForFunction(() => window.__askingServer === false);
    expect(await page.evaluate(() => Boolean(window.__serverPaint))).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Level 1' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
