import createCache, { type EmotionCache } from '@emotion/cache';

/*
 * emotion's cache for the app, started from the seeded stylesheet (seeded-styles.ts, decision 0048). Apart from the
 * loader, which the entry calls: createCache brings stylis, which only the app needs.
 */

/** The rule holding the names, first in the sheet: it matches nothing. */
const NAMES_RULE = '.so-seeded-names';

/**
 * emotion's names for the seeded rules (their classes' `css-…` and their keyframes), which the collector writes in
 * the sheet's first rule: one read, where going through every rule's selector cost a phone ~70 ms.
 */
export function seededNames(sheet: Pick<CSSStyleSheet, 'cssRules'>): string[] {
  const first = sheet.cssRules[0] as CSSStyleRule | undefined;
  if (first?.selectorText !== NAMES_RULE) return [];
  return first.style
    .getPropertyValue('--names')
    .replace(/^\s*"|"\s*$/g, '')
    .split(' ')
    .filter(Boolean);
}

/** emotion's cache for the app (its default key), with the seeded sheet's names taken as already written. */
export function seededCache(sheet: Pick<CSSStyleSheet, 'cssRules'> | null): EmotionCache {
  const cache = createCache({ key: 'css' });
  if (sheet) for (const name of seededNames(sheet)) cache.inserted[name] = true;
  return cache;
}
