import type { Language } from '@school-ops/shared';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { signedOutPage, SIGNED_OUT_PAGES } from '../app/first-paint.tsx';
import { SignInScreen } from '../app/sign-in-screen.tsx';
import { setLanguage } from '../lib/i18n/index.ts';

/**
 * The pages a signed-out visitor opens, in one language, by path, for index.html (the build's html-pages.ts,
 * decision 0062): the first-paint loader shows them before any of the app's code has arrived. The sign-in page is
 * then hydrated; the status pages are whole without the app.
 */
export async function renderHtmlPages(language: Language): Promise<Record<string, string>> {
  await setLanguage(language);
  const pages: Record<string, string> = { '/login': renderToString(<SignInScreen onSignedIn={() => undefined} />) };
  for (const path of SIGNED_OUT_PAGES) pages[path] = renderToStaticMarkup(signedOutPage(path));
  return pages;
}
