import { DEFAULT_LANGUAGE, type Language } from '@school-ops/shared';
import i18n from 'i18next';
import ICU from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next } from 'react-i18next';
import { authStore } from '../auth.ts';
import { browserLanguage, CHOICE_KEY, isLanguage, signedOutLanguage } from '../sign-in-language.ts';
import en from './en/index.ts';

/*
 * The web's one i18next instance (decision 0029): ICU messages, English bundled (the spec's texts, the
 * fallback of every key), Japanese fetched as its own chunk only when a person reads Japanese.
 */

export type { Language };
export { useTranslation } from 'react-i18next';

/**
 * ICU messages; one with no argument and no quote is its own text. i18next-icu builds an IntlMessageFormat for
 * every message it is asked for, a parse and a locale lookup each: most of a screen's texts are plain, and on a
 * phone building them was a good part of a screen's first task (issue 23). `{`, `}` and `'` are the only
 * characters ICU reads in a message outside a plural (tags are read as text: ignoreTag).
 */
const ICU_SYNTAX = /[{}']/;
const icu = new ICU() as InstanceType<typeof ICU> & { parse: (res: unknown, ...rest: unknown[]) => unknown };
const parseIcu = icu.parse.bind(icu);
icu.parse = (res, ...rest) => (typeof res === 'string' && !ICU_SYNTAX.test(res) ? res : parseIcu(res, ...rest));

/**
 * IntlMessageFormat resolves its locale for every message it builds, asking Intl which locales it supports: the
 * first ask loads the browser's list (~75 ms of a phone's task), each later one costs again (issue 23). Our own
 * languages need no asking; the answer for a locale never changes.
 */
const resolveLocale = IntlMessageFormat.resolveLocale.bind(IntlMessageFormat);
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key))
    resolvedLocales.set(key, isLanguage(key) ? new Intl.Locale(key) : resolveLocale(locales));
  return resolvedLocales.get(key);
};

/**
 * One message with an argument, formatted and dropped: V8 compiles the ICU parser and formatter on their first call,
 * ~10 ms of a laptop's task, which was the signed-in bar's first render's (its date button's label). A plural would
 * make Intl's number and plural formatters too (~15 ms more), which few screens' first render need.
 * load-in-stages.ts calls it in a task of its own before the app's first render.
 */
export function warmUpMessages(): void {
  new IntlMessageFormat('{w}: {w}', i18n.language).format({ w: 'x' });
}

void i18n
  .use(icu)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    // English is in the bundle: initialised before the first render, with nothing to wait for.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  ja: () => import('./ja/index.ts'),
};

export { browserLanguage, isLanguage };

/** Switches the app's language, fetching its catalog the first time. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalog = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', catalog.default);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export const currentLanguage = (): string => i18n.language;

/** Signed in: the person's language. Signed out: the sign-in page's switch, else the browser's. */
export function initialLanguage(): Language {
  const user = authStore.get().user;
  if (user && isLanguage(user.language)) return user.language;
  return signedOutLanguage(localStorage);
}

/** The sign-in page's switch: remembered on this browser, sent with the sign-in (stored if the person never chose). */
export async function chooseSignInLanguage(language: Language): Promise<void> {
  localStorage.setItem(CHOICE_KEY, language);
  await setLanguage(language);
}

// The signed-in person's language wins wherever it changes: a sign-in, /me, another tab.
authStore.subscribe(() => {
  const language = authStore.get().user?.language;
  if (isLanguage(language) && language !== i18n.language) void setLanguage(language);
});

export { i18n };
