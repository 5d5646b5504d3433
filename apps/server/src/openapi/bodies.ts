import { activityFieldsSchema } from '@school-ops/shared';
import { z } from 'zod';
import { filePart } from './responses.ts';

/** Bodies that routes read themselves (multipart forms, CSV files), for the document only. */
const multipart = (schema: z.ZodType) => ({ 'multipart/form-data': schema });

export const studentPhotoForm = multipart(
  z.object({ photo: filePart.describe('one photo (JPEG, PNG, WebP…), below 32 MB') }),
);

export const bookCoverForm = multipart(z.object({ coverImage: filePart.describe('the cover photo, below 32 MB') }));

export const activityForm = multipart(
  activityFieldsSchema.extend({
    photos: z
      .array(filePart)
      .optional()
      .describe('photos to add or to replace the old ones with (photoAction), below 32 MB in all'),
  }),
);

export const spellingCategoryForm = multipart(
  z
    .object({
      formValues: z
        .string()
        .describe(
          'JSON: { category, level, order, words: [{ word: "c/a/t", image: <kept key> | null, imageField: <part name> | null }] }',
        ),
    })
    .catchall(filePart.describe('a GIF, in the part a word names as its imageField; at most 32 MB in all')),
);

export const importBody = {
  'text/csv': z
    .string()
    .describe(
      'The file as saved from the SMS or Excel: UTF-8 (with or without BOM) or Shift_JIS (cp932, Excel in Japan), told apart by its bytes; header row first.',
    ),
  'application/json': z.object({
    rows: z.array(z.record(z.string(), z.unknown())).describe('one object per row, keyed by column name'),
  }),
};
