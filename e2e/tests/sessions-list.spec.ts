import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

interface ListedSession {
  id: string;
  status: string;
  teacherId: string | null;
  student: { name: string };
  can: { open: boolean };
}

/**
 * Opens /sessions and returns the day's list as the server sent it: in the page the server rendered (its data,
 * decision 0052), or as the app's own read of it.
 */
async function openList(page: Page): Promise<ListedSession[]> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/api\/(sessions|first-paint)\?/.test(r.url()) && r.status() === 200,
  );
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  const body = (await (await answer).json()) as {
    documents?: ListedSession[];
    state?: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
  };
  if (body.documents) return body.documents;
  const list = body.state?.queries.find((q) => q.queryKey[0] === 'sessions' && q.queryKey[1] === 'list');
  expect(list, "the day's sessions in the server's page").toBeTruthy();
  return (list!.state.data as { documents: ListedSession[] }).documents;
}

/** The name of the first row whose caption ends with `state`. */
const nameIn = (page: Page, state: string) =>
  page
    .locator('li.session-row')
    .filter({ has: page.locator('.session-row__caption', { hasText: new RegExp(`· ${state}$`) }) })
    .first()
    .locator('.session-row__name');

/** How a name looks: what a person tells states apart by. */
async function lookOf(name: Locator) {
  return name.evaluate((el) => {
    const css = getComputedStyle(el);
    const mark = getComputedStyle(el, '::before');
    return {
      link: el.tagName === 'A',
      color: css.color,
      form: `${css.textDecorationLine} ${css.fontStyle}${mark.content !== 'none' && mark.content !== 'normal' ? ' marked' : ''}`,
    };
  });
}

test("canceled, unavailable and not-arrived names differ at a glance; another teacher's completed session is not a link", async ({
  page,
}) => {
  const me = await loginAs(page, 'parttimer');
  const day = await openList(page);
  await snapBoth(page, 'sessions-name-states');
  const waiting = await lookOf(nameIn(page, 'not arrived yet'));
  const unavailable = await lookOf(nameIn(page, 'unavailable'));

  // Another teacher's completed session: green, but no link to an error page. The part-timer's own opens.
  const completed = day.filter((s) => s.status === 'completed');
  expect(completed.some((s) => s.teacherId !== me.user.id)).toBe(true);
  for (const s of completed) {
    const row = page.locator('li[data-status="completed"]').filter({ hasText: s.student.name });
    await expect(row.getByRole('link'), s.student.name).toHaveCount(s.teacherId === me.user.id ? 1 : 0);
    expect(s.can.open).toBe(s.teacherId === me.user.id);
  }
  await expectAccessible(page);

  await loginAs(page, 'supervisor');
  await openList(page);
  await page.getByLabel('show canceled').check();
  await expect(page.locator('li[data-status="canceled"]').first()).toBeVisible();
  const canceled = await lookOf(nameIn(page, 'canceled'));
  await expectAccessible(page);
  await snapBoth(page, 'sessions-canceled-shown');

  // Only the not-arrived name opens its session; each state has its own colour or form, and a form of its own.
  expect([waiting.link, unavailable.link, canceled.link]).toEqual([true, false, false]);
  expect(waiting.color).not.toBe(unavailable.color);
  expect(waiting.color).not.toBe(canceled.color);
  expect(new Set([waiting.form, unavailable.form, canceled.form]).size).toBe(3);
  expect(canceled.form).toContain('line-through');
  expect(unavailable.form).toContain('italic');
});

test('the all-schools list says which school each student is at', async ({ page }) => {
  await loginAs(page, 'fulltimer');
  await openList(page);
  await page.getByLabel('School').click();
  await page.getByRole('option', { name: 'All schools' }).click();
  const captions = page.locator('.session-row__caption');
  await expect(captions.filter({ hasText: /^Gakugei · / }).first()).toBeVisible();
  await expect(captions.filter({ hasText: /^Ikejiri · / }).first()).toBeVisible();
  expect(await captions.filter({ hasNotText: /^(Ikejiri|Gakugei) · / }).count()).toBe(0);
  await expectAccessible(page);
  await snapBoth(page, 'sessions-all-schools');

  // One school's list does not repeat it on every row.
  await page.getByLabel('School').click();
  await page.getByRole('option', { name: 'Ikejiri' }).click();
  await expect(captions.filter({ hasText: /^Ikejiri · / })).toHaveCount(0);
});

test("Home's school sessions link opens the school's whole day, whatever class was chosen before", async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.evaluate(() =>
    localStorage.setItem('filter', JSON.stringify({ schoolName: 'Gakugei', className: 'PM', date: '2020-01-01' })),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'Ikejiri sessions' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByLabel('Class')).toHaveText('all classes');
  await expect(page.getByLabel('School')).toHaveText('Ikejiri');
  // Morning classes are there as well as afternoon ones.
  await expect(page.locator('.session-row__caption', { hasText: /^AM / }).first()).toBeVisible();
  await expect(page.locator('.session-row__caption', { hasText: /^PM / }).first()).toBeVisible();
  await expectAccessible(page);
});
