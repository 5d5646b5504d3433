import { many, one, operation } from '../../openapi/responses.ts';
import { Book } from '../../openapi/records.ts';
import { bookCoverForm } from '../../openapi/bodies.ts';

/** How the books routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listBooks: operation({
    id: 'listBooks',
    summary: 'List books',
    ok: many(Book, 'Every book'),
  }),
  createBook: operation({
    id: 'createBook',
    summary: 'Create a book',
    status: 201,
    ok: one(Book, 'The new book'),
    errors: [409],
  }),
  getBook: operation({
    id: 'getBook',
    summary: 'Get a book',
    ok: one(Book, 'The book'),
  }),
  updateBook: operation({
    id: 'updateBook',
    summary: 'Update a book',
    ok: one(Book, 'The book after the change'),
    errors: [409],
  }),
  deleteBook: operation({
    id: 'deleteBook',
    summary: 'Delete a book no student is reading',
    ok: one(Book, 'The deleted book'),
    errors: [409],
  }),
  replaceBookCover: operation({
    id: 'replaceBookCover',
    summary: "Replace a book's cover image (multipart)",
    ok: one(Book, 'The book with its new cover'),
    errors: [413, 415, 429, 503],
    body: bookCoverForm,
  }),
};
