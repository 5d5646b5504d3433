import { AUTHORITY, idParam, SPELLING_MSG, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { readMultipart } from '../../storage/index.ts';
import { createSpellingCategoriesService } from './service.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { SpellingCategory } from '../../openapi/records.ts';
import { spellingCategoryForm } from '../../openapi/bodies.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };
const tags = ['spelling-categories'];

/** formValues (JSON) plus GIF parts; the images may total at most 32 MB. */
const readForm = (req: FastifyRequest) =>
  readMultipart(req, { maxTotalBytes: UPLOAD_LIMIT_BYTES, exclusive: false, tooLargeMessage: SPELLING_MSG.tooLarge });

export const spellingCategoriesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage }) => {
  const categories = createSpellingCategoriesService({ db, storage });

  // Teachers read the list too: they pick a category when they set a to-be-checked student's reading.
  app.get('/api/spelling-categories', { config: { access: LOGGED_IN }, schema: { ...operation({ id: 'listSpellingCategories', summary: 'List spelling categories', ok: many(SpellingCategory, 'Every spelling category') }), tags } }, async () => ({
    documents: await categories.list(),
  }));

  app.get('/api/spelling-categories/:id', { config: supervisors, schema: { ...operation({ id: 'getSpellingCategory', summary: 'Get a spelling category', ok: one(SpellingCategory, 'The spelling category') }), tags, params: idParam } }, async (req) => ({
    document: await categories.get(req.params.id),
  }));

  app.post('/api/spelling-categories', { config: supervisors, schema: { ...operation({ id: 'createSpellingCategory', summary: 'Create a spelling category with its word images (multipart)', status: 201, ok: one(SpellingCategory, 'The new spelling category'), errors: [409, 413, 415] }), documentedBody: spellingCategoryForm, tags, consumes: ['multipart/form-data'] } }, async (req, reply) => {
    const document = await categories.create(actorOf(req), await readForm(req));
    return reply.code(201).send({ document });
  });

  app.patch(
    '/api/spelling-categories/:id',
    { config: supervisors, schema: { ...operation({ id: 'updateSpellingCategory', summary: 'Update a spelling category and its word images (multipart)', ok: one(SpellingCategory, 'The spelling category after the change'), errors: [409, 413, 415] }), documentedBody: spellingCategoryForm, tags, params: idParam, consumes: ['multipart/form-data'] } },
    async (req) => ({ document: await categories.update(actorOf(req), req.params.id, await readForm(req)) }),
  );

  app.delete('/api/spelling-categories/:id', { config: supervisors, schema: { ...operation({ id: 'deleteSpellingCategory', summary: 'Delete a spelling category no student reads with', ok: one(SpellingCategory, 'The deleted spelling category'), errors: [409] }), tags, params: idParam } }, async (req) => ({
    document: await categories.remove(actorOf(req), req.params.id),
  }));
};
