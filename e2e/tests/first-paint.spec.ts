import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  holdAppCode,
  loginAs,
  signInHydrated,
  test,
} from '../support/fixtures.ts';
import { recordPaths, SCREENS_BY_ROLE } from '../support/screens.ts';

/*
 * When the server renders nothing for a page (a visit the service worker answers from the device, a server that
 * cannot), the entry paints its heading itself before the app's code arrives (decision 0041); the app then renders
 * over it. The heading must not move when that happens (a layout shift, and a phone's largest paint). These tests
 * hold the server's page back to see that paint (server-paint.spec.ts tests the server's).
 */

/** The server renders nothing for this page's loads: the entry paints first, as on a visit from the device. */
const withoutServerPaint = (page: Page) =>
  page.route(/\/api\/first-paint\?/, (route) => route.fulfill({ status: 204 }));

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
};

for (const width of [390, 1000, 1280]) {
  test(`the first paint of /sessions at ${width} px is where the app puts it`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // The browser's day is 2026-11-24 in Tokyo, so the date kept for that day is in force.
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+09:00'));
    await loginAs(page, 'parttimer');
    await page.evaluate(() =>
      localStorage.setItem(
        'filter',
        JSON.stringify({ schoolName: 'Ikejiri', className: 'all', date: '2026-11-24', chosenOn: '2026-11-24' }),
      ),
    );

    // Hold the app's code back, to see what the entry paints without it.
    await withoutServerPaint(page);
    const release = await holdAppCode(page);

    await page.goto('/sessions');
    const heading = page.getByRole('heading', { level: 1, name: 'Tuesday, 2026-11-24' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText(/Sessions you completed today/)).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`first-paint-${width}.png`) });
    const first = { heading: await box(page, 'h1'), bar: await box(page, 'header') };

    await release();
    await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
    await expect(heading).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`app-${width}.png`) });
    const app = { heading: await box(page, 'h1'), bar: await box(page, 'header') };

    for (const key of ['heading', 'bar'] as const) {
      expect.soft(Math.abs(app[key].x - first[key].x), `${key} x`).toBeLessThanOrEqual(1);
      expect.soft(Math.abs(app[key].y - first[key].y), `${key} y`).toBeLessThanOrEqual(1);
      expect.soft(Math.abs(app[key].height - first[key].height), `${key} height`).toBeLessThanOrEqual(1);
    }
    expect(Math.abs(app.heading.width - first.heading.width)).toBeLessThanOrEqual(1);
  });
}

/*
 * Every screen whose heading the entry knows (app/first-paint.tsx) paints it before the app's code arrives, in
 * the words and the place the page then gives it: the largest paint of each screen on a phone, with nothing
 * moving. Each group signs in as the person who uses those screens; the service worker is kept out, so that the
 * held request is the browser's own.
 */
/** The width of a heading's words, whatever the width of its box. */
const textWidth = (heading: Locator) =>
  heading.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().width;
  });

/**
 * The paragraph some pages put right below their heading, in the words the page gives it (app/first-paint.tsx
 * `intro`): on a phone it is often the screen's largest paint, so the entry paints it too.
 */
const INTROS: Record<string, string | RegExp> = {
  '/me': /^\S.* · username parttimer · SMS ID \d+$/,
  '/me/update-credentials': /^\S.* · username parttimer · SMS ID \d+$/,
  '/students': 'Find a student by name, grade or SMS ID, then open them to see their reading and set what comes next.',
  '/books/new': 'Rows left completely empty are not saved. You can add a cover image after saving.',
  '/links': 'Links appear on the home page of everyone they are visible to, most clicked first.',
  // A note in an info Alert, where a paragraph would be.
  '/manuals': 'Please ensure that the location name exactly matches the pickup location name.',
  // From the shift's read: whose shift it is, and its status on its day.
  '/shifts/:id': /^Teacher: \S.* · (Submitted|Assigned|Confirmed|Canceled) on \d{4}-\d{2}-\d{2}$/,
  '/imports': /^Bring students, the daily schedule and pick-ups in from the SMS as CSV files\./,
  // The admin is a manager: the line for payroll (a supervisor reads that managers close the month).
  '/reports/hours': /^Confirmed shifts of the month, per person: .* Download them for payroll\.$/,
  '/reports/sessions': /^Each student's sessions of the month: completed, canceled/,
};

/** The element right below the heading's row: the paragraph, where a page has one. */
const belowHeading = (page: Page, heading: string) => page.locator(heading).locator('xpath=../following-sibling::*[1]');

/** What makes a paragraph look as it does, beside its box. */
const looks = (paragraph: Locator) =>
  paragraph.evaluate((el) => {
    const s = getComputedStyle(el);
    return [
      s.fontFamily,
      s.fontSize,
      s.fontWeight,
      s.lineHeight,
      s.letterSpacing,
      s.color,
      s.backgroundColor,
      s.padding,
      s.borderRadius,
      s.marginBottom,
    ].join(' | ');
  });

