import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const DEMO_PASSWORD = 'school-ops-demo';
export type DemoRole = 'admin' | 'manager' | 'supervisor' | 'fulltimer' | 'parttimer';

interface LoginReply {
  user: { id: string; shouldSetCredentials: boolean };
  payload: { token: string };
}

export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<LoginReply> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), `login as ${username}`).toBe(200);
  return (await res.json()) as LoginReply;
}

/** Stores a demo person's language on the server (PATCH /api/auth/me), as /me's switch does. */
export async function setStoredLanguage(request: APIRequestContext, username: string, language: 'en' | 'ja') {
  const { payload } = await apiLogin(request, username, DEMO_PASSWORD);
  const res = await request.patch('/api/auth/me', {
    headers: { authorization: `Bearer ${payload.token}` },
    data: { language },
  });
  expect(res.status(), `${username} → ${language}`).toBe(200);
}

/** Signs in through the API and hands the token to the app the way its login screen would. */
export async function loginAs(page: Page, username: DemoRole | string, password = DEMO_PASSWORD): Promise<LoginReply> {
  const reply = await apiLogin(page.request, username, password);
  await page.goto('/login');
  await page.evaluate((r) => {
    localStorage.setItem('jwt', r.payload.token);
    localStorage.setItem('auth', JSON.stringify(r.user));
  }, reply);
  return reply;
}

/**
 * The sign-in page, shown from the HTML (decision 0062), has been taken over by the app: React has hydrated its
 * form (React keeps its fiber on the element).
 */
export async function signInHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const form = document.querySelector('form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** No serious or critical accessibility problems on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Judge the colours the page settles on, not a frame halfway through a colour transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const SHOTS = path.join(process.env.E2E_OUTPUT ?? path.join(import.meta.dirname, '..', 'test-results'), 'screens');

/** A screenshot at phone (390 px) and desktop (1280 px) width, for people to look at. */
export async function snapBoth(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  if (original) await page.setViewportSize(original);
}

/** What the viewport shows now (a hint, a menu: what a resize would close), as `name.png` beside snapBoth's. */
export async function snapView(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Today in Asia/Tokyo, the school's day (YYYY-MM-DD). */
export const schoolToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * Sets the global filter as a person who chose it today would have (a date chosen on an earlier school day
 * gives way to today: docs/decisions/0018).
 */
export async function setGlobalFilter(page: Page, filter: { schoolName: string; className?: string; date: string }) {
  const kept = { className: 'all', ...filter, chosenOn: schoolToday() };
  await page.evaluate((k) => localStorage.setItem('filter', JSON.stringify(k)), kept);
}

/** Pages whose app code a test holds back: their navigations do not wait for the app (holdAppCode). */
const held = new WeakSet<Page>();

/**
 * Holds the app's code back (its full-app chunk) until the returned function is called, to see what is painted
 * without it: the server's page (decision 0052) or the entry's plain paint.
 */
export async function holdAppCode(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  held.add(page);
  await page.route(/\/assets\/full-app-[^/]+\.js$/, async (route) => {
    await until;
    await route.continue();
  });
  return async () => {
    release();
    held.delete(page);
    await waitForApp(page);
  };
}

/**
 * A page the server rendered shows before the app's code runs, and holds taps and typing until the app has taken
 * it over: a test, like a person, acts once the app is there.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => !window.__askingServer && (!window.__serverPaint || window.__appReady), undefined, {
    timeout: 20_000,
  });
}

declare global {
  interface Window {
    __serverPaint?: unknown;
    __askingServer?: boolean;
    __appReady?: boolean;
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        if (!held.has(page)) await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});
export { expect };
