import { many, one, operation } from '../../openapi/responses.ts';
import { SpellingCategory } from '../../openapi/records.ts';
import { spellingCategoryForm } from '../../openapi/bodies.ts';

/** How the spelling-categories routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listSpellingCategories: operation({
    id: 'listSpellingCategories',
    summary: 'List spelling categories',
    ok: many(SpellingCategory, 'Every spelling category'),
  }),
  getSpellingCategory: operation({
    id: 'getSpellingCategory',
    summary: 'Get a spelling category',
    ok: one(SpellingCategory, 'The spelling category'),
  }),
  createSpellingCategory: operation({
    id: 'createSpellingCategory',
    summary: 'Create a spelling category with its word images (multipart)',
    status: 201,
    ok: one(SpellingCategory, 'The new spelling category'),
    errors: [409, 413, 415, 429, 503],
    body: spellingCategoryForm,
  }),
  updateSpellingCategory: operation({
    id: 'updateSpellingCategory',
    summary: 'Update a spelling category and its word images (multipart)',
    ok: one(SpellingCategory, 'The spelling category after the change'),
    errors: [409, 413, 415, 429, 503],
    body: spellingCategoryForm,
  }),
  deleteSpellingCategory: operation({
    id: 'deleteSpellingCategory',
    summary: 'Delete a spelling category no student reads with',
    ok: one(SpellingCategory, 'The deleted spelling category'),
    errors: [409],
  }),
};
