import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, expect, it } from 'vitest';
import { i18n } from './index.ts';
import en from './en/index.ts';
import ja from './ja/index.ts';

/** Every message of a catalog with its dotted key. */
function messagesOf(catalog: object, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([k, v]): [string, string][] =>
    v && typeof v === 'object' ? messagesOf(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

/** Any key, as the catalogs are walked (the typed `t` takes only literal keys). */
const t = (key: string) => (i18n.t as (key: string) => string)(key);

afterEach(() => i18n.changeLanguage('en'));

it('shows a message with no argument and no quote as it is written, in both languages', async () => {
  for (const [lng, catalog] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    if (lng === 'ja') i18n.addResourceBundle('ja', 'translation', ja, true, true);
    await i18n.changeLanguage(lng);
    const plain = messagesOf(catalog).filter(([, m]) => !/[{}']/.test(m));
    expect(plain.length).toBeGreaterThan(100);
    for (const [key, message] of plain) expect(t(key), key).toBe(message);
  }
});

it('still reads ICU in the others: arguments, plurals and quoted quotes', () => {
  expect(i18n.t('links.row.deleteMessage', { title: 'Rules' })).toBe(
    "Delete the link 'Rules'? Nobody will see it any more.",
  );
  expect(i18n.t('offline.banner.waiting', { count: 1 })).toBe('1 change waiting');
  expect(i18n.t('offline.banner.waiting', { count: 3 })).toBe('3 changes waiting');
});

it('resolves each language once for all its messages', () => {
  const en = IntlMessageFormat.resolveLocale('en');
  expect(en?.toString()).toBe('en');
  expect(IntlMessageFormat.resolveLocale('en')).toBe(en);
  expect(IntlMessageFormat.resolveLocale('ja')?.toString()).toBe('ja');
  expect(new IntlMessageFormat('{n, plural, one {# day} other {# days}}', 'en').format({ n: 2 })).toBe('2 days');
});
