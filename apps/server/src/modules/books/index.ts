// The books feature's public surface: other features use these, never its other files.
export { booksRoutes } from './routes.ts';
export { createBooksService, type BooksService } from './service.ts';
export { presentBook, presentBooks } from './presenter.ts';
export { bookExists, booksForJoins, countBooks, findBook, insertBook, listBookIds, listBooks } from './repository.ts';
