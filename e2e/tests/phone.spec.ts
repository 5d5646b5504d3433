import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';
import { reachPicker } from '../support/pickers.ts';

/* Issue 16, phones (390 × 844): the bar leaves the screen to the page, nothing scrolls sideways, the drawer is named. */

test.use({ viewport: { width: 390, height: 844 } });

test('the top bar is one row at most 64 px high, with the date as a compact control (item 34)', async ({ page }) => {
  await loginAs(page, 'supervisor');
  for (const path of ['/', '/sessions', '/my-pickups']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Date \d{4}-\d{2}-\d{2}: change$/ })).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height, `bar on ${path}`).toBeLessThanOrEqual(64);
  }
  // The date opens the same field as the wide bar's, with its messages.
  await page.getByRole('button', { name: /^Date / }).click();
  const field = await reachPicker(page.getByRole('dialog', { name: 'date of the lists' }), 'Date');
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('2101');
  await expect(page.getByText('Date should not be after maximal date')).toBeVisible();
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('2030');
  await expect(page.getByText('Date should not be after maximal date')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Date 2030-\d{2}-\d{2}: change$/ })).toBeVisible();
  await expect(page.getByText(/^Date: 2030-/)).toBeVisible();
  await expectAccessible(page);
});

test('Home does not scroll sideways on a phone (item 35)', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Useful Links' })).toBeVisible();
  await expect(page.getByText('(opens in a new tab)').first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapBoth(page, 'home-phone-bar');
});

test('the phone drawer is a named dialog and carries the role chips (item 36)', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/');
  await expect(page.getByRole('banner').getByLabel('your role and authority')).toBeHidden();
  await page.getByRole('button', { name: 'open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'navigation menu' });
  await expect(drawer.getByRole('link', { name: 'My Shifts' })).toBeVisible();
  await expect(drawer.getByLabel('your role and authority')).toContainText('Part-Time Teacher');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('drawer-390.png') });
});
