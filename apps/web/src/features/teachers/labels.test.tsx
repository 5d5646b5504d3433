import { AUTHORITY, MSG, READING_LEVEL_LABELS, READING_LEVELS, ROLE, TRAINING_LEVEL_LABELS } from '@school-ops/shared';
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { aUser } from '../../test/users.ts';
import { useLevelLabels } from './labels.ts';

const TRAINING = [0, 1, 2] as const;

it('says in English exactly what the shared level labels and messages say', () => {
  const levels = renderHook(() => useLevelLabels()).result.current;
  expect(READING_LEVELS.map(levels.reading)).toEqual(READING_LEVELS.map((l) => READING_LEVEL_LABELS[l]));
  expect(TRAINING.map(levels.training)).toEqual(TRAINING.map((l) => TRAINING_LEVEL_LABELS[l]));
  expect(i18n.t('teachers.form.mustRelog', { lng: 'en' })).toBe(MSG.mustRelog);
  expect(i18n.t('teachers.form.unsavedChanges', { lng: 'en' })).toBe(MSG.unsavedChanges);
});

it('writes the line under a teacher as before, with unknown for a level it does not know', () => {
  const { levelsText } = renderHook(() => useLevelLabels()).result.current;
  const teacher = aUser({ role: ROLE.partTimeTeacher, authority: AUTHORITY.user, readingLevel: 'abcs' });
  expect(levelsText({ ...teacher, trainingLevel: 1 })).toBe('Reading: ABCs · Training: Circle Time');
  expect(levelsText({ ...teacher, trainingLevel: 7 })).toBe('Reading: ABCs · Training: unknown');
});
