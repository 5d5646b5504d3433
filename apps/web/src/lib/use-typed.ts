import { useState } from 'react';

/**
 * What a person typed into a picker field and what is wrong with it. It is shown while the field's value is
 * the one it had when they typed, or the one their typing produced; a value set from elsewhere (a reset,
 * another page, a new school day) replaces it.
 */
export function useTyped<T>(value: string) {
  const [typed, setTyped] = useState<{ text: T; problem: string | null; values: string[] } | null>(null);
  const active = typed && typed.values.includes(value) ? typed : null;
  return {
    shown: active ? active.text : undefined,
    problem: active?.problem ?? null,
    set: (text: T, produced: string, problem: string | null) => setTyped({ text, problem, values: [value, produced] }),
    forget: () => setTyped(null),
  };
}
