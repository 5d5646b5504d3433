import { describe, expect, it } from 'vitest';
import { matchesWidth, themeFor } from './theme-for.ts';

describe('the theme of a server render', () => {
  it('answers MUI’s breakpoint queries for the visitor’s viewport width', () => {
    expect(matchesWidth('(min-width:1200px)', 1280)).toBe(true);
    expect(matchesWidth('@media (min-width:1200px)', 1199)).toBe(false);
    expect(matchesWidth('(max-width:599.95px)', 390)).toBe(true);
    expect(matchesWidth('(max-width:599.95px)', 600)).toBe(false);
    expect(matchesWidth('(min-width:600px) and (max-width:899.95px)', 700)).toBe(true);
    expect(matchesWidth('(min-width:600px) and (max-width:899.95px)', 900)).toBe(false);
    // Anything but a width is not known on the server.
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
  });

  it('is the app’s theme, one per width', () => {
    const wide = themeFor(1280);
    expect(themeFor(1280)).toBe(wide);
    expect(wide.palette.primary.main).toBe('#1f5fa8');
    const props = wide.components?.MuiUseMediaQuery?.defaultProps as {
      ssrMatchMedia: (q: string) => { matches: boolean };
    };
    expect(props.ssrMatchMedia(wide.breakpoints.up('lg').replace('@media ', '')).matches).toBe(true);
    expect(
      (
        themeFor(390).components?.MuiUseMediaQuery?.defaultProps as {
          ssrMatchMedia: (q: string) => { matches: boolean };
        }
      ).ssrMatchMedia('(min-width:1200px)').matches,
    ).toBe(false);
  });
});
