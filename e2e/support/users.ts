import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs } from './fixtures.ts';

/** Hana Yamada's user form opened from Users by a manager; her main shift's Monday row (demo: 10:30 AM–7:30 PM). */
export async function hanaYamadasMonday(page: Page): Promise<Locator> {
  await loginAs(page, 'manager');
  await page.goto('/users');
  await page
    .getByRole('region', { name: 'Users' })
    .getByRole('link', { name: /Hana Yamada/ })
    .click();
  await expect(page.getByText('Main Shift')).toBeVisible();
  return page.getByRole('group', { name: 'Monday' });
}
