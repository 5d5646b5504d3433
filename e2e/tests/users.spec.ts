import { expect, expectAccessible, loginAs, snapBoth, test } from '../support/fixtures.ts';

test('a manager creates a user, who must set new credentials at first sign-in', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/users');
  for (const column of ['Users', 'Supervisors', 'Managers', 'Admins']) {
    await expect(page.getByRole('region', { name: column })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Supervisors' }).getByText('Sam Supervisor (Sam)')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'users');

  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('name is required')).toBeVisible();

  await page.getByLabel('SMS ID').fill('777');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill("Olivia O'Neil");
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Full-Time Teacher' });
  await expect(page.getByText('Main Shift')).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Part-Time Teacher' });
  await expect(page.getByText('Main Shift')).toHaveCount(0);
  await expect(page.getByLabel('Max hours per week')).toBeVisible();
  // A manager cannot create an admin: the option is not offered.
  await expect(page.getByLabel('Authority', { exact: true }).locator('option', { hasText: 'Admin' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'user-new');
  await page.getByRole('button', { name: 'Create User' }).click();

  const dialog = page.getByRole('dialog', { name: 'User created' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('oliviaoneil')).toBeVisible();
  const password = (await dialog.locator('dd').nth(1).textContent())!.trim();
  const pin = (await dialog.locator('dd').nth(2).textContent())!.trim();
  expect(pin).toMatch(/^\d{4}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: "Olivia O'Neil" })).toBeVisible();

  await page.getByLabel('Nickname').fill('Liv');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('They must log in and out to reflect changes!')).toBeVisible();

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('SMS ID or username').fill('oliviaoneil');
  await page.getByPlaceholder('PIN or password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/me\/update-credentials$/);

  // Leaving before the credentials are set asks first.
  await page.getByRole('link', { name: 'School Ops' }).click();
  await expect(
    page.getByText("You haven't updated your credentials yet! Are you sure you want to leave?"),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/me\/update-credentials$/);
  await expectAccessible(page);

  const pwd = page.getByRole('form', { name: 'Change password' });
  await pwd.getByLabel('Current password').fill(password);
  await pwd.getByLabel('New password', { exact: true }).fill('olivia-new-pass');
  await pwd.getByLabel('Confirm new password').fill('olivia-new-pass');
  await pwd.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Success: password updated')).toBeVisible();

  const pinForm = page.getByRole('form', { name: 'Change PIN' });
  await pinForm.getByLabel('Current PIN').fill(pin);
  await pinForm.getByLabel('New PIN', { exact: true }).fill(pin === '2468' ? '1357' : '2468');
  await pinForm.getByLabel('Confirm new PIN').fill(pin === '2468' ? '1357' : '2468');
  await pinForm.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Liv!' })).toBeVisible();
});

test('a manager resets credentials and deletes a user, each after a confirmation', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/users');
  await page.getByRole('region', { name: 'Users' }).getByText('Chloe Sato').click();
  await expect(page.getByRole('heading', { name: 'Chloe Sato' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset credentials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset credentials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset credentials' }).click();
  await expect(page.getByRole('dialog', { name: 'Credentials reset' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Delete user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete user' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('region', { name: 'Users' }).getByText('Chloe Sato')).toHaveCount(0);
});
