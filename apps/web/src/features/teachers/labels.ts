import { READING_LEVEL_LABELS, TRAINING_LEVEL_LABELS, type TrainingLevel, type UserDto } from '@school-ops/shared';

export const levelsText = (t: UserDto) =>
  `Reading: ${READING_LEVEL_LABELS[t.readingLevel]} · Training: ${TRAINING_LEVEL_LABELS[t.trainingLevel as TrainingLevel] ?? 'unknown'}`;
