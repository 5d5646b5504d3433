import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

test('a supervisor sets a teacher’s levels and nickname', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/teachers');
  const partTimers = page.getByRole('region', { name: 'Part-Timers' });
  const fullTimers = page.getByRole('region', { name: 'Full-Timers' });
  await expect(partTimers.getByText('Pat Parttime')).toBeVisible();
  await expect(fullTimers.getByText('Fiona Fulltime (Fi)')).toBeVisible();
  await expect(partTimers.getByText('Fiona Fulltime (Fi)')).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'teachers');

  await partTimers.getByText('Aiko Tanaka').click();
  await expect(page.getByRole('heading', { name: 'Aiko Tanaka' })).toBeVisible();
  await page.getByRole('radio', { name: 'All' }).check();
  await page.getByRole('radio', { name: 'Activity Leader' }).check();
  await page.getByLabel('Nickname').fill('Ai');
  await expectAccessible(page);
  await snapBoth(page, 'teacher');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('They must log in and out to reflect changes!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aiko Tanaka (Ai)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Activity Leader' })).toBeChecked();
});
