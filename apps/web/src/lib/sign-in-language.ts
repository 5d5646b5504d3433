import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../../packages/shared/src/constants.ts';

/*
 * The sign-in page's language before anyone is known, without i18next: the first-paint loader (inlined in
 * index.html, importing nothing at run time) shows the sign-in page in it before the app's code arrives, and the
 * app's i18n starts in the same one.
 */

/** The sign-in page's language switch's choice, kept through logout. */
export const CHOICE_KEY = 'sign-in-language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of the browser's preferred languages that the app speaks; English otherwise. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Signed out: the switch's choice on this browser, else the browser's language. */
export function signedOutLanguage(storage: Storage): Language {
  const chosen = storage.getItem(CHOICE_KEY);
  return isLanguage(chosen) ? chosen : browserLanguage();
}
