import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

// Issue 16 item 33: the student-notes site is a setting a manager changes in the app.
test.describe.configure({ mode: 'serial' });

const NOTES_SITE = 'https://notes.example.com/students/';

/** The demo student with SMS ID 1003, opened as a supervisor would. */
async function openStudent(page: Page) {
  await loginAs(page, 'supervisor');
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const found = await page.request.get('/api/students?search=1003', { headers: { authorization: `Bearer ${token}` } });
  const [student] = ((await found.json()) as { documents: { id: string; name: string }[] }).documents;
  await page.goto(`/students/${student!.id}`);
  await expect(page.getByRole('heading', { name: student!.name, level: 1 })).toBeVisible();
}

const notesLink = (page: Page) => page.getByRole('link', { name: 'Notes (opens in a new tab)' });

test('with no notes site set, a student page has no notes link', async ({ page }) => {
  await openStudent(page);
  await expect(notesLink(page)).toHaveCount(0);
});

test('a manager sets the notes site on School Settings, and the student page links to the notes', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'main' })
    .getByRole('link', { name: 'School Settings', exact: true })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'School Settings', level: 1 })).toBeVisible();
  const site = page.getByLabel('Notes site');
  await expect(site).toHaveValue('');

  await site.fill('notes.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('the notes site must be a web address starting with https:// or http://')).toBeVisible();
  await expectAccessible(page);

  await site.fill(NOTES_SITE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notes site')).toHaveValue(NOTES_SITE);
  await expectAccessible(page);
  await snapBoth(page, 'school-settings');

  await openStudent(page);
  await expect(notesLink(page)).toHaveAttribute('href', `${NOTES_SITE}1003`);
  await snapBoth(page, 'student-notes-link');
});

test('supervisors cannot open School Settings; a manager clears the notes site and the link goes', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/unauthorized$/);

  await loginAs(page, 'manager');
  await page.goto('/settings');
  await page.getByLabel('Notes site').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: settings saved')).toBeVisible();
  await openStudent(page);
  await expect(notesLink(page)).toHaveCount(0);
});
