import { insertStyles } from '@emotion/utils';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheWithNames, namesInCss, seededCache, seededNames, takeAsWritten } from './seeded-cache.ts';

/** A sheet as the browser parses it: the names rule first, then emotion's rules. */
const sheetWith = (namesValue: string, selector = '.so-seeded-names') => ({
  cssRules: [
    { selectorText: selector, style: { getPropertyValue: (p: string) => (p === '--names' ? namesValue : '') } },
    { selectorText: '.css-abc', style: { getPropertyValue: () => '' } },
  ] as unknown as CSSRuleList,
});

const styles = (name: string) => ({ name, styles: 'color:red;', next: undefined });

describe('the seeded emotion cache', () => {
  it("reads the names from the sheet's first rule", () => {
    expect(seededNames(sheetWith('"abc animation-k1 1x2-MuiButton-root"'))).toEqual([
      'abc',
      'animation-k1',
      '1x2-MuiButton-root',
    ]);
  });

  it('takes no names from a sheet without the names rule, or with it empty', () => {
    expect(seededNames(sheetWith('"abc"', '.css-abc'))).toEqual([]);
    expect(seededNames(sheetWith('""'))).toEqual([]);
    expect(seededNames({ cssRules: [] as unknown as CSSRuleList })).toEqual([]);
  });

  it("lets emotion skip the seeded names' rules and write the others", () => {
    const cache = seededCache(sheetWith('"abc"'));
    const written: string[] = [];
    cache.sheet.insert = (rule: string) => void written.push(rule);
    insertStyles(cache, styles('abc'), false);
    expect(written).toEqual([]);
    insertStyles(cache, styles('xyz'), false);
    expect(written).toEqual(['.css-xyz{color:red;}']);
  });

  it('without a sheet, emotion writes everything', () => {
    const cache = seededCache(null);
    const written: string[] = [];
    cache.sheet.insert = (rule: string) => void written.push(rule);
    insertStyles(cache, styles('abc'), false);
    expect(written).toEqual(['.css-abc{color:red;}']);
  });

  it("reads the names of the server's page's styles: classes, labelled ones and keyframes, each once", () => {
    const css =
      '.css-abc{color:red;}@media (min-width:600px){.css-abc{color:blue;}}' +
      '.css-1x2-MuiButton-root:hover{opacity:1;}@keyframes animation-k1{0%{opacity:0;}}.plain{margin:0;}';
    expect(namesInCss(css)).toEqual(['abc', '1x2-MuiButton-root', 'animation-k1']);
    expect(namesInCss('')).toEqual([]);
  });

  it("lets emotion skip what the server's page holds, and later what a sheet that arrived holds", () => {
    const cache = cacheWithNames(namesInCss('.css-abc{color:red;}'));
    const written: string[] = [];
    cache.sheet.insert = (rule: string) => void written.push(rule);
    insertStyles(cache, styles('abc'), false);
    expect(written).toEqual([]);
    takeAsWritten(cache, ['xyz']);
    insertStyles(cache, styles('xyz'), false);
    expect(written).toEqual([]);
    insertStyles(cache, styles('new'), false);
    expect(written).toEqual(['.css-new{color:red;}']);
  });
});

describe('the collected sheet (bench/collect-styles.mjs)', () => {
  // Read from the disk: the test runner gives CSS imports no text.
  const text = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'seeded-emotion.css'), 'utf8');
  const lines = text.split('\n').filter((l) => l && !l.startsWith('/*'));

  it('names, in its first rule, every class and keyframes its rules hold, and nothing else', () => {
    const first = /^\.so-seeded-names\{--names:"([^"]*)"\}$/.exec(lines[0] ?? '');
    expect(first, 'the first rule holds the names').not.toBeNull();
    const named = new Set(first![1]!.split(' '));
    const held = new Set<string>();
    for (const rule of lines.slice(1)) {
      for (const m of rule.matchAll(/\.css-([\w-]+)/g)) held.add(m[1]!);
      for (const m of rule.matchAll(/@(?:-webkit-)?keyframes ([\w-]+)/g)) held.add(m[1]!);
    }
    expect(held.size).toBeGreaterThan(100);
    expect([...named].sort()).toEqual([...held].sort());
  });

  it('holds only class and keyframes rules: the global ones emotion writes whatever its cache holds', () => {
    for (const rule of lines.slice(1)) expect(rule, rule.slice(0, 80)).toMatch(/\.css-[\w-]+|^@(-webkit-)?keyframes /);
  });
});
