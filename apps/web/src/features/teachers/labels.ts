import { TRAINING_LEVEL_LABELS, type ReadingLevel, type TrainingLevel, type UserDto } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';
import { readingLevelLabel, trainingLevelLabel } from '../../lib/level-labels.ts';

/*
 * Reading and training levels in the reader's language. The shared READING_LEVEL_LABELS and TRAINING_LEVEL_LABELS
 * stay the spec's English; the words are lib/level-labels.ts's, shared with the user form and Part-Timer Shifts.
 */
export function useLevelLabels() {
  const { t } = useTranslation();
  const reading = (level: ReadingLevel): string => readingLevelLabel(t, level);
  const training = (level: number): string | undefined =>
    level in TRAINING_LEVEL_LABELS ? trainingLevelLabel(t, level as TrainingLevel) : undefined;
  /** The line under a teacher's name: 'Reading: Book · Training: Circle Time'. */
  const levelsText = (u: UserDto): string =>
    t('teachers.list.levels', {
      reading: reading(u.readingLevel),
      training: training(u.trainingLevel) ?? t('teachers.list.unknown'),
    });
  return { reading, training, levelsText };
}
