import {
  ABC_KIND_LABELS,
  ABC_KINDS,
  MSG,
  READING_STAGE,
  READING_STAGE_LABELS,
  STUDENT_FIELD_NAMES,
  STUDENT_FIELDS,
} from '@school-ops/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studentFieldTitle } from '../../components/StudentFields.tsx';
import { i18n, setLanguage } from '../../lib/i18n/index.ts';
import { READING_SAVED } from './components/ReadingForm.tsx';
import { useAbcKindLabel, useStageLabel } from './labels.ts';

const STAGES = Object.values(READING_STAGE);

afterEach(() => setLanguage('en'));

describe('student field titles', () => {
  it('has a catalog key for every STUDENT_FIELDS entry, whose English is the field title', () => {
    expect(STUDENT_FIELD_NAMES.map(studentFieldTitle)).toEqual(STUDENT_FIELD_NAMES.map((n) => STUDENT_FIELDS[n].title));
  });

  it('names every field in Japanese', async () => {
    await setLanguage('ja');
    const titles = STUDENT_FIELD_NAMES.map(studentFieldTitle);
    expect(titles.every((t) => t && !t.startsWith('students.'))).toBe(true);
    expect(studentFieldTitle('grade')).toBe('学年');
  });
});

describe('reading labels', () => {
  it('say in English exactly what the shared constants say', () => {
    const stage = renderHook(() => useStageLabel()).result.current;
    const abc = renderHook(() => useAbcKindLabel()).result.current;
    expect(STAGES.map(stage)).toEqual(STAGES.map((s) => READING_STAGE_LABELS[s]));
    expect(ABC_KINDS.map(abc)).toEqual(ABC_KINDS.map((k) => ABC_KIND_LABELS[k]));
    expect(i18n.t('students.reading.saved', { lng: 'en' })).toBe(READING_SAVED);
    expect(i18n.t('students.reading.unsavedChanges', { lng: 'en' })).toBe(MSG.unsavedChanges);
  });

  it('follow the glossary in Japanese', async () => {
    await setLanguage('ja');
    const stage = renderHook(() => useStageLabel()).result.current;
    expect(STAGES.map(stage)).toEqual([
      'レベル未判定',
      'ABC / フォニックス',
      'スペリング・ブレンディング',
      '本',
      '教材外の本',
    ]);
  });
});
