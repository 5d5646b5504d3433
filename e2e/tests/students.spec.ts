import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

// A small blue square: any real image will do, the server re-encodes it as a JPEG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0M7Z6RjMwzABXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfiWwb336AIKkAAAAASUVORK5CYII=';

interface BookRef {
  id: string;
  name: string;
  level: number;
  order: number;
  part?: number | null;
}

const bookLabel = (b: BookRef) => `${b.name} (${b.level}.${b.order}${b.part ? `.${b.part}` : ''})`;

/** A book to put the student on: the demo's first, or one made through the API when there is none. */
async function someBook(request: APIRequestContext, token: string): Promise<BookRef> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/books', { headers });
  expect(list.status(), 'GET /api/books (the books feature)').toBe(200);
  const books = ((await list.json()) as { documents: BookRef[] }).documents;
  if (books.length > 0) return books[0]!;
  const created = await request.post('/api/books', {
    headers,
    data: { name: 'E2E Frog Book', wordCount: 120, level: 9, order: 9, keyWords: [], questions: [] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { document: BookRef }).document;
}

test('a supervisor finds a student by SMS ID, puts them on a book and uploads their photo', async ({ page }) => {
  const { payload } = await loginAs(page, 'supervisor');
  const book = await someBook(page.request, payload.token);
  const found = await page.request.get('/api/students?search=1003', {
    headers: { authorization: `Bearer ${payload.token}` },
  });
  const [student] = ((await found.json()) as { documents: { id: string; name: string; grade: string }[] }).documents;
  expect(student, 'demo student with SMS ID 1003').toBeDefined();
  const entry = `${student!.name} (${student!.grade})`;

  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  const search = page.getByPlaceholder('Search by name, grade, or SMS ID');
  const results = page.getByRole('region', { name: 'Student list' });
  await expect(search).toBeVisible();
  await expect(results.getByRole('link', { name: /\(E\d\)|\(K\d\)/ }).first()).toBeVisible();
  expect(await results.getByRole('link').count()).toBeGreaterThan(50);
  await expectAccessible(page);
  await snapBoth(page, 'students');

  await search.fill('1003');
  await expect(page.getByRole('link', { name: entry })).toBeVisible();
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(page).toHaveURL(/search=1003/);
  await snapBoth(page, 'students-search');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(search).toHaveValue('');
  await expect.poll(() => results.getByRole('link').count()).toBeGreaterThan(50);
  await search.fill('no such child');
  await expect(page.getByText('No students match “no such child”.')).toBeVisible();
  await search.fill('1003');

  await page.getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { name: student!.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All students' })).toBeVisible();
  // No notes site is configured for this run, so there is no notes link.
  await expect(page.getByRole('link', { name: /Notes/ })).toHaveCount(0);
  await expect(page.getByText('No photo uploaded yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Student reading' });
  for (const label of ['Stage', 'Times Read', 'ABC stage', 'ABC letters', 'Old Progression']) {
    await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await form.getByLabel('Stage', { exact: true }).selectOption({ label: 'Book' });
  await expect(form.getByLabel('ABC stage')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('book is required')).toBeVisible();
  await form.getByLabel('Book', { exact: false }).selectOption({ label: bookLabel(book) });
  await form.getByLabel('Times Read', { exact: false }).fill('2');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Success: student reading saved')).toBeVisible();

  const dir = mkdtempSync(path.join(tmpdir(), 'so-e2e-photo-'));
  const file = path.join(dir, 'student.png');
  writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
  await page.getByLabel('Upload photo').setInputFiles(file);
  await expect(page.getByText('Success: photo uploaded')).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of ${student!.name}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('No photo uploaded yet.')).toHaveCount(0);
  await expect(page.getByLabel('Replace photo')).toBeAttached();
  await expectAccessible(page);
  await snapBoth(page, 'student');

  await page.reload();
  await expect(form.getByLabel('Stage', { exact: true })).toHaveValue('3');
  await expect(form.getByLabel('Book', { exact: false })).toHaveValue(book.id);
  await expect(form.getByLabel('Times Read', { exact: false })).toHaveValue('2');
  await expect(page.getByRole('img', { name: `Photo of ${student!.name}` })).toBeVisible();

  // The list shows the new stage under the entry.
  await page.getByRole('link', { name: 'All students' }).click();
  await expect(page).toHaveURL(/\/students$/);
});

test('a part-timer cannot open the students pages', async ({ page }) => {
  await loginAs(page, 'parttimer');
  await page.goto('/students');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('you are not authorized to view this page')).toBeVisible();
});
