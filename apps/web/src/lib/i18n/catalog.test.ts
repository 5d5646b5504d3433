import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES, msg, paramNamesOf, type ErrorCode } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import en, { parts as enParts } from './en/index.ts';
import ja, { parts as jaParts } from './ja/index.ts';

/** Every key of a catalog, dotted ('shell.logout'). */
function keysOf(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const SRC = path.resolve(import.meta.dirname, '../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The keys the code names: t('key'), i18n.t('key'), <Trans i18nKey="key">. */
const KEY_USE = /\bt\(\s*['"]([\w.]+)['"]|i18nKey=\{?\s*['"]([\w.]+)['"]/g;
/** Server and schema error codes are named by the shared catalog and translated by lib/i18n/errors.ts. */
const CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];
const usedKeys = new Set([
  ...sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY_USE)].map((m) => m[1] ?? m[2])),
  ...CODES.map((code) => `errors.${code}`),
]);

describe('the catalogs', () => {
  const enKeys = keysOf(en).sort();
  const jaKeys = keysOf(ja).sort();

  it('have the same keys in English and Japanese', () => {
    expect(jaKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !jaKeys.includes(k))).toEqual([]);
  });

  it('hold no key that no code uses', () => {
    expect(enKeys.filter((k) => !usedKeys.has(k))).toEqual([]);
  });

  it('hold every key the code uses', () => {
    expect([...usedKeys].filter((k) => !enKeys.includes(k!))).toEqual([]);
  });

  it('keep each top-level key in one file, the same file in both languages', () => {
    const owners = (parts: Record<string, object>) =>
      Object.entries(parts).flatMap(([file, part]) => Object.keys(part).map((key) => `${key} in ${file}`));
    const en = owners(enParts);
    expect(new Set(en.map((o) => o.split(' ')[0])).size).toBe(en.length);
    expect(owners(jaParts).sort()).toEqual(en.sort());
  });

  it('leave no message empty', () => {
    const empty = (c: object) =>
      keysOf(c).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], c));
    expect(empty(en)).toEqual([]);
    expect(empty(ja)).toEqual([]);
  });

  it('say in English exactly what the shared error catalog says, for every code', () => {
    const differ = CODES.filter((code) => {
      const params = Object.fromEntries(paramNamesOf(code).map((n) => [n, `<${n}>`]));
      return i18n.t(`errors.${code}` as 'errors.request.invalid', { lng: 'en', ...params }) !== msg(code, params);
    });
    expect(differ).toEqual([]);
  });

  it('finds the uses it looks for (the scan itself works)', () => {
    expect(usedKeys.has('shell.logout')).toBe(true);
    expect(usedKeys.has('status.somethingWentWrong')).toBe(true);
  });
});
