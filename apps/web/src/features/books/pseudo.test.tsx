import { BOOK_ACTIONS, type BookDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilities } from '../../test/abilities.ts';
import { describePseudoScreens, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import BookFormPage from './pages/BookFormPage.tsx';
import BooksPage from './pages/BooksPage.tsx';

const map: BookDto = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Sam and the Map',
  level: 2,
  order: 1,
  part: 3,
  wordCount: 110,
  keyWords: [{ word: 'map', page: 2, hint: null }],
  questions: [{ question: 'What did Sam find?', page: 2, hint: 'Look in the box.' }],
  coverImage: 'cover-1.jpg',
  signedUrlCoverImage: '/api/files/cover-1.jpg?signature=x',
  can: abilities(BOOK_ACTIONS),
};
const cat: BookDto = {
  ...map,
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'The Big Cat',
  level: 1,
  order: 2,
  part: null,
  wordCount: 48,
  keyWords: [],
  questions: [],
  coverImage: null,
  signedUrlCoverImage: null,
};

const api = (books: BookDto[]) => () => {
  mockFetch(({ url }) => {
    const one = books.find((b) => url === `/api/books/${b.id}`);
    return { body: one ? { document: one } : { documents: books } };
  });
};

/** The edit page's back link is marked before the book arrives: wait for its form. */
const loaded = async () => {
  await screen.findByRole('form');
};
const openDelete = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /Delete Book/ }));
  await screen.findByRole('dialog');
};
const saveEmpty = async () => {
  // A half-filled key word row, and nothing else: every field's message, and the row's.
  await userEvent.type(screen.getAllByRole('textbox', { name: /Hint/ })[0]!, 'x');
  await userEvent.click(screen.getByRole('button', { name: /Save/ }));
  // The name field's message names it by the field's own label (the form kit's).
  await screen.findByText(/⟦⟦Name⟧ is required⟧/);
};
const chooseHugeCover = async () => {
  await loaded();
  const file = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: 40 * 1024 * 1024 });
  await userEvent.upload(screen.getByLabelText(/cover image/), file);
  await screen.findByText(/megabyte/);
};

// A question's text is in its (multi-line) box, the book's data.
const DATA = ['Sam and the Map (2.1.3)', 'The Big Cat (1.2)', 'What did Sam find?'];

const SCREENS: PseudoScreen[] = [
  { name: 'the books list with rows', path: '/books', page: <BooksPage />, arrange: api([map, cat]), data: DATA },
  { name: 'the books list, empty', path: '/books', page: <BooksPage />, arrange: api([]) },
  { name: 'a new book', path: '/books/new', route: '/books/new', page: <BookFormPage /> },
  {
    name: 'a new book with its messages',
    path: '/books/new',
    route: '/books/new',
    page: <BookFormPage />,
    act: saveEmpty,
  },
  {
    name: 'a book with cover, key words and questions',
    path: `/books/${map.id}`,
    route: '/books/:id',
    page: <BookFormPage />,
    arrange: api([map]),
    act: loaded,
    data: DATA,
  },
  {
    name: 'a book with no key words, questions or cover',
    path: `/books/${cat.id}`,
    route: '/books/:id',
    page: <BookFormPage />,
    arrange: api([cat]),
    act: loaded,
    data: DATA,
  },
  {
    name: 'a cover too large',
    path: `/books/${cat.id}`,
    route: '/books/:id',
    page: <BookFormPage />,
    arrange: api([cat]),
    act: chooseHugeCover,
    data: DATA,
  },
  {
    name: 'the delete dialog',
    path: `/books/${map.id}`,
    route: '/books/:id',
    page: <BookFormPage />,
    arrange: api([map]),
    act: openDelete,
    data: DATA,
  },
];

describePseudoScreens('books', SCREENS);
