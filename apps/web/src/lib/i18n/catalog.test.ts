import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@school-ops/shared';
import {
  codeOf,
  ERROR_MESSAGES,
  IMPORT_COLUMN_LABELS,
  msg,
  NAV_GROUP_LABEL_KEYS,
  paramNamesOf,
  SCREENS,
  type ErrorCode,
} from '@school-ops/shared';
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
/** The drawer's entries and headings name their keys in the shared screens declaration (issue 17). */
const NAV_KEYS: [key: string, english: string][] = [
  ...SCREENS.flatMap((s) => ('nav' in s ? [[s.nav.labelKey, s.nav.label] as [string, string]] : [])),
  ...Object.entries(NAV_GROUP_LABEL_KEYS).map(([heading, key]) => [key, heading] as [string, string]),
];

/*
 * The field names inside the shared schemas' field messages ('{field} is required'), which lib/i18n/errors.ts
 * looks up as `fields.<name>`: every message a schema can give, read from the schemas themselves (each zod
 * type's and check's message), and the literal ones a refinement writes in the shared sources.
 */
const FIELD_MESSAGE =
  /^(.+?) (is required|must be (at most|at least|between|from|a number|a whole number|exactly|a list|true or false)\b.*)$/;
function schemaMessages(): Set<string> {
  const messages = new Set<string>();
  const seen = new Set<unknown>();
  // Issues of the kinds a field's message answers: missing, too short, too long.
  const issues = [{ input: undefined, code: 'invalid_type' }, { input: '', code: 'too_small' }, { input: 0 }];
  const collect = (error: unknown) => {
    if (typeof error !== 'function') return;
    for (const issue of issues) {
      try {
        const m: unknown = error(issue);
        const text = typeof m === 'string' ? m : (m as { message?: unknown } | undefined)?.message;
        if (typeof text === 'string') messages.add(text);
      } catch {
        // A message function that needs a real issue says nothing here.
      }
    }
  };
  const walk = (v: unknown): void => {
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    const def = (v as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    collect(def.error);
    for (const [key, part] of Object.entries(def)) {
      if (key === 'error') continue;
      const parts = Array.isArray(part)
        ? part
        : part && typeof part === 'object' && !('_zod' in part)
          ? Object.values(part)
          : [part];
      parts.forEach(walk);
    }
  };
  Object.values(shared).forEach(walk);
  // Refinements add their issues in code: their literal messages, values written as `${…}`.
  const SHARED = path.resolve(SRC, '../../../packages/shared/src');
  for (const file of sourceFiles(SHARED))
    for (const m of readFileSync(file, 'utf8').matchAll(/[`'"]([A-Za-z][\w ]*? (?:is required|must be [^`'"]*))[`'"]/g))
      messages.add(m[1]!.replace(/\$\{[^}]*\}/g, '1'));
  return messages;
}
// An import row's messages name its columns as the imports declare them (IMPORT_COLUMN_LABELS).
const SCHEMA_FIELDS = [
  ...new Set([
    ...[...schemaMessages()].flatMap((message) => {
      const found = codeOf(message);
      return found?.code.startsWith('field.') && FIELD_MESSAGE.test(message) ? [String(found.params?.field)] : [];
    }),
    ...Object.values(IMPORT_COLUMN_LABELS),
  ]),
].sort();

const usedKeys = new Set([
  ...sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY_USE)].map((m) => m[1] ?? m[2])),
  ...CODES.map((code) => `errors.${code}`),
  ...NAV_KEYS.map(([key]) => key),
  ...SCHEMA_FIELDS.map((field) => `fields.${field}`),
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
    expect(usedKeys.has('nav.home')).toBe(true);
    expect(usedKeys.has('nav.myDay')).toBe(true);
    // One from a schema's own message, one from a refinement's ('username must be at most 5 characters').
    expect(SCHEMA_FIELDS).toContain('title');
    expect(SCHEMA_FIELDS).toContain('username');
    // One from the imports' columns ('time to leave "x" is not a time').
    expect(SCHEMA_FIELDS).toContain('time to leave');
  });

  it('say in English exactly the drawer labels and headings the screens declare', () => {
    const differ = NAV_KEYS.filter(([key, english]) => i18n.t(key as 'nav.home', { lng: 'en' }) !== english);
    expect(differ).toEqual([]);
  });

  it('name in English each field of the shared schemas exactly as its messages do, and no other', () => {
    const fields = Object.keys(en.fields).sort();
    expect(fields).toEqual(SCHEMA_FIELDS);
    expect(fields.filter((f) => i18n.t(`fields.${f}` as 'fields.title', { lng: 'en' }) !== f)).toEqual([]);
  });
});
