import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, expect, loginAs, schoolToday, setGlobalFilter, test } from '../support/fixtures.ts';

/*
 * Two tablets (issue 19): what one person does shows on another's screen without a reload. The lists poll
 * every 30 s only while the live stream is down; these assertions allow 3 s, so only the stream can pass them.
 */
const LIVE = { timeout: 3_000 };

interface Listed {
  id: string;
  status: string;
  category: string;
  student: { name: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sessionsOf(request: APIRequestContext, token: string, date: string): Promise<Listed[]> {
  const res = await request.get(`/api/sessions?schoolName=Ikejiri&date=${date}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { documents: Listed[] }).documents;
}

test("a supervisor's sessions list shows a teacher starting a session at once, and its reset", async ({
  page,
  request,
}) => {
  const date = schoolToday();
  await loginAs(page, 'supervisor');
  await setGlobalFilter(page, { schoolName: 'Ikejiri', date });
  const streaming = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  // The tablet's stream is open: what follows reaches it as events, not as the page's first load.
  await streaming;

  // Another tablet: the full-timer starts a new class session (any teacher may take one).
  const teacher = await apiLogin(request, 'fulltimer', DEMO_PASSWORD);
  const session = (await sessionsOf(request, teacher.payload.token, date)).find(
    (s) => s.status === 'new' && s.category === 'class',
  );
  expect(session, 'a new class session at Ikejiri today').toBeDefined();
  const row = page.locator(`li[data-session-id="${session!.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'new');

  const status = (to: string) =>
    request.patch(`/api/sessions/${session!.id}/status`, {
      headers: bearer(teacher.payload.token),
      data: { status: to },
    });
  expect((await status('in progress')).status()).toBe(200);
  await expect(row).toHaveAttribute('data-status', 'in progress', LIVE);
  expect((await status('new')).status()).toBe(200);
  await expect(row).toHaveAttribute('data-status', 'new', LIVE);
});

test('a supervisor watching /pickups sees a pick-up move on as it is stepped elsewhere', async ({ page, request }) => {
  const date = schoolToday();
  await loginAs(page, 'supervisor');
  await setGlobalFilter(page, { schoolName: 'Ikejiri', date });
  const streaming = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Pickups' })).toBeVisible();
  await streaming;

  // Another tablet: a second supervisor session moves the Sangenjaya drop-off one step, then back.
  const other = await apiLogin(request, 'supervisor', DEMO_PASSWORD);
  const res = await request.get(`/api/pickups?schoolName=Ikejiri&date=${date}`, {
    headers: bearer(other.payload.token),
  });
  const pickups = (
    (await res.json()) as { pickups: { id: string; location: string; category: string; status: number }[] }
  ).pickups;
  const target = pickups.find((p) => p.location === 'Sangenjaya Station' && p.category === 'drop-off');
  expect(target, 'the Sangenjaya Station drop-off today').toBeDefined();
  const card = page.getByRole('article', { name: 'Sangenjaya Station drop-off' });
  const before = target!.status;
  const set = (status: number) =>
    request.patch(`/api/pickups/${target!.id}/status`, { headers: bearer(other.payload.token), data: { status } });

  await expect(card.getByText(/^Status: /)).toBeVisible();
  const shown = await card.getByText(/^Status: /).textContent();
  // What the watcher is typing stays while the card's data changes under it.
  await card.getByLabel('Comments').fill('Bring the umbrellas');
  expect((await set(before + 1)).status()).toBe(200);
  await expect(card.getByText(/^Status: /)).not.toHaveText(shown!, LIVE);
  await expect(card.getByLabel('Comments')).toHaveValue('Bring the umbrellas');
  expect((await set(before)).status()).toBe(200);
  await expect(card.getByText(/^Status: /)).toHaveText(shown!, LIVE);
});
