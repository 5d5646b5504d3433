import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

// A small blue square: any real image will do, the server re-encodes it as a JPEG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0M7Z6RjMwzABXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfiWwb336AIKkAAAAASUVORK5CYII=';
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });

const CLASS = 'AM Elementary';

test('a teacher adds two photos and a description; a supervisor confirms, and deletes photos only after unconfirming', async ({
  page,
}) => {
  await loginAs(page, 'parttimer');
  await page.goto('/activities');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await expect(page.getByLabel('School')).toBeVisible();
  await expect(page.getByLabel('Class')).toBeVisible();
  const card = page.getByRole('region', { name: CLASS });
  await expect(card).toBeVisible();
  // Sorted by class name.
  const names = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  // Teachers neither confirm nor delete photos.
  await expect(page.getByLabel('confirmed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'delete photos' })).toHaveCount(0);

  // The title and description are required.
  await card.getByLabel('Title').fill('Leaf prints');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('description is required')).toBeVisible();

  await card.getByLabel('Description').fill('We printed autumn leaves with paint and counted the colours in English.');
  await card.locator('input[type="file"]').setInputFiles([photo('one.png'), photo('two.png')]);
  await expect(card.getByText('2 photos selected')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'activities-teacher');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: activity saved')).toBeVisible();
  await expect(card.getByText('2 photos', { exact: true })).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(2);

  // The supervisor confirms it.
  await loginAs(page, 'supervisor');
  await page.goto('/activities');
  const sup = page.getByRole('region', { name: CLASS });
  await expect(sup.getByLabel('Description')).toHaveValue(/printed autumn leaves/);
  await sup.getByLabel('confirmed').check();
  await expect(sup.getByLabel('Title')).toBeDisabled();
  await sup.getByRole('button', { name: 'Save' }).click();
  await expect(sup.getByText('Confirmed', { exact: true })).toBeVisible();

  // While confirmed, photos cannot be deleted.
  await sup.getByRole('button', { name: 'delete photos' }).click();
  await expect(page.getByText('Error: unconfirm activity before deleting photos')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'activities-supervisor');
  // Errors stay until closed.
  await page
    .getByRole('alert')
    .filter({ hasText: 'unconfirm activity' })
    .getByRole('button', { name: 'Close' })
    .click();

  await sup.getByRole('link', { name: 'preview photos' }).click();
  await expect(page.getByRole('heading', { name: `${CLASS} photos`, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /photo \d/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'delete photo 1' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'activity-photos');
  await page.getByRole('link', { name: 'back to activities' }).click();

  // Unconfirmed, the photos go (after a confirmation).
  const again = page.getByRole('region', { name: CLASS });
  await again.getByLabel('confirmed').uncheck();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText('Confirmed', { exact: true })).toHaveCount(0);
  await expect(again.getByLabel('Title')).toBeEnabled();
  await again.getByRole('button', { name: 'delete photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete photos?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: photos deleted')).toBeVisible();
  await expect(again.getByText('No photos yet.')).toBeVisible();
});
