import { z } from 'zod';
import {
  ACTIVITY_LIMITS,
  ALL_SCHOOLS,
  CLASS_GROUPS,
  MEGABYTE,
  PHOTO_ACTIONS,
  SCHOOLS,
  UPLOAD_LIMIT_BYTES,
} from '../constants.ts';
import { isoDate } from './common.ts';
import type { ActivityAbilities } from './abilities.ts';

/** Texts of the activity rules (docs/product.md §5), shared by the API and the cards. */
export const ACTIVITY_MSG = {
  titleRequired: 'title is required',
  descriptionRequired: 'description is required',
  titleMax: `title must be at most ${ACTIVITY_LIMITS.titleMax} characters`,
  descriptionMax: `description must be at most ${ACTIVITY_LIMITS.descriptionMax} characters`,
  confirmWithoutPhotos: 'make sure photos are uploaded before confirming',
  tooLarge: `total photo size exceeds ${UPLOAD_LIMIT_BYTES / MEGABYTE} megabyte limit`,
  unconfirmBeforeDeleting: 'unconfirm activity before deleting photos',
  lockedWhileConfirmed: 'unconfirm activity before changing the title or description',
  onlySupervisorConfirms: 'only a supervisor can confirm an activity',
  photoAction: 'photo action must be replace or add',
  confirmedFlag: 'confirmed must be true or false',
  photoNotFound: 'photo not found',
  photoUrlRequired: 'photoUrl is required',
} as const;

// The names the activity card reads (ACTIVITY_LIMITS).
export const ACTIVITY_TITLE_MAX = ACTIVITY_LIMITS.titleMax;
export const ACTIVITY_DESCRIPTION_MAX = ACTIVITY_LIMITS.descriptionMax;

export type PhotoAction = (typeof PHOTO_ACTIONS)[number];

/** Every class of docs/product.md §9, in the order activities are listed: by class name. */
export const ACTIVITY_CLASS_NAMES: readonly string[] = Object.values(CLASS_GROUPS)
  .flat()
  .sort((a, b) => a.localeCompare(b));

export const activitiesQuerySchema = z.object({
  schoolName: z.enum([...SCHOOLS, ALL_SCHOOLS], { error: 'school must be Ikejiri, Gakugei or all' }),
  date: isoDate,
});
export type ActivitiesQuery = z.infer<typeof activitiesQuerySchema>;

/** The text fields of the multipart PATCH /activities/{id}; every one may be left out. */
export const activityFieldsSchema = z.object({
  title: z.string().trim().max(ACTIVITY_TITLE_MAX, { error: ACTIVITY_MSG.titleMax }).optional(),
  description: z.string().trim().max(ACTIVITY_DESCRIPTION_MAX, { error: ACTIVITY_MSG.descriptionMax }).optional(),
  confirmed: z
    .enum(['true', 'false'], { error: ACTIVITY_MSG.confirmedFlag })
    .transform((v) => v === 'true')
    .optional(),
  photoAction: z.enum(PHOTO_ACTIONS, { error: ACTIVITY_MSG.photoAction }).default('add'),
});
export type ActivityFields = z.infer<typeof activityFieldsSchema>;

export const deleteActivityPhotoSchema = z.object({
  photoUrl: z.string({ error: ACTIVITY_MSG.photoUrlRequired }).trim().min(1, { error: ACTIVITY_MSG.photoUrlRequired }),
});
export type DeleteActivityPhotoBody = z.infer<typeof deleteActivityPhotoSchema>;

/** docs/product.md §5: a total of 32 MB or more is refused. */
export function photosTooLarge(sizes: readonly number[]): boolean {
  return sizes.reduce((sum, n) => sum + n, 0) >= UPLOAD_LIMIT_BYTES;
}

export interface ActivityChange {
  supervisor: boolean;
  /** How many photos come with this change. */
  selectedPhotos: number;
  /** The values the activity would have after the change. */
  title: string;
  description: string;
  confirmed: boolean;
  photoCount: number;
}

/**
 * The activity rules of docs/product.md §5, on the values after a change: title and description are
 * required unless a supervisor has selected photos; confirming needs photos.
 */
export function activityProblems(c: ActivityChange): string[] {
  const problems: string[] = [];
  const exempt = c.supervisor && c.selectedPhotos > 0;
  if (!exempt && !c.title.trim()) problems.push(ACTIVITY_MSG.titleRequired);
  if (!exempt && !c.description.trim()) problems.push(ACTIVITY_MSG.descriptionRequired);
  if (c.confirmed && c.photoCount === 0) problems.push(ACTIVITY_MSG.confirmWithoutPhotos);
  return problems;
}

export interface ActivityDto {
  id: string;
  title: string;
  description: string;
  confirmed: boolean;
  /** Storage keys, in the order they were added. */
  photos: string[];
  /** A signed read URL for each photo, in the same order. */
  signedUrlPhotos: string[];
  className: string;
  category: string;
  schoolName: string;
  date: string;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: ActivityAbilities;
}
