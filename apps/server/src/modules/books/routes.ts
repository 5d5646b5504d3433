import { AUTHORITY, createBookSchema, idParam, updateBookSchema, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { readMultipart } from '../../storage/index.ts';
import { createBooksService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };
const tags = ['books'];

/** docs/product.md §9: a photo upload must stay below 32 MB. */
export const COVER_TOO_LARGE = 'total photo size exceeds 32 megabyte limit';

export const booksRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage, images, changes }) => {
  const books = createBooksService({ db, storage, images, changes });

  // Teachers read the list too: they pick a book when they set a to-be-checked student's reading.
  app.get('/api/books', { config: { access: LOGGED_IN }, schema: { ...docs.listBooks, tags } }, async (_req, reply) =>
    sendJsonText(reply, await books.listJson()),
  );

  app.post(
    '/api/books',
    { config: supervisors, schema: { ...docs.createBook, tags, body: createBookSchema } },
    async (req, reply) => reply.code(201).send({ document: await books.create(actorOf(req), req.body) }),
  );

  app.get(
    '/api/books/:id',
    { config: supervisors, schema: { ...docs.getBook, tags, params: idParam } },
    async (req) => ({
      document: await books.get(req.params.id),
    }),
  );

  app.patch(
    '/api/books/:id',
    { config: supervisors, schema: { ...docs.updateBook, tags, params: idParam, body: updateBookSchema } },
    async (req) => ({
      document: await books.update(actorOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/books/:id',
    { config: supervisors, schema: { ...docs.deleteBook, tags, params: idParam } },
    async (req) => ({
      document: await books.remove(actorOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/books/:id/image',
    { config: supervisors, schema: { ...docs.replaceBookCover, tags, params: idParam } },
    async (req) => {
      const { files } = await readMultipart(req, {
        maxTotalBytes: UPLOAD_LIMIT_BYTES,
        exclusive: true,
        tooLargeMessage: COVER_TOO_LARGE,
      });
      return { document: await books.replaceCover(actorOf(req), req.params.id, files) };
    },
  );
};
