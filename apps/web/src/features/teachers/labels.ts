import type { ReadingLevel, TrainingLevel, UserDto } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

/*
 * Reading and training levels in the reader's language. The shared READING_LEVEL_LABELS and TRAINING_LEVEL_LABELS
 * stay the spec's English; the English catalog says the same (labels.test.ts). Literal keys for the catalog check.
 */
export function useLevelLabels() {
  const { t } = useTranslation();
  const reading = (level: ReadingLevel): string => {
    switch (level) {
      case 'none':
        return t('teachers.readingLevel.none');
      case 'book':
        return t('teachers.readingLevel.book');
      case 'abcs':
        return t('teachers.readingLevel.abcs');
      case 'all':
        return t('teachers.readingLevel.all');
    }
  };
  const training = (level: number): string | undefined => {
    switch (level as TrainingLevel) {
      case 0:
        return t('teachers.trainingLevel.training');
      case 1:
        return t('teachers.trainingLevel.circleTime');
      case 2:
        return t('teachers.trainingLevel.activityLeader');
      default:
        return undefined;
    }
  };
  /** The line under a teacher's name: 'Reading: Book · Training: Circle Time'. */
  const levelsText = (u: UserDto): string =>
    t('teachers.list.levels', {
      reading: reading(u.readingLevel),
      training: training(u.trainingLevel) ?? t('teachers.list.unknown'),
    });
  return { reading, training, levelsText };
}
