/**
 * Hidden from sight but not from screen readers or keyboard focus: file inputs live inside their
 * visible button-like label this way, so a tablet still offers its files app and camera.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  p: 0,
  m: '-1px',
  border: 0,
} as const;
