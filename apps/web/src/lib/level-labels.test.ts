import { READING_LEVEL_LABELS, TRAINING_LEVEL_LABELS, type ReadingLevel, type TrainingLevel } from '@school-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n/index.ts';
import { readingLevelLabel, trainingLevelLabel } from './level-labels.ts';

describe('level labels', () => {
  afterEach(() => setLanguage('en'));

  it("say in English exactly the shared constants' words", () => {
    for (const [level, label] of Object.entries(READING_LEVEL_LABELS))
      expect(readingLevelLabel(i18n.t, level as ReadingLevel)).toBe(label);
    for (const [level, label] of Object.entries(TRAINING_LEVEL_LABELS))
      expect(trainingLevelLabel(i18n.t, Number(level) as TrainingLevel)).toBe(label);
  });

  it('say them in Japanese in the glossary’s words', async () => {
    await setLanguage('ja');
    expect(readingLevelLabel(i18n.t, 'abcs')).toBe('ABC');
    expect(trainingLevelLabel(i18n.t, 1)).toBe('サークルタイム');
  });
});
