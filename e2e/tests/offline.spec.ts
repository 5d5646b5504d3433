import type { BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiLogin, DEMO_PASSWORD, expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';
import { firstNewAbcSession, nextWithSpace } from '../support/sessions.ts';

/*
 * Issue 20: the app installs, opens with no network, and keeps a session's form or a pick-up step made offline
 * until the network returns, then sends it by itself.
 */

/** The service worker has installed the app (its shell and code are cached). */
async function appInstalled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: /^offline/ })).toBeVisible();
}

const waitingChip = (page: Page) => page.getByRole('button', { name: /changes? (waiting|not sent)/ });

async function asSupervisor(page: Page) {
  const { payload } = await apiLogin(page.request, 'supervisor', DEMO_PASSWORD);
  return { authorization: `Bearer ${payload.token}` };
}

test('Chromium finds the app installable: a manifest, icons and a service worker', async ({ playwright, baseURL }) => {
  // A browser profile of its own: Chromium never offers to install from an incognito window (Playwright's usual).
  const profile = mkdtempSync(path.join(tmpdir(), 'school-ops-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await appInstalled(page);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'School Ops', display: 'standalone', start_url: '/' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Answers each letter of the ABC tests: the spread test's first choice, the random test's letter as shown. */
async function runAbcTests(page: Page) {
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Spread letters test' })).toBeVisible();
  const total = Number((await page.getByText(/^\d+ letters \(a to [a-z]\)$/).textContent())!.split(' ')[0]);
  const spread = page.getByRole('group', { name: 'Spread letters test' });
  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`Spread test: letter ${i + 1} of ${total}`)).toBeVisible();
    await spread
      .getByRole('button', { name: /^[A-Za-z]$/ })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: /Right!|Wrong:/ })).toBeVisible();
    await nextWithSpace(page, 'Spread letters test');
  }
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Review the missed letters' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the random test' }).click();
  const said = page.getByRole('group', { name: 'The child said' });
  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`Random test: letter ${i + 1} of ${total}`)).toBeVisible();
    if (i === total - 1) {
      await said.getByRole('button', { name: 'not pronounced' }).click();
      await page.getByRole('button', { name: 'Done' }).click();
    } else {
      const shown = (await page.getByRole('img', { name: /^Letter to say: / }).textContent())!.trim();
      await said.getByRole('button', { name: shown, exact: true }).click();
      await nextWithSpace(page, 'Random letters test');
    }
  }
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: ABC form' })).toBeVisible();
}

test('a whole ABC session done offline is kept, survives a reload, and is sent when the network returns', async ({
  page,
  context,
}) => {
  test.slow();
  await loginAs(page, 'parttimer');
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await appInstalled(page);
  const link = await firstNewAbcSession(page);
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const sessionId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'start session' }).click();

  // The wifi drops in the middle of the test.
  await goOffline(context, page);
  await runAbcTests(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(
    page.getByText('Saved on this device. It will be sent by itself when the connection returns.'),
  ).toBeVisible();
  await expect(waitingChip(page)).toHaveText('1 change waiting');
  const row = page.locator(`li[data-session-id="${sessionId}"]`);
  await expect(row).toHaveAttribute('data-status', 'completed');
  await expect(row).toContainText('Waiting to be sent');
  await expectAccessible(page);
  await snapBoth(page, 'offline-1-session-waiting');

  // The list of waiting changes says what each one is and its state.
  await waitingChip(page).click();
  const dialog = page.getByRole('dialog', { name: 'Changes waiting to be sent' });
  await expect(dialog.getByText(`ABC form: ${name}`, { exact: false })).toBeVisible();
  await expect(dialog.getByText('Waiting', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'offline-2-waiting-list');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Reloaded with no network: the app opens from the service worker, the day's list from the device.
  await page.reload();
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await expect(page.locator(`li[data-session-id="${sessionId}"]`)).toContainText('Waiting to be sent');
  await expect(waitingChip(page)).toHaveText('1 change waiting');

  // The network returns: the form is sent by itself, once.
  await context.setOffline(false);
  await expect(waitingChip(page)).toHaveCount(0, { timeout: 30_000 });
  const headers = await asSupervisor(page);
  const saved = await (await page.request.get(`/api/sessions/${sessionId}`, { headers })).json();
  expect(saved.document).toMatchObject({ status: 'completed' });
  expect(saved.document.performance.abc).toBeDefined();
  await expect(page.locator(`li[data-session-id="${sessionId}"]`)).not.toContainText('Waiting to be sent');
});

