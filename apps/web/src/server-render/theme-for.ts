import { createTheme, type Theme } from '@mui/material/styles';
import { theme } from '../app/theme.ts';

/**
 * Whether a media query of MUI's breakpoints (`(min-width:900px)`, `(max-width:599.95px)`, both joined by `and`)
 * holds at this viewport width. Anything else does not.
 */
export function matchesWidth(query: string, width: number): boolean {
  const parts = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return parts.every((part) => {
    const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(part.trim());
    if (!m) return false;
    const px = Number(m[2]);
    return m[1] === 'min' ? width >= px : width <= px;
  });
}

const themes = new Map<number, Theme>();

/** The app's theme, its media queries answered for a viewport `width` px wide (useMediaQuery on the server). */
export function themeFor(width: number): Theme {
  let found = themes.get(width);
  if (!found) {
    const ssrMatchMedia = (query: string) => ({ matches: matchesWidth(query, width) });
    found = createTheme(theme, { components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } } });
    if (themes.size > 64) themes.clear();
    themes.set(width, found);
  }
  return found;
}
