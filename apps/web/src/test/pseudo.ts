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
  // Innermost first: a message can hold another (a status's name inside 'Mark as {status}').
  const marked = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  const unmarked = (text: string) => {
    for (let prev = ''; prev !== text;) [prev, text] = [text, text.replace(marked, ' ')];
    return text;
  };
  return texts
    .map((text) => data.reduce<string>((t, d) => t.replaceAll(d, ' '), unmarked(text)))
    .map(withoutMarkup)
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => !/^[\s·:.,()\-–/]*$/.test(word));
}

/**
 * Not text of ours, so not the catalog's: MUI writes a zero-width space (U+200B) into an empty select or helper
 * line to keep its height, and the required field's mark, ` *` after a label (MUI's sign, not a word; the label's
 * text itself goes through the catalog). Both are taken out before the words are read.
 */
function withoutMarkup(text: string): string {
  return text.replaceAll('\u200b', ' ').replace(/(^|\s)\*/g, '$1 ');
}
