import { expect, type Page } from '@playwright/test';

/**
 * The link of the first session not yet started in the list's 'ABC / Phonics' group (the view by reading level):
 * a session every ABC flow can run from the start.
 */
export async function firstNewAbcSession(page: Page) {
  await page.getByRole('button', { name: /change view/ }).click();
  await page.getByRole('button', { name: /change view/ }).click();
  return page
    .getByRole('region', { name: /ABC \/ Phonics/ })
    .locator('li[data-status="new"]')
    .getByRole('link')
    .first();
}

/**
 * One letter of the spread test, which does not show the letter it asks (the teacher plays it): a tap on the first
 * choice, whose verdict tells the letter. The caller then answers right or wrong and moves on.
 */
export async function askSpreadLetter(page: Page, i: number, total: number) {
  await expect(page.getByText(`Spread test: letter ${i + 1} of ${total}`)).toBeVisible();
  const group = page.getByRole('group', { name: 'Spread letters test' });
  const choices = group.getByRole('button', { name: /^[A-Za-z]$/ });
  await expect(choices).toHaveCount(3);
  const texts = await choices.allTextContents();
  await group.getByRole('button', { name: texts[0]!, exact: true }).click();
  const verdict = (await page
    .getByRole('status')
    .filter({ hasText: /Right!|Wrong:/ })
    .textContent())!;
  const letter = (/the letter was (\w)/.exec(verdict)?.[1] ?? texts[0]!).toLowerCase();
  /** Taps a choice that is not the asked letter (`shown` as the screen writes it). */
  const wrong = (shown: string) =>
    group.getByRole('button', { name: texts.find((t) => t !== shown)!, exact: true }).click();
  const right = (shown: string) => group.getByRole('button', { name: shown, exact: true }).click();
  return { letter, wrong, right };
}

/**
 * Space for the ABC test's next step, once the step has the focus: after a tap the app hands the focus back to the
 * step's area just after the tap's paint (so that the tapped button does not take Space), and a key pressed before
 * that would go to the button.
 */
export async function nextWithSpace(page: Page, step: 'Spread letters test' | 'Random letters test') {
  await expect(page.getByRole('group', { name: step, exact: true })).toBeFocused();
  await page.keyboard.press('Space');
}
