import type { ReadingLevel, TrainingLevel } from '@school-ops/shared';
import type { TFunction } from 'i18next';

/*
 * A teacher's reading and training levels in the reader's language, for every screen that names one (the user
 * and teacher forms, the teachers list, Part-Timer Shifts). Their English equals the shared READING_LEVEL_LABELS
 * and TRAINING_LEVEL_LABELS (level-labels.test.ts).
 */

export const readingLevelLabel = (t: TFunction, level: ReadingLevel): string =>
  ({
    none: t('readingLevel.none'),
    book: t('readingLevel.book'),
    abcs: t('readingLevel.abcs'),
    all: t('readingLevel.all'),
  })[level];

export const trainingLevelLabel = (t: TFunction, level: TrainingLevel): string =>
  ({
    0: t('trainingLevel.training'),
    1: t('trainingLevel.circleTime'),
    2: t('trainingLevel.activityLeader'),
  })[level];
