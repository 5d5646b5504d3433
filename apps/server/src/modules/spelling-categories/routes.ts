import { AUTHORITY, idParam, SPELLING_MSG, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import { readMultipart } from '../../storage/index.ts';
import type { SpellingCategoriesService } from './service.ts';
import { docs } from './api-docs.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };
const tags = ['spelling-categories'];

/** formValues (JSON) plus GIF parts; the images may total at most 32 MB. */
const readForm = (req: FastifyRequest) =>
  readMultipart(req, { maxTotalBytes: UPLOAD_LIMIT_BYTES, exclusive: false, tooLargeMessage: SPELLING_MSG.tooLarge });

export const spellingCategoriesRoutes: FastifyPluginAsyncZod<{
  spellingCategories: SpellingCategoriesService;
}> = async (app, { spellingCategories: categories }) => {
  // Teachers read the list too: they pick a category when they set a to-be-checked student's reading.
  app.get(
    '/api/spelling-categories',
    { config: { access: LOGGED_IN }, schema: { ...docs.listSpellingCategories, tags } },
    async (req) => ({
      documents: await categories.list(identityOf(req)),
    }),
  );

  app.get(
    '/api/spelling-categories/:id',
    { config: supervisors, schema: { ...docs.getSpellingCategory, tags, params: idParam } },
    async (req) => ({
      document: await categories.get(identityOf(req), req.params.id),
    }),
  );

  app.post(
    '/api/spelling-categories',
    { config: supervisors, schema: { ...docs.createSpellingCategory, tags, consumes: ['multipart/form-data'] } },
    async (req, reply) => {
      const document = await categories.create(identityOf(req), await readForm(req));
      return reply.code(201).send({ document });
    },
  );

  app.patch(
    '/api/spelling-categories/:id',
    {
      config: supervisors,
      schema: { ...docs.updateSpellingCategory, tags, params: idParam, consumes: ['multipart/form-data'] },
    },
    async (req) => ({ document: await categories.update(identityOf(req), req.params.id, await readForm(req)) }),
  );

  app.delete(
    '/api/spelling-categories/:id',
    { config: supervisors, schema: { ...docs.deleteSpellingCategory, tags, params: idParam } },
    async (req) => ({
      document: await categories.remove(identityOf(req), req.params.id),
    }),
  );
};
