import {
  AUTHORITY_NAMES,
  MSG,
  READING_LEVEL_LABELS,
  READING_LEVELS,
  ROLE_LABELS,
  TRAINING_LEVEL_LABELS,
  type Authority,
  type Role,
  type TrainingLevel,
} from '@school-ops/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { useUserLabels } from './labels.ts';

describe("the users area's English words are the shared constants'", () => {
  const { result } = renderHook(() => useUserLabels());
  const labels = () => result.current;

  it('roles, authorities (capitalised, as the form always showed them) and levels', () => {
    for (const role of [0, 1, 2, 3] as Role[]) expect(labels().roleLabel(role)).toBe(ROLE_LABELS[role]);
    expect(labels().roleLabel(null)).toBe('No teaching role');
    for (const a of [0, 1, 2, 3] as Authority[]) {
      const name = AUTHORITY_NAMES[a];
      expect(labels().authorityLabel(a)).toBe(name.charAt(0).toUpperCase() + name.slice(1));
    }
    for (const l of READING_LEVELS) expect(labels().readingLevelLabel(l)).toBe(READING_LEVEL_LABELS[l]);
    for (const l of [0, 1, 2] as TrainingLevel[]) expect(labels().trainingLevelLabel(l)).toBe(TRAINING_LEVEL_LABELS[l]);
  });

  it('the messages the form shows', () => {
    expect(i18n.t('users.form.mustRelog', { lng: 'en' })).toBe(MSG.mustRelog);
    expect(i18n.t('users.form.unsavedChanges', { lng: 'en' })).toBe(MSG.unsavedChanges);
  });
});
