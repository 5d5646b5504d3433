import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

const TODAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const CONFLICT =
  'One or more of the shifts you have selected has a time conflict with another pickup. Are you sure you want to continue?';
const ERROR_TEXT = 'Please see a manager ASAP to correct the SMS pickup data for the above students.';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a supervisor assigns the part-timer to a pickup and sees the conflict dialog for an overlapping one', async ({
  page,
}) => {
  await loginAs(page, 'supervisor');
  await page.evaluate(
    (date) => localStorage.setItem('filter', JSON.stringify({ schoolName: 'all', className: 'all', date })),
    TODAY,
  );
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Pickups' })).toBeVisible();
  await expect(page.getByText('Please select a school name.')).toBeVisible();
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Ikejiri' }).click();

  const mishuku = card(page, 'Mishuku Kindergarten pick-up');
  await expect(mishuku.getByText('2:00 PM')).toBeVisible();
  await expect(mishuku.getByText('Status: unconfirmed')).toBeVisible();
  await expect(mishuku.getByRole('link', { name: 'Open the manual' })).toHaveAttribute(
    'href',
    /mishuku-kindergarten-pick-up/,
  );
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(card(page, 'Error pick-up').getByText(ERROR_TEXT)).toBeVisible();

  // Students open a popover with their photo.
  await mishuku
    .getByRole('list', { name: /Students of/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('presentation').getByRole('img').or(page.getByText('No photo'))).toBeVisible();
  await page.keyboard.press('Escape');

  await mishuku.getByRole('checkbox', { name: /Pat Parttime/ }).check();
  await mishuku.getByLabel('Comments').fill('Take the yellow flag.');
  await mishuku.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: pickup at Mishuku Kindergarten saved')).toBeVisible();
  await mishuku.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'confirmed' });
  await expect(mishuku.getByText('Status: confirmed')).toBeVisible();

  // The 'Error' pickup (2:30 PM to 3:10 PM) overlaps Mishuku (2:00 PM to 2:45 PM).
  const error = card(page, 'Error pick-up');
  await error.getByRole('checkbox', { name: /Pat Parttime/ }).check();
  await error.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Time conflict' });
  await expect(dialog.getByText(CONFLICT)).toBeVisible();
  // Beside the spec's text: who clashes, and with which of their pickups (issue 16 item 30).
  const clash = dialog.getByRole('list', { name: 'Time conflicts' }).getByRole('listitem');
  await expect(clash).toHaveCount(1);
  await expect(clash).toContainText('Pat Parttime also has');
  await expect(clash).toContainText('Mishuku Kindergarten (pick-up, 2:00 PM to 2:45 PM)');
  await expect(clash).toContainText('Sangenjaya Station (drop-off, 3:00 PM to 3:45 PM)');
  await snapBoth(page, 'pickup-conflict');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await error.getByRole('checkbox', { name: /Pat Parttime/ }).uncheck();

  await expectAccessible(page);
  await snapBoth(page, 'pickups');
});

test('the part-timer advances the pickup from confirmed to done on My Pickups', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/');
  const home = page.getByRole('region', { name: "Today's Pickups" });
  await expect(home.getByText('You have 3 pickups assigned today.')).toBeVisible();
  await home.getByRole('link', { name: 'My Pickups' }).click();
  await expect(page).toHaveURL(/\/my-pickups$/);

  const mine = card(page, 'Mishuku Kindergarten pick-up');
  await expect(mine.getByText('Take the yellow flag.')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Open the manual' })).toBeVisible();
  await expect(mine.getByText('Status: confirmed')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'my-pickups');
  for (const next of ['departed', 'arrived', 'returning', 'done']) {
    await mine.getByRole('button', { name: `Mark as ${next}` }).click();
    await expect(mine.getByText(`Status: ${next}`)).toBeVisible();
  }
  await expect(mine.getByRole('button', { name: 'Done' })).toBeDisabled();
  await snapBoth(page, 'my-pickups-done');
});

test('someone without a shift today is told so', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/my-pickups');
  await expect(page.getByText("You aren't assigned to a shift today!")).toBeVisible();
  await expectAccessible(page);
});
