import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

/** Opens today's first new session of a reading-level group (view: Reading level). */
async function openNewSessionIn(page: Page, group: RegExp) {
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  await page.getByRole('button', { name: /change view/ }).click();
  await page.getByRole('button', { name: /change view/ }).click();
  const link = page.getByRole('region', { name: group }).locator('li[data-status="new"]').getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('a part-timer runs a spelling and blending test: five words, one phonic wrong, and the session is completed', async ({
  page,
}) => {
  const { payload } = await loginAs(page, 'parttimer');
  const name = await openNewSessionIn(page, /Spelling and Blending/);
  const sessionUrl = page.url();
  await page.getByRole('button', { name: 'start session' }).click();

  const test = page.getByRole('region', { name: 'Spelling test' });
  await expect(page.getByRole('heading', { name: 'Spelling and blending' })).toBeVisible();
  await expect(test.getByText(/5 words from .+ were picked at random/)).toBeVisible();
  const chosen: string[] = [];
  for (let n = 1; n <= 5; n++) chosen.push(await test.getByLabel(`Word ${n}`).inputValue());
  expect(new Set(chosen).size).toBe(5);
  await expect(test.getByLabel('Word 6')).toHaveCount(0);

  // The same word twice is refused with the spec's message; put back, the test can start.
  await test.getByLabel('Word 2').selectOption(chosen[0]!);
  await expect(test.getByText(`${chosen[0]} has been asked more than once`)).toBeVisible();
  await expect(test.getByRole('button', { name: 'start test' })).toBeDisabled();
  await test.getByLabel('Word 2').selectOption(chosen[1]!);
  await expectAccessible(page);
  await snapBoth(page, 'spelling-choose-words');
  await test.getByRole('button', { name: 'start test' }).click();

  for (let w = 0; w < 5; w++) {
    const word = chosen[w]!;
    await expect(test.getByRole('heading', { name: `Word ${w + 1} of 5: ${word}` })).toBeVisible();
    const phonics = await test
      .getByRole('list', { name: `phonics of ${word}` })
      .getByRole('listitem')
      .count();
    for (let p = 0; p < phonics; p++) {
      await expect(test.getByRole('group', { name: new RegExp(`^phonic ${p + 1}: `) })).toBeVisible();
      if (w === 0 && p === 0) {
        await expectAccessible(page);
        await snapBoth(page, 'spelling-phonic-step');
      }
      // The first word's second phonic is wrong (a tap); every other phonic is right (the space key).
      if (w === 0 && p === 1) await test.getByRole('button', { name: 'wrong', exact: true }).click();
      else await page.keyboard.press('Space');
    }
    const star = test.getByRole('button', { name: /^star(red)?: word correct$/ });
    if (w === 0) {
      await expect(star).toBeDisabled();
      await expect(test.getByText(`No star for ${word}: a phonic was marked wrong.`)).toBeVisible();
      await expectAccessible(page);
      await snapBoth(page, 'spelling-star-step');
    } else {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
    }
    await page.keyboard.press('Space');
  }

  await expect(test.getByRole('heading', { name: 'Results: 4 of 5 words correct' })).toBeVisible();
  await expect(test.getByRole('button', { name: new RegExp(`^${chosen[0]}, .+: wrong`) })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'spelling-results');
  await test.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByText('Success: session completed')).toBeVisible();
  const id = sessionUrl.split('/').pop()!;
  const res = await page.request.get(`/api/sessions/${id}`, { headers: { authorization: `Bearer ${payload.token}` } });
  const { document } = (await res.json()) as {
    document: { status: string; performance: { spelling: Record<string, unknown> } };
  };
  expect(document.status).toBe('completed');
  expect(document.performance.spelling.wordsReviewed).toEqual(chosen);
  expect(document.performance.spelling.wordsResults).toEqual([false, true, true, true, true]);
  expect((document.performance.spelling.phonicsResults as boolean[][])[0]![1]).toBe(false);

  await page.goto(sessionUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByText(/Session completed on \d{4}\/\d{2}\/\d{2} \(.+\) \(teacher: Pat Parttime\)/),
  ).toBeVisible();
  await expect(page.getByText(chosen.join(', '))).toBeVisible();
});