/** Loads each path with the app's code held back, then lets it through: the heading must not move or change. */
async function headingsStayInPlace(
  page: Page,
  paths: readonly string[],
  headings: Record<string, string> = {},
  intros: Record<string, string | RegExp> = INTROS,
) {
  await withoutServerPaint(page);
  for (const path of paths) {
    const release = await holdAppCode(page);
    await page.goto(path);
    const plain = page.locator('h1');
    await expect(plain, path).toHaveCount(1);
    const text = (await plain.textContent()) ?? '';
    expect(text, path).not.toBe('');
    if (headings[path]) expect(text, path).toBe(headings[path]);
    const first = await box(page, 'h1');
    const firstTextWidth = await textWidth(plain);
    const intro = intros[path] ?? intros[path.replace(/\/[0-9a-f-]{36}$/, '/:id')];
    const plainIntro = belowHeading(page, 'h1');
    const firstIntro = intro
      ? { text: await plainIntro.textContent(), box: await plainIntro.boundingBox(), looks: await looks(plainIntro) }
      : null;
    if (intro) await expect(plainIntro, `${path} paragraph`).toHaveText(intro);
    // A status page's way on (a link drawn as a button) is painted with its heading.
    const plainAction = page.locator('main a.so-button');
    const firstAction = (await plainAction.count())
      ? { text: await plainAction.textContent(), box: await plainAction.boundingBox() }
      : null;

    await release();
    // The app's heading is MUI's, over the plain one.
    const real = page.locator('h1.MuiTypography-root');
    await expect(real, path).toHaveText(text);
    const app = await box(page, 'h1.MuiTypography-root');
    expect.soft(Math.abs(app.x - first.x), `${path} x`).toBeLessThanOrEqual(1);
    expect.soft(Math.abs(app.y - first.y), `${path} y`).toBeLessThanOrEqual(1);
    expect.soft(Math.abs(app.height - first.height), `${path} height`).toBeLessThanOrEqual(1);
    // The heading's box grows beside the row's actions; its words must be as wide as they were.
    expect.soft(Math.abs((await textWidth(real)) - firstTextWidth), `${path} text width`).toBeLessThanOrEqual(1);
    if (firstIntro) {
      const realIntro = belowHeading(page, 'h1.MuiTypography-root');
      await expect(realIntro, `${path} paragraph`).toHaveClass(/Mui(Typography|Alert)-root/);
      await expect(realIntro, `${path} paragraph`).toHaveText(firstIntro.text ?? '');
      const appIntro = await realIntro.boundingBox();
      expect(appIntro && firstIntro.box, `${path} paragraph on screen`).toBeTruthy();
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect.soft(Math.abs(appIntro![key] - firstIntro.box![key]), `${path} paragraph ${key}`).toBeLessThanOrEqual(1);
      expect.soft(await looks(realIntro), `${path} paragraph style`).toBe(firstIntro.looks);
    }
    if (firstAction) {
      const realAction = page.locator('main a.MuiButton-root');
      await expect(realAction, `${path} button`).toHaveText(firstAction.text ?? '');
      const appAction = await realAction.boundingBox();
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect.soft(Math.abs(appAction![key] - firstAction.box![key]), `${path} button ${key}`).toBeLessThanOrEqual(1);
    }
    await page.unroute(/\/assets\/full-app-[^/]+\.js$/);
  }
  await page.unrouteAll({ behavior: 'wait' });
}

