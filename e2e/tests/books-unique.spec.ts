import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

// Issue 16 item 32: a book's level, order and part are its own.
test('a new book with the numbers of another is refused, saying which book has them', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/books/new');
  await expect(page.getByRole('heading', { name: 'New Book' })).toBeVisible();
  await page.getByLabel('Name').fill('The Big Cat Again');
  await page.getByLabel('Word Count').fill('40');
  await page.getByLabel('Level').fill('1');
  await page.getByLabel('Order').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();

  const message = 'The Big Cat is already 1.1: give this book another level, order or part';
  await expect(page.getByText(`Error: ${message}`)).toBeVisible();
  // The Part field says it too, where the numbers are typed.
  await expect(page.getByLabel('Part (optional)')).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/books\/new$/);
  await expectAccessible(page);
  await snapBoth(page, 'book-part-taken');

  await page.getByLabel('Part (optional)').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved: the page turns into the new book's own (the error toast may still be open until closed).
  await expect(page.getByRole('heading', { name: 'The Big Cat Again (1.1.2)', level: 1 })).toBeVisible();
  await page.goto('/books');
  const level1 = page.getByRole('region', { name: 'Level 1' });
  await expect(level1.getByRole('link', { name: /^The Big Cat \(1\.1\)/ })).toHaveCount(1);
  await expect(level1.getByRole('link', { name: /^The Big Cat Again \(1\.1\.2\)/ })).toBeVisible();
});
