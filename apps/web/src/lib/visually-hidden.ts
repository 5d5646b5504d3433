/**
 * Hidden from sight but not from screen readers or keyboard focus: file inputs live inside their
 * visible button-like label this way, so a tablet still offers its files app and camera.
 */
export const visuallyHidden = {
  position: 'absolute',
  // '1px', not 1: in sx a number up to 1 is a fraction, and 100 % wide spans pushed phones' pages sideways.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  p: 0,
  m: '-1px',
  border: 0,
} as const;
