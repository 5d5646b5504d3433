import { expect, expectAccessible, loginAs, snapBoth, test, type DemoRole } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

type Listed = { category: string }[];

/** The sessions of a list read, or of the list read inside a page the server rendered (its dehydrated queries). */
function sessionsIn(body: { documents?: Listed; state?: { queries: { state: { data?: unknown } }[] } }): Listed {
  if (body.documents) return body.documents;
  const lists = (body.state?.queries ?? []).map((q) => q.state.data as { documents?: Listed } | undefined);
  const list = lists.find((data) => Array.isArray(data?.documents));
  if (!list?.documents) throw new Error('the page the server rendered has no list of sessions');
  return list.documents;
}

/** The first session of today that this user may start: a clickable name in a 'new' row. */
async function firstNewSession(page: Page) {
  const row = page
    .locator('li[data-status="new"]')
    .filter({ has: page.getByRole('link') })
    .first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link');
  const name = (await link.textContent())!.trim();
  return { row, link, name };
}

/** Opens today's first new session of a reading-level group (view: Reading level). */
async function openNewSessionIn(page: Page, group: RegExp) {
  await page.getByRole('button', { name: /change view/ }).click();
  await page.getByRole('button', { name: /change view/ }).click();
  await page.getByRole('region', { name: group }).locator('li[data-status="new"]').getByRole('link').first().click();
}

async function openSessions(page: Page, role: DemoRole) {
  await loginAs(page, role);
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
}

