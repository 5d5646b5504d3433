import type { ReadingLevel, TrainingLevel } from '@school-ops/shared';
import type { TFunction } from 'i18next';

/*
 * A teacher's reading and training levels in the reader's language, for every screen that names one (the user
 * and teacher forms, the teachers list, Part-Timer Shifts). Their English equals the shared READING_LEVEL_LABELS
 * and TRAINING_LEVEL_LABELS (level-labels.test.ts).
 */

// One lookup per label (a list of many teachers names a level on every row), each key written out as t('…').
export const readingLevelLabel = (t: TFunction, level: ReadingLevel): string => {
  switch (level) {
    case 'none':
      return t('readingLevel.none');
    case 'book':
      return t('readingLevel.book');
    case 'abcs':
      return t('readingLevel.abcs');
    case 'all':
      return t('readingLevel.all');
  }
};

export const trainingLevelLabel = (t: TFunction, level: TrainingLevel): string => {
  switch (level) {
    case 0:
      return t('trainingLevel.training');
    case 1:
      return t('trainingLevel.circleTime');
    case 2:
      return t('trainingLevel.activityLeader');
  }
};
