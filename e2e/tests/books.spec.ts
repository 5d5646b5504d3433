import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

/** A small real PNG (48 × 64, one colour), written to a temp dir like a photo on a tablet. */
const COVER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAABACAIAAADTQmMRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAdklEQVR4nO3YQQ3AQBBC0erBLArwWhE9TA8vWQETAh+yT9Zfvef8gjioFBoPRcp6jp8AYyk0HoqU9RxCMdBKofFQpKw4VGCc6ohyrfmx+2kWA60UGg9FyopDBcapjijXmh+752EMtFJoPBQp6zmE4ie/FNpXD71vcwjxKbhoxgAAAABJRU5ErkJggg==';

function coverFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'books-e2e-')), 'cover.png');
  writeFileSync(file, Buffer.from(COVER_PNG, 'base64'));
  return file;
}

test('the supervisor sees the demo books grouped by level', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/books');
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();
  for (const level of [1, 2, 3, 4])
    await expect(page.getByRole('heading', { name: `Level ${level}`, exact: true })).toBeVisible();
  const level2 = page.getByRole('region', { name: 'Level 2' });
  await expect(level2.getByRole('link', { name: /^Sam and the Map \(2\.1\.1\)/ })).toBeVisible();
  await expect(level2.getByRole('link', { name: /^Sam and the Map \(2\.1\.2\)/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Level 1' }).getByRole('link', { name: /^The Big Cat \(1\.1\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Book' })).toHaveAttribute('href', '/books/new');
  await expectAccessible(page);
  await snapBoth(page, 'books');
});

test('the supervisor creates a book, finds it under its level, edits it and uploads a cover', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/books');
  await page.getByRole('link', { name: 'New Book' }).click();
  await expect(page).toHaveURL(/\/books\/new$/);
  await expect(page.getByRole('heading', { name: 'New Book' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Key word \d$/ })).toHaveCount(5);
  await expect(page.getByRole('group', { name: /^Question \d$/ })).toHaveCount(3);
  await expect(page.getByText('Choose a cover image')).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'book-new');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('name is required')).toBeVisible();
  await expect(page.getByText('level is required')).toBeVisible();

  await page.getByLabel('Name').fill('Tom and the Tiger');
  await page.getByLabel('Word Count').fill('88');
  await page.getByLabel('Level').fill('2');
  await page.getByLabel('Order').fill('7');
  const keyWords: [string, string, string][] = [
    ['tiger', '2', 'A big striped cat.'],
    ['stripes', '3', ''],
    ['roar', '5', ''],
  ];
  for (const [i, [word, pageNo, hint]] of keyWords.entries()) {
    const row = page.getByRole('group', { name: `Key word ${i + 1}` });
    await row.getByLabel('Word', { exact: true }).fill(word);
    await row.getByLabel('Page', { exact: true }).fill(pageNo);
    if (hint) await row.getByLabel('Hint (optional)').fill(hint);
  }
  // Half filled: a word and no page.
  await page.getByRole('group', { name: 'Key word 4' }).getByLabel('Word', { exact: true }).fill('jungle');
  const q1 = page.getByRole('group', { name: 'Question 1' });
  await q1.getByLabel('Question', { exact: true }).fill('What colour is the tiger?');
  await q1.getByLabel('Page', { exact: true }).fill('2');
  const q2 = page.getByRole('group', { name: 'Question 2' });
  await q2.getByLabel('Question', { exact: true }).fill('Why did the tiger roar?');
  await q2.getByLabel('Page', { exact: true }).fill('5');
  await q2.getByLabel('Hint (optional)').fill('Look at his tummy.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('group', { name: 'Key word 4' }).getByText('each key word needs a word and a page'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/books\/new$/);
  await snapBoth(page, 'book-new-errors');

  await page.getByRole('group', { name: 'Key word 4' }).getByLabel('Page', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: Book created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tom and the Tiger (2.7)' })).toBeVisible();
  const bookUrl = page.url();
  expect(bookUrl).toMatch(/\/books\/[0-9a-f-]{36}$/);
  // Empty rows were not saved: 4 key words, 2 questions.
  await expect(page.getByRole('group', { name: /^Key word \d$/ })).toHaveCount(4);
  await expect(page.getByRole('group', { name: /^Question \d$/ })).toHaveCount(2);

  await page.getByRole('link', { name: 'All books' }).click();
  const level2 = page.getByRole('region', { name: 'Level 2' });
  const entry = level2.getByRole('link', { name: /^Tom and the Tiger \(2\.7\)/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(bookUrl);
  await expect(page.getByLabel('Name')).toHaveValue('Tom and the Tiger');
  await expect(page.getByRole('group', { name: 'Question 2' }).getByLabel('Hint (optional)')).toHaveValue(
    'Look at his tummy.',
  );

  await page.getByLabel('Name').fill('Tom and the Tall Tiger');
  await page.getByLabel('Part (optional)').fill('1');
  await page.getByRole('button', { name: 'Add question' }).click();
  const q3 = page.getByRole('group', { name: 'Question 3' });
  await q3.getByLabel('Question', { exact: true }).fill('Where does the tiger sleep?');
  await q3.getByLabel('Page', { exact: true }).fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success: Book saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tom and the Tall Tiger (2.7.1)' })).toBeVisible();

  await expect(page.getByText('No cover image uploaded yet.')).toBeVisible();
  await page.getByLabel('Choose a cover image').setInputFiles(coverFile());
  await page.getByRole('button', { name: 'Upload Cover' }).click();
  await expect(page.getByText('Success: Cover image uploaded')).toBeVisible();
  const cover = page.getByRole('img', { name: 'Cover of Tom and the Tall Tiger' });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await expect(page.getByText('No cover image uploaded yet.')).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'book-edit');

  await page.getByRole('link', { name: 'All books' }).click();
  await expect(
    page.getByRole('region', { name: 'Level 2' }).getByRole('link', { name: /^Tom and the Tall Tiger \(2\.7\.1\)/ }),
  ).toBeVisible();
});

test('deleting a book asks first and takes it off the list', async ({ page }) => {
  await loginAs(page, 'supervisor');
  await page.goto('/books/new');
  await page.getByLabel('Name').fill('Short Lived Book');
  await page.getByLabel('Word Count').fill('10');
  await page.getByLabel('Level').fill('5');
  await page.getByLabel('Order').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Short Lived Book (5.1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Book' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete Short Lived Book (5.1)? This cannot be undone.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Short Lived Book (5.1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Book' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByText('Success: Book deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: /Short Lived Book/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Level 5' })).toHaveCount(0);
});

test('teachers cannot open the books pages', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/books');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
