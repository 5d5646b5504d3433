import { expect, expectAccessible, loginAs, snapBoth, snapView, test } from '../support/fixtures.ts';

// A 1×1 GIF and a 1×1 PNG, written out byte for byte.
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a supervisor creates a spelling category with a GIF and finds it under its level', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/spelling-categories');
  await expect(page.getByRole('heading', { name: 'Spelling Categories', level: 1 })).toBeVisible();
  const level1 = page.getByRole('region', { name: 'Level 1' });
  await expect(level1.getByRole('link', { name: /Short a \(1\.1\)/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Level 3' }).getByRole('link', { name: /Initial blends \(3\.1\)/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'spelling-categories');

  await page.getByRole('link', { name: 'New Spelling Category' }).click();
  await expect(page).toHaveURL(/\/spelling-categories\/new$/);
  await expect(page.getByRole('heading', { name: 'Basic Data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Words' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Word \d/ })).toHaveCount(5);

  await page.getByLabel('Category').fill('Long ee');
  await page.getByLabel('Level').fill('2');
  await page.getByLabel('Order').fill('9');
  const words = ['sh/ee/p', 'b/ee', 't/r/ee', 'f/ee/t', 'g/r/ee/n'];
  for (const [i, word] of words.entries())
    await page.getByRole('textbox', { name: new RegExp(`^Word ${i + 1}`) }).fill(word);

  // A PNG is refused by its content, whatever its name says.
  await page
    .getByLabel('GIF picture for word 2')
    .setInputFiles({ name: 'bee.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByText('File must be of type GIF.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Spelling Category' }).click();
  await expect(page.getByText('File must be of type GIF.')).toBeVisible();
  await expect(page).toHaveURL(/\/spelling-categories\/new$/);
  await page.getByRole('listitem', { name: 'Word 2' }).getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('File must be of type GIF.')).toHaveCount(0);

  await page
    .getByLabel('GIF picture for word 1')
    .setInputFiles({ name: 'sheep.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByRole('img', { name: 'Picture for sheep' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'spelling-category-new');
  await page.getByRole('button', { name: 'Create Spelling Category' }).click();

  await expect(page).toHaveURL(/\/spelling-categories$/);
  await expect(page.getByText('Success: Spelling category created')).toBeVisible();
  const created = page.getByRole('region', { name: 'Level 2' }).getByRole('link', { name: /Long ee \(2\.9\)/ });
  await expect(created).toBeVisible();
  await created.click();

  await expect(page.getByRole('heading', { name: 'Long ee (2.9)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Word 1/ })).toHaveValue('sh/ee/p');
  const picture = page.getByRole('img', { name: 'Picture for sheep' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/api\/files\/spelling-[0-9a-f-]+\.gif\?expires=\d+&signature=/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expectAccessible(page);
  await snapBoth(page, 'spelling-category-edit');

  // Deleting asks first, then the category is gone from its level.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete spelling category' });
  await expect(
    dialog.getByText('Delete Long ee (2.9) with its words and pictures? This cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/spelling-categories$/);
  await expect(page.getByRole('heading', { name: 'Spelling Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Long ee \(2\.9\)/ })).toHaveCount(0);
});

test('a demo category shows its words with phonics and its pictures', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/spelling-categories');
  await page.getByRole('link', { name: /Digraph sh \(2\.1\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Digraph sh (2.1)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Word 1/ })).toHaveValue('sh/i/p');
  const ship = page.getByRole('img', { name: 'Picture for ship' });
  await expect
    .poll(() => ship.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page);
  await snapBoth(page, 'spelling-category-demo');
  // An icon button says what it does while a pointer rests on it; Escape dismisses it.
  const remove = page.getByRole('button', { name: 'Remove word 1' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Remove word 1');
    await expect(remove).toHaveAccessibleDescription('Remove word 1');
    await snapView(page, `spelling-category-remove-hint-${width}`);
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByRole('textbox', { name: /^Word 6/ })).toHaveValue('');
});

test('a part-timer may not open spelling categories', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/spelling-categories');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
