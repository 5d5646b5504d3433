import seededUrl from './seeded-emotion.css?url';

/*
 * MUI's styles are made by emotion as a page renders: each component's styles are serialized and hashed, and the
 * first time a hash is seen, stylis turns it into rules that emotion inserts — in the commit, in one task with the
 * page's DOM. On a phone that was up to half of a screen's first commit (bench/notes.md). The rules of every
 * screen are collected once into a stylesheet (bench/collect-styles.mjs); the app loads it beside its code and
 * starts emotion with the names it holds marked as written, so emotion writes only what the sheet lacks
 * (decision 0048). The names are the rules' own classes: what is in the sheet is what is skipped.
 */

let loading: Promise<CSSStyleSheet | null> | undefined;

/** Adds the seeded stylesheet to the page once (before emotion's own style tags); its sheet once loaded, or null. */
export function loadSeededStyles(): Promise<CSSStyleSheet | null> {
  loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = seededUrl;
    link.onload = () => resolve(link.sheet);
    link.onerror = () => resolve(null);
    document.head.append(link);
  });
  return loading;
}