test.describe('every screen with a known heading', () => {
  test.use({ serviceWorkers: 'block' });
  for (const width of [390, 1280]) {
    for (const [role, paths] of Object.entries(SCREENS_BY_ROLE)) {
      test(`${role}'s screens at ${width} px paint their heading first, where the page puts it`, async ({ page }) => {
        test.setTimeout(paths.length * 15_000);
        await page.setViewportSize({ width, height: 900 });
        await loginAs(page, role);
        await headingsStayInPlace(page, paths);
      });
    }
    test(`someone who must set their credentials at ${width} px gets the update page's heading first`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, 'parttimer');
      // As a sign-in answers for a new account or after a reset (the bench opens the page the same way).
      await page.evaluate(() => {
        const user = JSON.parse(localStorage.getItem('auth')!) as Record<string, unknown>;
        localStorage.setItem('auth', JSON.stringify({ ...user, shouldSetCredentials: true }));
      });
      await headingsStayInPlace(page, ['/me/update-credentials'], {
        '/me/update-credentials': 'Update your credentials',
      });
    });
    test(`My Shifts at ${width} px paints the closed submission's banner from its read, where the page puts it`, async ({
      page,
    }) => {
      const admin = await apiLogin(page.request, 'admin', DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${admin.payload.token}` };
      const setCanSubmit = async (canSubmit: boolean) =>
        expect((await page.request.patch('/api/shifts/can-submit', { headers, data: { canSubmit } })).status()).toBe(
          200,
        );
      const before = (await (await page.request.get('/api/shifts/can-submit', { headers })).json()) as {
        document: { canSubmit: boolean };
      };
      await setCanSubmit(false);
      try {
        await page.setViewportSize({ width, height: 900 });
        await loginAs(page, 'parttimer');
        await headingsStayInPlace(
          page,
          ['/my-shifts'],
          {},
          {
            '/my-shifts':
              'Warning: Shift submission is closed. You can see your shifts, but not change your availability.',
          },
        );
      } finally {
        await setCanSubmit(before.document.canSubmit);
      }
    });
    test(`a record's screen at ${width} px paints its name from its read, where the page puts it`, async ({ page }) => {
      test.setTimeout(7 * 15_000);
      await page.setViewportSize({ width, height: 900 });
      const { payload } = await loginAs(page, 'admin');
      await headingsStayInPlace(page, await recordPaths(page, payload.token));
    });
    test(`a session's page at ${width} px paints the student's name from its read, where the page puts it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, 'parttimer');
      await page.goto('/sessions');
      const href = await page.locator('main a[href^="/sessions/"]').first().getAttribute('href');
      expect(href).toMatch(/^\/sessions\/[0-9a-f-]{36}$/);
      await headingsStayInPlace(page, [href!]);
    });
  }

  /*
   * The screens anyone may open: their heading is the catalog's, so the entry paints it for a visitor signed in
   * or not (with the bar each has); an expired sign-in's page signs its visitor out, so its bar is signed out.
   */
  const STATUS_HEADINGS = {
    '/not-found': 'page not found',
    '/unauthorized': 'you are not authorized to view this page',
    '/logout/expired': 'Your session has expired! Please log in again.',
  };
  for (const width of [390, 1280]) {
    test(`a signed-out visitor's status pages at ${width} px are whole without any of the app's code`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await withoutServerPaint(page);
      // index.html holds them (decision 0062): not one script is asked for until the way on is taken.
      let scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      const ACTIONS = { '/not-found': 'Go home', '/unauthorized': 'Go home', '/logout/expired': 'Log in' };
      for (const [path, heading] of Object.entries(STATUS_HEADINGS)) {
        scripts = [];
        await page.goto(path, { waitUntil: 'load' });
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole('link', { name: 'Login' }), path).toBeVisible();
        const action = page.getByRole('main').getByRole('link', { name: ACTIONS[path as keyof typeof ACTIONS] });
        await expect(action, path).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll('/', '-')}-${width}.png`) });
        expect(scripts, `${path} asked for scripts`).toEqual([]);
        await action.click();
        // Go home, signed out, is the sign-in page.
        await expect(page, path).toHaveURL(/\/login$/);
        await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
        // Its code is the sign-in page's: asked for before the next address is opened.
        await signInHydrated(page);
      }
    });
    test(`a signed-in person's status pages at ${width} px paint their heading first, where the page puts it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, 'parttimer');
      // The expired sign-in last: it signs the person out.
      await headingsStayInPlace(page, Object.keys(STATUS_HEADINGS), STATUS_HEADINGS);
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    });
  }
});

test('someone whose credentials are set, opening /me/update-credentials, is sent home before anything is painted', async ({
  page,
}) => {
  await loginAs(page, 'parttimer');
  // Hold the app's code back: the entry alone must send them home and paint home's welcome.
  await holdAppCode(page);
  await page.goto('/me/update-credentials');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Update your credentials' })).toHaveCount(0);
});

test.describe('a second visit', () => {
  test.use({ serviceWorkers: 'block' });
  test("a record's screen paints its name from the copy saved on the device, before its read answers", async ({
    page,
  }) => {
    const { payload } = await loginAs(page, 'admin');
    const [path] = (await recordPaths(page, payload.token)).filter((p) => p.startsWith('/books/'));
    const id = path!.split('/').pop()!;
    await page.goto(path!);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    const name = (await heading.textContent())!;
    // The cache is saved at most every 5 s.
    await expect
      .poll(() => page.evaluate((bookId) => localStorage.getItem('school-ops-cache')?.includes(bookId), id), {
        timeout: 15_000,
      })
      .toBe(true);

    // The book's read and the app's code are held: only the entry and the device can paint.
    await withoutServerPaint(page);
    await page.route(new RegExp(`/api/books/${id}$`), () => new Promise(() => undefined));
    await holdAppCode(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Without the saved copy the heading waits for the read.
    await page.evaluate(() => localStorage.removeItem('school-ops-cache'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
