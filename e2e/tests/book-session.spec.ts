import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

interface BookPerformance {
  wordsMissed: string[];
  keyWords: { word: string; correct: boolean }[];
  questions: { question: string; correct: boolean }[];
  questionsAsked: string[];
}

async function bookResults(page: Page, token: string, id: string) {
  const res = await page.request.get(`/api/sessions/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { document } = (await res.json()) as { document: { status: string; performance: { book: BookPerformance } } };
  return document;
}

test('a full-timer runs a book session; a supervisor modifies the completed session', async ({ page, browser }) => {
  const teacher = await loginAs(page, 'fulltimer');
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await page.getByRole('button', { name: /change view/ }).click();
  await page.getByRole('button', { name: /change view/ }).click();
  const link = page.getByRole('region', { name: /^Book/ }).locator('li[data-status="new"]').getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const sessionUrl = page.url();
  const id = sessionUrl.split('/').pop()!;
  await page.getByRole('button', { name: 'start session' }).click();

  const form = page.getByRole('form', { name: 'Book session' });
  await expect(page.getByRole('heading', { level: 2, name: 'Book' })).toBeVisible();
  await expect(form.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(form.getByText(/^page \d+/).first()).toBeVisible();
  const keyWords = form.getByRole('checkbox', { name: / read correctly$/ });
  expect(await keyWords.count()).toBeGreaterThan(0);
  const question = (n: number) => form.getByRole('group', { name: `Question ${n}` });
  const asked = [
    await question(1).getByLabel('Question 1').inputValue(),
    await question(2).getByLabel('Question 2').inputValue(),
  ];
  await expect(question(3)).toBeVisible();
  await expect(question(4)).toHaveCount(0);

  // The spec's messages: the words-missed checkbox must match; no question twice.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Make sure checkbox matches words missed.')).toBeVisible();
  await question(2).getByLabel('Question 2').selectOption(asked[0]!);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(question(2).getByText("don't ask the same question twice")).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'book-session-messages');

  // Fill it in properly.
  await question(2).getByLabel('Question 2').selectOption(asked[1]!);
  await form.getByRole('textbox', { name: 'Words missed' }).fill("don't, river");
  await expect(form.getByRole('list', { name: 'words missed' }).getByRole('listitem')).toHaveText(["don't", 'river']);
  await keyWords.first().check();
  await question(1).getByLabel('answered correctly').check();
  await question(2).getByLabel('answered correctly').check();
  await expect(form.getByText('Make sure checkbox matches words missed.')).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'book-session-filled');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByText('Success: session completed')).toBeVisible();

  const done = await bookResults(page, teacher.payload.token, id);
  expect(done.status).toBe('completed');
  expect(done.performance.book.wordsMissed).toEqual(["don't", 'river']);
  expect(done.performance.book.questions.map((q) => q.correct)).toEqual([true, true, false]);
  expect(done.performance.book.questionsAsked.slice(0, 2)).toEqual(asked);

  // The supervisor reviews the completed session and changes an answer.
  const reviewContext = await browser.newContext();
  const review = await reviewContext.newPage();
  const supervisor = await loginAs(review, 'supervisor');
  await review.goto(sessionUrl);
  await expect(review.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(review.getByText('Taking any action here could lead to data loss. Be careful!')).toBeVisible();
  await expect(review.getByText(/Session completed on .+ \(teacher: Fiona Fulltime \(Fi\)\)/)).toBeVisible();
  await review.getByRole('button', { name: 'modify' }).click();

  const again = review.getByRole('form', { name: 'Book session' });
  await expect(again.getByRole('textbox', { name: 'Words missed' })).toHaveValue("don't river");
  await expect(again.getByRole('group', { name: 'Question 1' }).getByLabel('answered correctly')).toBeChecked();
  await expect(again.getByRole('group', { name: 'Question 3' }).getByLabel('answered correctly')).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: / read correctly$/ }).first()).toBeChecked();
  await again.getByRole('group', { name: 'Question 3' }).getByLabel('answered correctly').check();
  await again.getByRole('textbox', { name: 'Words missed' }).fill("don't river gold");
  await expectAccessible(review);
  await snapBoth(review, 'book-session-review');
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(review).toHaveURL(/\/sessions$/);

  const reviewed = await bookResults(review, supervisor.payload.token, id);
  expect(reviewed.status).toBe('completed');
  expect(reviewed.performance.book.questions.map((q) => q.correct)).toEqual([true, true, true]);
  expect(reviewed.performance.book.wordsMissed).toEqual(["don't", 'river', 'gold']);

  await review.goto(sessionUrl);
  await expect(review.getByText(/Session completed on .+ \(teacher: Fiona Fulltime \(Fi\)\)/)).toBeVisible();
  await expect(review.getByText("don't, river, gold")).toBeVisible();
  await reviewContext.close();
});
