import { AUTHORITY, createBookSchema, idParam, updateBookSchema, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { readMultipart } from '../../storage/index.ts';
import { createBooksService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { Book } from '../../openapi/records.ts';
import { bookCoverForm } from '../../openapi/bodies.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };
const tags = ['books'];

/** Spec section 9: a photo upload must stay below 32 MB. */
export const COVER_TOO_LARGE = 'total photo size exceeds 32 megabyte limit';

export const booksRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage, changes }) => {
  const books = createBooksService({ db, storage, changes });

  // Teachers read the list too: they pick a book when they set a to-be-checked student's reading.
  app.get('/api/books', { config: { access: LOGGED_IN }, schema: { ...operation({ id: 'listBooks', summary: 'List books', ok: many(Book, 'Every book') }), tags } }, async (_req, reply) =>
    sendJsonText(reply, await books.listJson()),
  );

  app.post('/api/books', { config: supervisors, schema: { ...operation({ id: 'createBook', summary: 'Create a book', status: 201, ok: one(Book, 'The new book'), errors: [409] }), tags, body: createBookSchema } }, async (req, reply) =>
    reply.code(201).send({ document: await books.create(actorOf(req), req.body) }),
  );

  app.get('/api/books/:id', { config: supervisors, schema: { ...operation({ id: 'getBook', summary: 'Get a book', ok: one(Book, 'The book') }), tags, params: idParam } }, async (req) => ({
    document: await books.get(req.params.id),
  }));

  app.patch('/api/books/:id', { config: supervisors, schema: { ...operation({ id: 'updateBook', summary: 'Update a book', ok: one(Book, 'The book after the change'), errors: [409] }), tags, params: idParam, body: updateBookSchema } }, async (req) => ({
    document: await books.update(actorOf(req), req.params.id, req.body),
  }));

  app.delete('/api/books/:id', { config: supervisors, schema: { ...operation({ id: 'deleteBook', summary: 'Delete a book no student is reading', ok: one(Book, 'The deleted book'), errors: [409] }), tags, params: idParam } }, async (req) => ({
    document: await books.remove(actorOf(req), req.params.id),
  }));

  app.patch('/api/books/:id/image', { config: supervisors, schema: { ...operation({ id: 'replaceBookCover', summary: 'Replace a book\'s cover image (multipart)', ok: one(Book, 'The book with its new cover'), errors: [413, 415] }), documentedBody: bookCoverForm, tags, params: idParam } }, async (req) => {
    const { files } = await readMultipart(req, {
      maxTotalBytes: UPLOAD_LIMIT_BYTES,
      exclusive: true,
      tooLargeMessage: COVER_TOO_LARGE,
    });
    return { document: await books.replaceCover(actorOf(req), req.params.id, files) };
  });
};
