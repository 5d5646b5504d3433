import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

/**
 * A date or time field's picker, as a person reaches it (decision 0061): until the pointer comes onto the field or it
 * takes focus, it is a read-only text box of the same name; then it is the picker's group of sections.
 */
export async function reachPicker(scope: Scope, name: string): Promise<Locator> {
  const picker = scope.getByRole('group', { name, exact: true });
  await scope.getByRole('textbox', { name, exact: true }).or(picker).hover();
  await expect(picker).toBeVisible();
  return picker;
}

/** A date or time field's value as its picker writes it: the read-only text box's, or the picker's hidden input's. */
export const pickerValue = (scope: Scope, name: string): Locator =>
  scope
    .getByRole('group', { name, exact: true })
    .locator('input')
    .or(scope.getByRole('textbox', { name, exact: true }));
