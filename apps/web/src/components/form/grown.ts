import type { TextFieldProps } from '@mui/material';
import { renderVisitor } from '../../lib/render-context.ts';

/**
 * Whether the browser sizes a textarea to its text by itself (CSS field-sizing: Chromium 123, Safari 26.2); on the
 * server, the visitor's browser's answer (it sends it with the first paint's request).
 */
const fieldsGrow = () =>
  renderVisitor()?.fieldSizing ??
  (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content'));

/** MUI's multiline input's line height (InputBase: 1.4375em). */
const LINE_EM = 1.4375;

export type Growable = Pick<TextFieldProps, 'multiline' | 'minRows' | 'maxRows' | 'rows' | 'slotProps' | 'sx'>;

/**
 * A multiline field's props, growing with its text through CSS where the browser can: a plain textarea with
 * `field-sizing: content` and a least height of `minRows` lines. MUI's own multiline field (TextareaAutosize)
 * measures itself in a layout effect on every render and keystroke, a forced layout per field: a book's questions
 * form spent ~125 ms of its first commit on it (issue 23). Elsewhere MUI's field is kept.
 */
export function grown<P extends Growable>(props: P, grows = fieldsGrow()): P {
  const { slotProps = {}, sx } = props;
  const input = slotProps.input;
  const htmlInput = slotProps.htmlInput;
  const callback = typeof input === 'function' || typeof htmlInput === 'function';
  if (!props.multiline || !grows || props.rows !== undefined || props.maxRows !== undefined || callback) return props;
  const minRows = Number(props.minRows ?? 1);
  return {
    ...props,
    minRows: undefined,
    slotProps: {
      ...slotProps,
      input: { ...input, inputComponent: 'textarea' },
      htmlInput: { rows: minRows, ...htmlInput },
    },
    sx: [
      { '& textarea': { fieldSizing: 'content', minHeight: `${LINE_EM * minRows}em` } },
      ...(Array.isArray(sx) ? sx : [sx]),
    ],
  };
}
