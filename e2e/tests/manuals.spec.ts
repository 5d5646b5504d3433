import { apiLogin, DEMO_PASSWORD, expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

const NOTE = 'Please ensure that the location name exactly matches the pickup location name.';

test('a manager creates two manuals at once and finds them sorted, then edits and deletes one', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/manuals');
  await expect(page.getByRole('heading', { name: 'Pickup Manuals', level: 1 })).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();

  const form = page.getByRole('form', { name: 'New manuals' });
  await form.getByRole('button', { name: 'Add row' }).click();
  const row = (n: number) => page.getByRole('group', { name: `New manual ${n}` });
  // Drop-off first in the form; the list still shows pick-up before drop-off.
  await row(1).getByLabel('Location name').fill('Aobadai Library');
  await row(1).getByLabel('URL').fill('https://docs.example.com/pickups/aobadai-drop-off');
  await row(1).getByLabel('Category').selectOption({ label: 'Drop-off' });
  await row(2).getByLabel('Location name').fill('Aobadai Library');
  await row(2).getByLabel('URL').fill('docs.example.com');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(row(2).getByText('url must be a valid URL')).toBeVisible();
  await row(2).getByLabel('URL').fill('https://docs.example.com/pickups/aobadai-pick-up');
  await expectAccessible(page);
  await snapBoth(page, 'manuals-new-rows');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Success: 2 manuals created')).toBeVisible();

  const names = page.getByRole('form', { name: /^Manual:/ });
  await expect(names.first()).toHaveAttribute('aria-label', 'Manual: Aobadai Library (Pick-up)');
  await expect(names.nth(1)).toHaveAttribute('aria-label', 'Manual: Aobadai Library (Drop-off)');
  await expect(names.nth(2)).toHaveAttribute('aria-label', 'Manual: Gakugei-daigaku Station (Pick-up)');
  await expectAccessible(page);
  await snapBoth(page, 'manuals');

  // The same location and category twice is refused with the server's reason.
  await form.getByLabel('Location name').fill('Aobadai Library');
  await form.getByLabel('URL').fill('https://docs.example.com/pickups/again');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Error: there is already a pick-up manual for Aobadai Library')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  const dropOff = page.getByRole('form', { name: 'Manual: Aobadai Library (Drop-off)' });
  await dropOff.getByLabel('URL').fill('https://docs.example.com/pickups/aobadai-drop-off-v2');
  await dropOff.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: manual updated')).toBeVisible();

  const pickUp = page.getByRole('form', { name: 'Manual: Aobadai Library (Pick-up)' });
  await pickUp.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete manual?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: manual deleted')).toBeVisible();
  await expect(pickUp).toHaveCount(0);
  await expect(names.first()).toHaveAttribute('aria-label', 'Manual: Aobadai Library (Drop-off)');
});

test('with no manuals, the page says so; teachers cannot open it', async ({ page }) => {
  const { payload } = await apiLogin(page.request, 'manager', DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${payload.token}` };
  const manuals = (
    (await (await page.request.get('/api/manuals', { headers: auth })).json()) as {
      documents: { id: string; locationName: string; url: string; pickupCategory: string }[];
    }
  ).documents;
  for (const m of manuals)
    expect((await page.request.delete(`/api/manuals/${m.id}`, { headers: auth })).status()).toBe(200);
  try {
    await loginAs(page, 'manager');
    await page.goto('/manuals');
    await expect(page.getByText('There are no manuals available.')).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, 'supervisor');
    await page.goto('/manuals');
    await expect(page).toHaveURL(/\/unauthorized$/);
  } finally {
    const res = await page.request.post('/api/manuals', {
      headers: auth,
      data: {
        manuals: manuals.map(({ locationName, url, pickupCategory }) => ({ locationName, url, pickupCategory })),
      },
    });
    expect(res.status()).toBe(201);
  }
});