test('a part-timer starts a session, is warned on leaving, and resets it; a colleague finds it locked', async ({
  page,
  browser,
}) => {
  await openSessions(page, 'parttimer');
  await expect(page.getByRole('region', { name: /Incomplete Sessions/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /Completed Sessions/ })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'sessions');

  // The view switch cycles Status → Time → Reading level.
  await page.getByRole('button', { name: /change view/ }).click();
  await expect(page.getByRole('region', { name: /AM Sessions/ })).toBeVisible();
  await page.getByRole('button', { name: /change view/ }).click();
  await expect(page.getByRole('region', { name: /ABC \/ Phonics/ })).toBeVisible();
  await page.getByRole('button', { name: /change view/ }).click();

  const { link, name } = await firstNewSession(page);
  await link.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'start session' }).click();
  await expect(page.getByRole('button', { name: 'reset session' })).toBeVisible();
  const url = page.url();
  await expectAccessible(page);
  await snapBoth(page, 'session-in-progress');

  await page.getByRole('link', { name: 'all sessions' }).click();
  await expect(page.getByText('Session in progress! Are you sure you want to leave this page?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(url);

  // A colleague sees it locked.
  const other = await browser.newPage();
  await loginAs(other, 'fulltimer');
  await other.goto(url);
  await expect(other.getByText(/Warning: session in progress \(teacher: Pat Parttime\)/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'start session' })).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'reset session' }).click();
  await expect(page.getByText('Are you sure you want to reset this session? All progress will be lost!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'reset session' }).click();
  await expect(page.getByRole('button', { name: 'start session' })).toBeVisible();
  await page.getByRole('link', { name: 'all sessions' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
});

test('a supervisor cancels a session with a reason, converts one, and confirms a class session', async ({ page }) => {
  await openSessions(page, 'supervisor');
  const { link, name } = await firstNewSession(page);
  await link.click();
  await page.getByRole('button', { name: 'cancel session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('a reason is required to cancel a session')).toBeVisible();
  await page.getByLabel('Reason').fill('Fever this morning');
  // Parents see a cancellation only when the supervisor ticks it.
  await expect(page.getByLabel('Visible to parents')).not.toBeChecked();
  await expectAccessible(page);
  await snapBoth(page, 'session-cancel-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(
    page.getByText('Session canceled by Sam Supervisor (Sam) (reason: Fever this morning, not visible to parents)'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'all sessions' }).click();
  const canceledRow = page.locator('li[data-status="canceled"]', { hasText: name });
  await expect(canceledRow).toHaveCount(0);
  await page.getByLabel('show canceled').check();
  await expect(canceledRow.first()).toBeVisible();
  await expect(canceledRow.first().getByRole('link')).toHaveCount(0);

  const second = await firstNewSession(page);
  await second.link.click();
  const convert = page.getByRole('button', { name: /convert to (class|reading) session/ });
  const label = (await convert.textContent())!;
  await convert.click();
  await expect(
    page.getByText(`Success: session converted to ${label.includes('class') ? 'class' : 'reading'}`),
  ).toBeVisible();

  // The day's list saved in the browser shows first, then the server's answer, which has the converted
  // session: act once the cards are the answer's, so that "the first card" stays the same one. The answer is the
  // list's read, or the page the server rendered with it (decisions 0052, 0054), whichever the visit used.
  const fresh = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      (r.url().includes('/api/sessions?') || (r.url().includes('/api/first-paint?') && r.status() === 200)),
  );
  await page.goto('/sessions/check');
  await expect(page.getByRole('heading', { name: 'Check Sessions' })).toBeVisible();
  const documents = sessionsIn(await (await fresh).json());
  await expect(page.locator('section[data-locked]')).toHaveCount(
    documents.filter((d) => d.category === 'class').length,
  );
  const card = page.locator('section[data-locked="false"]').first();
  await card.getByLabel('Comments').fill('Great circle time today.');
  await card.getByRole('button', { name: 'Save comments' }).click();
  await expect(page.getByText(/Success: .*saved/)).toBeVisible();
  await card.getByLabel('confirmed').check();
  await expect(card.getByLabel('confirmed')).toBeChecked();
  await expectAccessible(page);
  await snapBoth(page, 'sessions-check');
});

test('a full-timer sets a to-be-checked student’s reading, and the session can start', async ({ page }) => {
  await openSessions(page, 'fulltimer');
  await openNewSessionIn(page, /To Be Checked/);
  await expect(
    page.getByText("The student's reading level has not yet been set. Please test their English level and set it."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'start session' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Set Student Reading' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'session-to-be-checked');

  await page.getByLabel('Stage').selectOption({ label: 'ABC / Phonics' });
  await page.getByLabel('ABC letters').selectOption('10');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Success: student reading saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set Student Reading' })).toHaveCount(0);
  await page.getByRole('button', { name: 'start session' }).click();
  await expect(page.getByRole('button', { name: 'reset session' })).toBeVisible();
  await page.getByRole('button', { name: 'reset session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'reset session' }).click();
  await expect(page.getByRole('button', { name: 'start session' })).toBeEnabled();
});

test("a full-timer writes a class session's comments; the completed session shows them once", async ({ page }) => {
  await openSessions(page, 'fulltimer');
  const row = page
    .locator('li[data-status="new"]')
    .filter({ hasText: /· class · arrived$/ })
    .first();
  const name = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('link').click();
  await page.getByRole('button', { name: 'start session' }).click();
  const box = page.getByRole('textbox', { name: 'Class comments' });
  // Four lines at first; it grows with what is written (CSS field-sizing) and shrinks back.
  const height = async () => (await box.boundingBox())!.height;
  const empty = await height();
  expect(empty).toBeGreaterThan(4 * 20);
  await box.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join('\n'));
  expect(await height()).toBeGreaterThan(empty * 1.5);
  await box.fill('Sang the days of the week with gestures.');
  expect(await height()).toBe(empty);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sessions$/);

  await page.locator('li[data-status="completed"]', { hasText: name }).getByRole('link').click();
  await expect(page.getByText(/Session completed on \d{4}\/\d{2}\/\d{2}/)).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Comments$/ })).toHaveCount(1);
  await expect(page.getByText('Sang the days of the week with gestures.')).toHaveCount(1);
  await expectAccessible(page);
  await snapBoth(page, 'session-class-completed');
});

test('a non-system-book session says which book the student is reading', async ({ page }) => {
  await openSessions(page, 'fulltimer');
  await openNewSessionIn(page, /Non System Book/);
  await expect(
    page.getByText(
      /^Reading: (The Very Hungry Caterpillar|Where the Wild Things Are|The Gruffalo|Frog and Toad Are Friends)$/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'session-non-system-book');
});
