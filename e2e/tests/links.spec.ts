import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

interface Link {
  id: string;
  title: string;
  url: string;
  role: number;
  clickCount: number;
}

async function allLinks(request: APIRequestContext): Promise<Link[]> {
  const { payload } = await apiLogin(request, 'manager', DEMO_PASSWORD);
  const res = await request.get('/api/links/0', { headers: { authorization: `Bearer ${payload.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { documents: Link[] }).documents;
}

/** Starts the next sign-in from a clean browser: no other user's cached lists. */
async function switchUser(page: Page, who: 'manager' | 'parttimer' | 'fulltimer') {
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, who);
}

test('a manager adds two links at once; a part-timer sees theirs on the home page and their click counts', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'manager');
  await page.goto('/links');
  await expect(page.getByRole('heading', { name: 'Welcome Links', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Link: Staff Handbook' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New links' });
  await form.getByRole('button', { name: 'Add row' }).click();
  await form.getByRole('button', { name: 'Add row' }).click();
  const row = (n: number) => page.getByRole('group', { name: `New link ${n}` });
  await row(1).getByLabel('Title').fill('E2E Part-Timer Guide');
  await row(1).getByLabel('URL').fill('not a url');
  await row(1).getByLabel('Visible to').selectOption({ label: 'Part-Timers and Up' });
  await row(2).getByLabel('Title').fill('E2E Full-Timer Notes');
  await row(2).getByLabel('URL').fill(`${baseURL}/api/health?full-timers`);
  await row(2).getByLabel('Visible to').selectOption({ label: 'Full-Timers and Up' });
  await row(3).getByRole('button', { name: 'Remove row 3' }).click();
  await expect(row(3)).toHaveCount(0);

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(row(1).getByText('url must be a valid URL')).toBeVisible();
  await row(1).getByLabel('URL').fill(`${baseURL}/api/health?part-timers`);
  await expectAccessible(page);
  await snapBoth(page, 'links-new-rows');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Success: 2 links created')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Link: E2E Part-Timer Guide' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Link: E2E Full-Timer Notes' })).toBeVisible();
  await expect(page.getByRole('group', { name: /New link/ })).toHaveCount(1);
  await expectAccessible(page);
  await snapBoth(page, 'links');

  await switchUser(page, 'parttimer');
  await page.goto('/');
  const useful = page.getByRole('region', { name: 'Useful Links' });
  await expect(useful.getByRole('heading', { name: 'Useful Links' })).toBeVisible();
  const guide = useful.getByRole('link', { name: /E2E Part-Timer Guide/ });
  await expect(guide).toBeVisible();
  await expect(useful.getByRole('link', { name: /E2E Full-Timer Notes/ })).toHaveCount(0);
  await expect(useful.getByRole('link', { name: /Budget and Payroll/ })).toHaveCount(0);
  // Most clicked first: the demo's Staff Handbook leads, the new link (no clicks yet) comes last.
  const titles = await useful
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => e.querySelector('.MuiListItemText-primary')?.textContent));
  expect(titles[0]).toBe('Staff Handbook');
  expect(titles.at(-1)).toBe('E2E Part-Timer Guide');
  await expect(guide).toHaveAttribute('target', '_blank');
  await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);
  await snapBoth(page, 'home-useful-links');

  const before = (await allLinks(page.request)).find((l) => l.title === 'E2E Part-Timer Guide')!;
  expect(before.clickCount).toBe(0);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), guide.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${baseURL}/api/health?part-timers`);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(async () => (await allLinks(page.request)).find((l) => l.id === before.id)?.clickCount).toBe(1);
  await tab.close();

  // A full-timer sees both new links.
  await switchUser(page, 'fulltimer');
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Useful Links' }).getByRole('link', { name: /E2E Full-Timer Notes/ }),
  ).toBeVisible();
});

test('a manager edits and deletes a link, the delete after a confirmation', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/links');
  const calendar = page.getByRole('form', { name: 'Link: School Calendar' });
  await expect(calendar.getByRole('button', { name: 'Save' })).toBeDisabled();
  await calendar.getByLabel('Title').fill('School Calendar 2025');
  await calendar.getByLabel('Visible to').selectOption({ label: 'Full-Timers and Up' });

  // Unsaved changes are guarded.
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByText('You have unsaved changes! Are you sure you want to leave?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/links$/);

  await calendar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: link updated')).toBeVisible();
  const saved = (await allLinks(page.request)).find((l) => l.title === 'School Calendar 2025');
  expect(saved?.role).toBe(2);

  const shiftRules = page.getByRole('form', { name: 'Link: Shift Rules' });
  await shiftRules.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete link?' });
  await expect(dialog.getByText("Delete the link 'Shift Rules'? Nobody will see it any more.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(shiftRules).toBeVisible();
  await shiftRules.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: link deleted')).toBeVisible();
  await expect(shiftRules).toHaveCount(0);
  expect((await allLinks(page.request)).map((l) => l.title)).not.toContain('Shift Rules');
});

test('with no links, the pages say so', async ({ page }) => {
  const links = await allLinks(page.request);
  const { payload } = await apiLogin(page.request, 'manager', DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${payload.token}` };
  for (const l of links)
    expect((await page.request.delete(`/api/links/${l.id}`, { headers: auth })).status()).toBe(200);
  try {
    await loginAs(page, 'manager');
    await page.goto('/links');
    await expect(page.getByText('There are no links available.')).toBeVisible();
    await expectAccessible(page);
    await snapBoth(page, 'links-empty');
    await switchUser(page, 'parttimer');
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Useful Links' }).getByText('There are no links available.'),
    ).toBeVisible();
  } finally {
    // Put the links back for whatever runs next.
    const res = await page.request.post('/api/links', {
      headers: auth,
      data: { links: links.map(({ title, url, role }) => ({ title, url, role })) },
    });
    expect(res.status()).toBe(201);
  }
});
