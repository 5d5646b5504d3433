import type { Page } from '@playwright/test';

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
