import { expect, it } from 'vitest';
import { grown, type Growable } from './grown.ts';

it('makes a multiline field a plain textarea sized by CSS, at least minRows lines, keeping what the caller set', () => {
  const props = grown(
    { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: 500 } }, sx: { my: 1 } },
    true,
  );
  expect(props.minRows).toBeUndefined();
  expect(props.slotProps).toEqual({ input: { inputComponent: 'textarea' }, htmlInput: { rows: 2, maxLength: 500 } });
  expect(props.sx).toEqual([{ '& textarea': { fieldSizing: 'content', minHeight: '2.875em' } }, { my: 1 }]);
  expect(grown<Growable>({ multiline: true }, true).slotProps?.htmlInput).toEqual({ rows: 1 });
});

it("keeps MUI's own field where the browser cannot size a textarea, for fixed rows and for one-line fields", () => {
  const multiline = { multiline: true, minRows: 2 };
  expect(grown(multiline, false)).toBe(multiline);
  const fixed = { multiline: true, rows: 3 };
  expect(grown(fixed, true)).toBe(fixed);
  const capped = { multiline: true, maxRows: 5 };
  expect(grown(capped, true)).toBe(capped);
  const single = { sx: { my: 1 } };
  expect(grown(single, true)).toBe(single);
});
