import { Button, type ButtonProps } from '@mui/material';

/** No colour transition, and the keyboard's focus ring that the ripple gave. */
const INSTANT = {
  transition: 'none',
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
} as const;

/**
 * A reading test's button: it answers a tap by what it changes (a colour and an icon, the verdict, the next letter
 * or phonic), at once. MUI's ripple and colour transition each repainted the page on every frame for half a second
 * after a tap, when the next tap came (issue 23: tap to paint ≤ 100 ms; bench/notes.md).
 */
export function InstantButton({ sx, ...props }: ButtonProps) {
  return <Button {...props} disableRipple sx={[INSTANT, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
