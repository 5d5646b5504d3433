import type { AbcKind, ReadingStage } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

/*
 * The reading stages and ABC kinds in the reader's language. The shared READING_STAGE_LABELS and ABC_KIND_LABELS
 * stay the spec's English (the server and tests use them); the English catalog says the same (labels.test.ts).
 * Literal keys, so that the catalog check sees each one.
 */
export function useStageLabel(): (stage: ReadingStage) => string {
  const { t } = useTranslation();
  return (stage) => {
    switch (stage) {
      case 0:
        return t('students.stage.toBeChecked');
      case 1:
        return t('students.stage.abc');
      case 2:
        return t('students.stage.spellingAndBlending');
      case 3:
        return t('students.stage.book');
      case 4:
        return t('students.stage.nonSystemBook');
    }
  };
}

export function useAbcKindLabel(): (kind: AbcKind) => string {
  const { t } = useTranslation();
  return (kind) => {
    switch (kind) {
      case 'uppercaseAbcs':
        return t('students.abcKind.uppercaseAbcs');
      case 'lowercaseAbcs':
        return t('students.abcKind.lowercaseAbcs');
      case 'uppercasePhonics':
        return t('students.abcKind.uppercasePhonics');
      case 'lowercasePhonics':
        return t('students.abcKind.lowercasePhonics');
    }
  };
}
