import { AUTHORITY, createBookSchema, idParam, updateBookSchema, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import { readMultipart } from '../../storage/index.ts';
import type { BooksService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };
const tags = ['books'];

/** docs/product.md §9: a photo upload must stay below 32 MB. */
export const COVER_TOO_LARGE = 'total photo size exceeds 32 megabyte limit';

export const booksRoutes: FastifyPluginAsyncZod<{ books: BooksService }> = async (app, { books }) => {
  // Teachers read the list too: they pick a book when they set a to-be-checked student's reading.
  app.get('/api/books', { config: { access: LOGGED_IN }, schema: { ...docs.listBooks, tags } }, async (req, reply) =>
    sendJsonText(reply, await books.listJson(identityOf(req))),
  );

  app.post(
    '/api/books',
    { config: supervisors, schema: { ...docs.createBook, tags, body: createBookSchema } },
    async (req, reply) => reply.code(201).send({ document: await books.create(identityOf(req), req.body) }),
  );

  app.get(
    '/api/books/:id',
    { config: supervisors, schema: { ...docs.getBook, tags, params: idParam } },
    async (req) => ({
      document: await books.get(identityOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/books/:id',
    { config: supervisors, schema: { ...docs.updateBook, tags, params: idParam, body: updateBookSchema } },
    async (req) => ({
      document: await books.update(identityOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/books/:id',
    { config: supervisors, schema: { ...docs.deleteBook, tags, params: idParam } },
    async (req) => ({
      document: await books.remove(identityOf(req), req.params.id),
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
      return { document: await books.replaceCover(identityOf(req), req.params.id, files) };
    },
  );
};
