import { i18n, setLanguage } from '../lib/i18n/index.ts';
import en from '../lib/i18n/en/index.ts';

/** What wraps every message in the pseudo-language: text outside them did not come from the catalog. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

function wrap(catalog: object): object {
  return Object.fromEntries(
    Object.entries(catalog).map(([k, v]) => [k, typeof v === 'string' ? `${PSEUDO_OPEN}${v}${PSEUDO_CLOSE}` : wrap(v)]),
  );
}

/** Tests only: the language 'pseudo', English with every message marked. Undo with `setLanguage('en')`. */
export async function usePseudoLanguage() {
  if (!i18n.hasResourceBundle('pseudo', 'translation')) i18n.addResourceBundle('pseudo', 'translation', wrap(en));
  await i18n.changeLanguage('pseudo');
}

export const backToEnglish = () => setLanguage('en');

/**
 * The texts a person sees or hears (text, aria-label, placeholder, title, alt) that are not inside the markers,
 * once each screen's own data (names, usernames, dates) is taken out. Elements matching `skip` are left out.
 */
export function untranslatedTexts(root: Element, data: readonly (string | RegExp)[], skip?: string): string[] {
  const copy = root.cloneNode(true) as Element;
  if (skip) copy.querySelectorAll(skip).forEach((e) => e.remove());
  const texts = [copy.textContent ?? ''];
  for (const el of copy.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(attr) ?? '');
  }
  // A message may hold another one (a translated field name or noun inside it): one level of nesting.
  const plain = `[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]`;
  const marked = new RegExp(`${PSEUDO_OPEN}(?:${plain}|${PSEUDO_OPEN}${plain}*${PSEUDO_CLOSE})*${PSEUDO_CLOSE}`, 'g');
  return texts
    .map((text) => data.reduce<string>((t, d) => t.replaceAll(d, ' '), text.replace(marked, ' ')))
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => !/^[\s·:.,()\-–/]*$/.test(word));
}
