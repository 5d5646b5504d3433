import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';
import { askSpreadLetter, firstNewAbcSession, nextWithSpace } from '../support/sessions.ts';

test('the letter audio files are served', async ({ request }) => {
  for (const file of ['abc_a', 'abc_b', 'phonics_z', 'phonics_c']) {
    const res = await request.get(`/audio/${file}.mp3`);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type'], file).toMatch(/^audio\/(mpeg|mp3)/);
    expect((await res.body()).byteLength, file).toBeGreaterThan(1000);
  }
});

/** The letter buttons (one letter each) of a test step. */
const letterButtons = (page: Page, group: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name: /^[A-Za-z]$/ });

test('a part-timer runs an ABC session: spread test with a miss, review, random test, form, completed', async ({
  page,
}) => {
  // Two tests of up to 26 letters each, with axe checks and screenshots: a long flow on a busy machine.
  test.slow();
  await loginAs(page, 'parttimer');
  await page.goto('/sessions');
  await expect(page.getByText(/Sessions you completed today: \d+/)).toBeVisible();
  const link = await firstNewAbcSession(page);
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'start session' }).click();

  // The student's setting: how many letters, which case.
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Spread letters test' })).toBeVisible();
  const lettersChip = (await page.getByText(/^\d+ letters \(a to [a-z]\)$/).textContent())!;
  const total = Number(lettersChip.split(' ')[0]);
  const upper = await page.getByText(/^Uppercase (ABCs|Phonics)$/).isVisible();
  const show = (l: string) => (upper ? l.toUpperCase() : l);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz'.slice(0, total).split('');

  await expect(page.getByText(`Spread test: letter 1 of ${total}`)).toBeVisible();
  await expect(letterButtons(page, 'Spread letters test')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next letter' })).toBeDisabled();
  await expectAccessible(page);
  await snapBoth(page, 'abc-1-spread');

  // The spread test asks the letters in an order of this session's own, and does not show which letter it
  // asks (the teacher plays it): a first tap's verdict tells. 'b' is missed on purpose, every other letter
  // is right (a tap on another choice changes the answer); Space moves on.
  const asked: string[] = [];
  for (let i = 0; i < total; i++) {
    const { letter, wrong, right } = await askSpreadLetter(page, i, total);
    asked.push(letter);
    if (letter === 'b') {
      await page.getByRole('button', { name: 'Play the letter' }).click();
      await wrong(show('b'));
      await expect(page.getByRole('status').filter({ hasText: `Wrong: the letter was ${show('b')}.` })).toBeVisible();
      await expectAccessible(page);
      await snapBoth(page, 'abc-2-spread-wrong');
    } else {
      await right(show(letter));
      await expect(page.getByRole('status').filter({ hasText: 'Right!' })).toBeVisible();
      if (i === 0) await snapBoth(page, 'abc-2-spread-right');
    }
    await nextWithSpace(page, 'Spread letters test');
  }
  expect([...asked].sort()).toEqual(alphabet);

  // The review of the missed letter, with audio on a tap.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Review the missed letters' })).toBeVisible();
  await expect(page.getByText(`Spread test done: ${total - 1} of ${total} right.`)).toBeVisible();
  await page.getByRole('button', { name: `Play ${show('b')}` }).click();
  await expectAccessible(page);
  await snapBoth(page, 'abc-3-review');
  await page.getByRole('button', { name: 'Start the random test' }).click();

  // The random test: every letter once in a random order; the last one shown is not pronounced.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Random letters test' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'The child said' }).getByRole('button')).toHaveCount(total + 1);
  await expectAccessible(page);
  await snapBoth(page, 'abc-4-random');
  const seen: string[] = [];
  let notPronounced = '';
  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`Random test: letter ${i + 1} of ${total}`)).toBeVisible();
    const shown = (await page.getByRole('img', { name: /^Letter to say: / }).textContent())!.trim();
    seen.push(shown.toLowerCase());
    const said = page.getByRole('group', { name: 'The child said' });
    if (i === total - 1) {
      notPronounced = shown.toLowerCase();
      await said.getByRole('button', { name: 'not pronounced' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Missed: not pronounced.' })).toBeVisible();
      await expectAccessible(page);
      await snapBoth(page, 'abc-5-random-missed');
      await page.getByRole('button', { name: 'Done' }).click();
    } else {
      await said.getByRole('button', { name: shown, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Right!' })).toBeVisible();
      await nextWithSpace(page, 'Random letters test');
    }
  }
  expect([...seen].sort()).toEqual(alphabet);

  // The form, filled in from the tests.
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: ABC form' })).toBeVisible();
  await expect(page.getByLabel('Spread letters missed', { exact: true })).toHaveValue('b');
  await expect(page.getByLabel('No spread letters missed')).not.toBeChecked();
  await expect(page.getByLabel('Random letters missed', { exact: true })).toHaveValue(notPronounced);
  await expect(page.getByLabel('No random letters missed')).not.toBeChecked();
  // The checkbox must agree with the letters.
  await page.getByLabel('No spread letters missed').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Make sure checkbox matches spread letters missed.')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'abc-6-form');
  await page.getByLabel('No spread letters missed').uncheck();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByText('Success: session completed')).toBeVisible();
  await expect(page.locator('li[data-status="completed"]', { hasText: name }).first()).toBeVisible();

  // The session page shows what was recorded.
  await page.locator('li[data-status="completed"]', { hasText: name }).first().getByRole('link').click();
  await expect(page.getByText(/Session completed on \d{4}\/\d{2}\/\d{2}/)).toBeVisible();
  await expect(page.getByText('Spread letters missed', { exact: true })).toBeVisible();
});
