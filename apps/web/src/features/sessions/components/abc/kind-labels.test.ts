import { ABC_KIND_LABELS, ABC_KINDS, PERF_MSG } from '@school-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../../lib/i18n/index.ts';
import { ABC_KIND_TEXT } from './model.ts';

describe('the ABC texts the shared constants also hold', () => {
  afterEach(() => setLanguage('en'));

  it('are in English exactly the shared constants (the spec)', () => {
    for (const kind of ABC_KINDS) expect(ABC_KIND_TEXT[kind]()).toBe(ABC_KIND_LABELS[kind]);
    expect(i18n.t('reading.abc.unable', { lng: 'en' })).toBe(`Error: ${PERF_MSG.unableAbc}`);
  });

  it("follow the reader's language", async () => {
    await setLanguage('ja');
    expect(ABC_KIND_TEXT.lowercasePhonics()).toBe('小文字のフォニックス');
  });
});
