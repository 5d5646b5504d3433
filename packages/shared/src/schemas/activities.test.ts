import { describe, expect, it } from 'vitest';
import { MEGABYTE } from '../constants.ts';
import {
  ACTIVITY_CLASS_NAMES,
  ACTIVITY_MSG,
  activitiesQuerySchema,
  activityFieldsSchema,
  activityProblems,
  deleteActivityPhotoSchema,
  photosTooLarge,
} from './activities.ts';

const base = {
  supervisor: false,
  selectedPhotos: 0,
  title: 'Painting',
  description: 'We painted leaves',
  confirmed: false,
  photoCount: 0,
};

describe('activity rules', () => {
  it('requires title and description', () => {
    expect(activityProblems(base)).toEqual([]);
    expect(activityProblems({ ...base, title: ' ', description: '' })).toEqual([
      ACTIVITY_MSG.titleRequired,
      ACTIVITY_MSG.descriptionRequired,
    ]);
  });

  it('lets a supervisor with selected photos leave them empty, but not a teacher', () => {
    expect(activityProblems({ ...base, supervisor: true, selectedPhotos: 2, title: '', description: '' })).toEqual([]);
    expect(activityProblems({ ...base, supervisor: true, selectedPhotos: 0, title: '' })).toEqual([
      ACTIVITY_MSG.titleRequired,
    ]);
    expect(activityProblems({ ...base, selectedPhotos: 2, description: '' })).toEqual([
      ACTIVITY_MSG.descriptionRequired,
    ]);
  });

  it('needs photos to confirm', () => {
    expect(activityProblems({ ...base, confirmed: true })).toEqual(['make sure photos are uploaded before confirming']);
    expect(activityProblems({ ...base, confirmed: true, photoCount: 1 })).toEqual([]);
  });

  it('refuses a total of 32 MB or more', () => {
    expect(ACTIVITY_MSG.tooLarge).toBe('total photo size exceeds 32 megabyte limit');
    expect(photosTooLarge([16 * MEGABYTE, 16 * MEGABYTE - 1])).toBe(false);
    expect(photosTooLarge([16 * MEGABYTE, 16 * MEGABYTE])).toBe(true);
    expect(photosTooLarge([])).toBe(false);
  });
});

describe('activity schemas', () => {
  it('reads the multipart fields', () => {
    expect(activityFieldsSchema.parse({ title: ' A ', confirmed: 'true', photoAction: 'replace' })).toEqual({
      title: 'A',
      confirmed: true,
      photoAction: 'replace',
    });
    expect(activityFieldsSchema.parse({})).toEqual({ photoAction: 'add' });
    const bad = activityFieldsSchema.safeParse({ confirmed: 'yes', photoAction: 'swap' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      ACTIVITY_MSG.confirmedFlag,
      ACTIVITY_MSG.photoAction,
    ]);
  });

  it('needs a school and a real date, and a photoUrl to delete', () => {
    expect(activitiesQuerySchema.parse({ schoolName: 'Gakugei', date: '2025-04-01' })).toEqual({
      schoolName: 'Gakugei',
      date: '2025-04-01',
    });
    expect(activitiesQuerySchema.safeParse({ schoolName: 'Gakugei', date: '2025-02-30' }).success).toBe(false);
    expect(deleteActivityPhotoSchema.safeParse({ photoUrl: ' ' }).success).toBe(false);
  });

  it('lists every class of docs/product.md §9 by name', () => {
    expect(ACTIVITY_CLASS_NAMES).toEqual([
      'All Day Bilingual',
      'AM Bilingual',
      'AM Elementary',
      'AM Pre and Kinder',
      'Bi.-Kinder',
      'PM Elementary',
      'PM Kinder',
    ]);
  });
});