test('a pick-up stepped offline on the way to the station is sent when the phone is back online', async ({
  page,
  context,
}) => {
  await loginAs(page, 'parttimer');
  await page.goto('/my-pickups');
  await appInstalled(page);
  const card = page.getByRole('article', { name: 'Ikejiri Elementary pick-up' });
  const STEPS = ['confirmed', 'departed', 'arrived', 'returning', 'done'];
  const from = STEPS.indexOf((await card.getByText(/^Status: /).textContent())!.replace('Status: ', ''));
  expect(from, 'two steps left to take').toBeLessThan(3);

  await goOffline(context, page);
  for (const next of STEPS.slice(from + 1, from + 3)) {
    await card.getByRole('button', { name: `Mark as ${next}` }).click();
    await expect(card.getByText(`Status: ${next}`)).toBeVisible();
  }
  await expect(card.getByText('Waiting to be sent')).toBeVisible();
  await expect(waitingChip(page)).toHaveText('2 changes waiting');
  await expectAccessible(page);
  await snapBoth(page, 'offline-3-pickup-waiting');

  await context.setOffline(false);
  await expect(waitingChip(page)).toHaveCount(0, { timeout: 30_000 });
  const { user, payload } = await apiLogin(page.request, 'parttimer', DEMO_PASSWORD);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const mine = await (
    await page.request.get(`/api/pickups/my-pickups/${user.id}?date=${date}`, {
      headers: { authorization: `Bearer ${payload.token}` },
    })
  ).json();
  const ikejiri = mine.pickups.find(
    (p: { location: string; category: string }) => p.location === 'Ikejiri Elementary' && p.category === 'pick-up',
  );
  // Stored as numbers: confirmed is 1.
  expect(ikejiri.status).toBe(from + 3);
});

test('a form the server refuses on replay shows what was entered and what happened, to copy, retry or discard', async ({
  page,
  context,
}) => {
  await loginAs(page, 'fulltimer');
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await appInstalled(page);
  const row = page
    .locator('li[data-status="new"]')
    .filter({ hasText: /· class · arrived$/ })
    .first();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'start session' }).click();

  await goOffline(context, page);
  const comments = 'Read the weather chart together; Ken led the song.';
  await page.getByRole('textbox', { name: 'Class comments' }).fill(comments);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(waitingChip(page)).toHaveText('1 change waiting');

  // Meanwhile a supervisor cancels the session the teacher held.
  const headers = await asSupervisor(page);
  const cancel = await page.request.patch(`/api/sessions/${sessionId}`, {
    headers,
    data: { status: 'canceled', cancellationReason: 'The class moved to the gym.', visible: false },
  });
  expect(cancel.status()).toBe(200);

  await context.setOffline(false);
  await expect(waitingChip(page)).toHaveText('1 change not sent', { timeout: 30_000 });
  await waitingChip(page).click();
  const dialog = page.getByRole('dialog', { name: 'Changes waiting to be sent' });
  await expect(dialog.getByText('Not sent', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'What happened' })).toBeVisible();
  await expect(dialog.getByText(`comments: ${comments}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy what you entered' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'offline-4-refused');

  await dialog.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog', { name: 'Discard this change?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByText('Nothing is waiting: every change has been sent.')).toBeVisible();
});

test("the day's sessions are kept for offline; starting one says it needs a connection; logout asks first", async ({
  page,
  context,
}) => {
  await loginAs(page, 'parttimer');
  await page.goto('/my-shifts');
  const confirmed = page.getByRole('table', { name: 'Confirmed' });
  await expect(confirmed.getByRole('row', { name: /10:30 AM 7:30 PM Ikejiri/ }).first()).toBeVisible();
  const confirmedOnline = await confirmed.innerText();
  await page.getByRole('link', { name: 'My Pickups' }).click();
  await expect(page.getByRole('article', { name: 'Ikejiri Elementary pick-up' })).toBeVisible();
  await page.getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await appInstalled(page);
  const link = await firstNewAbcSession(page);
  const name = (await link.textContent())!.trim();
  const sessionId = (await link.getAttribute('href'))!.split('/').pop()!;
  // Never opened here: fetched ahead with the list and kept on the device.
  await expect
    .poll(
      // Its own query, not only the list that names it.
      () =>
        page.evaluate(
          (id) => localStorage.getItem('school-ops-cache')?.includes(`"queryKey":["sessions","${id}"]`) ?? false,
          sessionId,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);

  await goOffline(context, page);
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'start session' }).click();
  await expect(page.getByText(/Starting a session needs a connection/)).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'offline-5-start-needs-network');

  await page.getByRole('link', { name: 'My Pickups' }).click();
  const card = page.getByRole('article', { name: 'Ikejiri Elementary pick-up' });
  await card.getByRole('button', { name: /Mark as/ }).click();
  await expect(waitingChip(page)).toHaveText('1 change waiting');

  await page.getByRole('link', { name: 'Logout' }).click();
  const ask = page.getByRole('dialog', { name: 'Sign out with changes not sent?' });
  await expect(
    ask.getByText('1 change made on this device has not been sent yet. Signing out discards it.'),
  ).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'offline-6-logout-asks');
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(waitingChip(page)).toHaveText('1 change waiting');

  // A part-timer's confirmed shifts, as this device last saw them.
  await page.getByRole('link', { name: 'My Shifts' }).click();
  await expect(confirmed).toHaveText(confirmedOnline, { useInnerText: true });
  await context.setOffline(false);
  await expect(waitingChip(page)).toHaveCount(0, { timeout: 30_000 });
});
