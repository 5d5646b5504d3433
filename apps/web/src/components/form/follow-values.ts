import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * Follows fresh server data into a form, keeping what the person has changed (a reload first shows the saved
 * cache, then the server's): what react-hook-form's `values` option does, except at mount. The form starts from
 * the same values (its defaultValues), and `values` reset it once more when it mounted, which made every row of
 * its field arrays again (new keys): a saved book's rows were mounted twice, and a page the server rendered
 * (decision 0052) was hydrated only to be replaced. `waitWhile` (a form being edited as a whole, a row or a card):
 * fresh values wait until it is no longer true.
 */
export function useFollowValues<T extends FieldValues>(reset: UseFormReset<T>, values: T, waitWhile = false): void {
  const seen = useRef(JSON.stringify(values));
  const text = JSON.stringify(values);
  useEffect(() => {
    if (text === seen.current || waitWhile) return;
    seen.current = text;
    reset(JSON.parse(text) as T, { keepDirtyValues: true });
  }, [text, reset, waitWhile]);
}
