import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A date or time field as a person reaches it (decision 0061): the pointer onto its placeholder, then its picker,
 * whose group of sections has the same name. `scope`: the part of the page the field is in.
 */
export async function reachPicker(name: string, scope: HTMLElement = document.body): Promise<HTMLElement> {
  const inside = within(scope);
  await userEvent.hover(inside.getByRole('textbox', { name }));
  return inside.findByRole('group', { name });
}
