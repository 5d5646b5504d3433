/**
 * A reading test's buttons answer a tap by what they change (a colour and an icon, the verdict, the next letter or
 * phonic), at once: no ripple (`disableRipple`) and no colour transition, each of which repainted the page on every
 * frame for half a second after a tap, when the next tap came (issue 23: tap to paint ≤ 100 ms; bench/notes.md).
 * Without the ripple, the keyboard's focus needs a ring of its own.
 */
export const instantButton = {
  transition: 'none',
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
} as const;
