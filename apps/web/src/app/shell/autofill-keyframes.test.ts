import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, 'plain-shell.css'), 'utf8').replace(/\s+/g, ' ');
/** MUI's own InputBase, as installed: the animation names its onAnimationStart listens for. */
const inputBase = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
    'InputBase/InputBase.mjs',
  ),
  'utf8',
);
const muiName = (constant: string) => new RegExp(`const ${constant} = '([^']+)'`).exec(inputBase)?.[1];

// The inputs' autofill keyframes are written once in the entry's stylesheet, not by each input (decision 0055): a
// label must still move aside when the browser fills a field in, which MUI learns from these animations.
describe('the autofill animations of MUI inputs', () => {
  it('are turned off in the theme, each input would otherwise mount them itself', () => {
    expect(theme.components?.MuiInputBase?.defaultProps?.disableInjectingGlobalStyles).toBe(true);
  });

  it('are in plain-shell.css under the names the installed MUI listens for', () => {
    const filled = muiName('MUI_AUTO_FILL');
    const cancel = muiName('MUI_AUTO_FILL_CANCEL');
    expect(filled).toBeTruthy();
    expect(cancel).toBeTruthy();
    expect(css).toContain(`@keyframes ${filled} {`);
    expect(css).toContain(`@keyframes ${cancel} {`);
    expect(css).toContain(`.MuiInputBase-input { animation-name: ${cancel};`);
    expect(css).toContain(`.MuiInputBase-input:-webkit-autofill { animation-name: ${filled};`);
  });
});
