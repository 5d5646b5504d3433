import { expect, expectAccessible, snapBoth, test } from '../support/fixtures.ts';
import { hanaYamadasMonday } from '../support/users.ts';

/*
 * Decision 0061: a form's date and time fields load their picker's code after the first paint, but each stays a
 * read-only field of the same look until the person reaches for it. Reaching it must do what it does on the picker:
 * a tap or a click lands in it, Tab gives it the focus; nothing is lost on the way.
 */

test('a form’s time fields are read-only fields of the picker’s look until reached for', async ({ page }) => {
  const monday = await hanaYamadasMonday(page);
  const end = monday.getByRole('textbox', { name: 'End', exact: true });
  await expect(end).toHaveValue('7:30 PM');
  await expect(end).toHaveAttribute('readonly', '');
  await expect(page.getByRole('group', { name: 'Start', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('a click on a time field puts the cursor in its picker', async ({ page }) => {
  const monday = await hanaYamadasMonday(page);
  // The mouse as a person moves it, onto the field and pressed there (Playwright's click would expect the element
  // it aimed at to take the press, not the picker that takes its place on the way).
  const box = (await monday.getByRole('textbox', { name: 'End', exact: true }).boundingBox())!;
  await page.mouse.click(box.x + 8, box.y + box.height / 2);
  const picker = monday.getByRole('group', { name: 'End', exact: true });
  await expect(picker).toContainText('7:30 PM');
  await expect(picker.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.type('0645P');
  await page.keyboard.press('Tab');
  await expect(picker.locator('input')).toHaveValue('6:45 PM');
});

test('Tab onto a time field gives its picker the focus, and typing goes into it', async ({ page }) => {
  const monday = await hanaYamadasMonday(page);
  await monday.getByRole('combobox', { name: 'School' }).focus();
  await page.keyboard.press('Tab');
  const start = monday.getByRole('group', { name: 'Start', exact: true });
  await expect(start.getByRole('spinbutton', { name: 'Hours' })).toBeFocused();
  await page.keyboard.type('0915A');
  await page.keyboard.press('Tab');
  await expect(start.locator('input')).toHaveValue('9:15 AM');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one tap on a time field lands in its picker', async ({ page }) => {
    const monday = await hanaYamadasMonday(page);
    const end = monday.getByRole('textbox', { name: 'End', exact: true });
    await end.scrollIntoViewIfNeeded();
    await end.tap();
    // The finger's tap reaches the picker that took the field's place: the section under it has the focus.
    const picker = monday.getByRole('group', { name: 'End', exact: true });
    await expect(picker.getByRole('spinbutton').and(page.locator(':focus'))).toHaveCount(1);
    await snapBoth(page, 'picker-tapped');
  });
});
