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

/**
 * emotion's names in CSS text as emotion wrote it (the classes' `css-…` and the keyframes), as the collector reads
 * them (bench/collect-styles.mjs): the server's page's styles name what its render wrote.
 */
export function namesInCss(css: string): string[] {
  const names = new Set<string>();
  for (const m of css.matchAll(/\.css-([\w-]+)/g)) names.add(m[1]!);
  for (const m of css.matchAll(/@keyframes ([\w-]+)/g)) names.add(m[1]!);
  return [...names];
}

/** emotion's cache for the app (its default key), with these names taken as already written. */
export function cacheWithNames(names: Iterable<string>): EmotionCache {
  const cache = createCache({ key: 'css' });
  takeAsWritten(cache, names);
  return cache;
}

/** Marks names as written in a cache already in use (a sheet that arrived later): emotion then skips their rules. */
export function takeAsWritten(cache: EmotionCache, names: Iterable<string>): void {
  for (const name of names) cache.inserted[name] ??= true;
}

/** emotion's cache for the app (its default key), with the seeded sheet's names taken as already written. */
export function seededCache(sheet: Pick<CSSStyleSheet, 'cssRules'> | null): EmotionCache {
  return cacheWithNames(sheet ? seededNames(sheet) : []);
}
