import { AUTHORITY, BOOK_ACTIONS, ROLE, type BookDto } from '@school-ops/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch as stubFetch, renderWithProviders, type FetchCall } from '../../../test/render.tsx';
import { authStore } from '../../../lib/auth.ts';
import { toastStore } from '../../../lib/status.ts';
import BookFormPage from './BookFormPage.tsx';
import BooksPage from './BooksPage.tsx';
import { aUser } from '../../../test/users.ts';
import { abilities } from '../../../test/abilities.ts';

const supervisor = aUser({ username: 'sam', name: 'Sam', role: ROLE.supervisor, authority: AUTHORITY.supervisor });

const book: BookDto = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Sam and the Map',
  level: 2,
  order: 1,
  part: 3,
  wordCount: 110,
  keyWords: [{ word: 'map', page: 2, hint: null }],
  questions: [{ question: 'What did Sam find?', page: 2, hint: 'Look in the box.' }],
  coverImage: null,
  signedUrlCoverImage: null,
  can: abilities(BOOK_ACTIONS),
};

let calls: FetchCall[] = [];
const mockFetch = (reply: Parameters<typeof stubFetch>[0]) => {
  calls = stubFetch(reply);
};

const renderAt = (path: string) =>
  renderWithProviders(
    [
      { path: '/books', element: <BooksPage /> },
      { path: '/books/new', element: <BookFormPage /> },
      { path: '/books/:id', element: <BookFormPage /> },
    ],
    path,
  );

const writes = () => calls.filter((c) => c.method !== 'GET');
const row = (name: string) => screen.getByRole('group', { name });

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'The Big Cat');
  await user.type(screen.getByLabelText(/^Word Count/), '48');
  await user.type(screen.getByLabelText(/^Level/), '1');
  await user.type(screen.getByLabelText(/^Order/), '2');
}

beforeEach(() => {
  calls = [];
  authStore.login(supervisor, 'token');
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  authStore.logout();
});

describe('new book form', () => {
  it('starts with 5 key word rows and 3 question rows (a few at a time), and no cover upload', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderAt('/books/new');
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Key word \d$/ })).toHaveLength(5));
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(3);
    expect(screen.queryByLabelText(/cover image/i)).toBeNull();
  });

  it('adds and removes rows', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/books/new');
    await user.click(screen.getByRole('button', { name: 'Add key word' }));
    expect(screen.getAllByRole('group', { name: /^Key word \d$/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(2);
  });

  it('shows the messages of docs/product.md §5 and sends nothing', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/books/new');
    await user.type(screen.getByLabelText(/^Level/), '100');
    // Key word 3 half filled: a word and no page. Rows 1, 2, 4, 5 stay empty.
    await user.type(within(row('Key word 3')).getByLabelText('Word'), 'cat');
    await user.type(within(row('Question 2')).getByLabelText('Page'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('name is required')).toBeTruthy();
    expect(screen.getByText('word count is required')).toBeTruthy();
    expect(screen.getByText('level must be between 1 and 99')).toBeTruthy();
    expect(screen.getByText('order is required')).toBeTruthy();
    // The message sits under the row the teacher half filled, not under an empty one.
    expect(within(row('Key word 3')).getByText('each key word needs a word and a page')).toBeTruthy();
    expect(within(row('Key word 1')).queryByText('each key word needs a word and a page')).toBeNull();
    expect(within(row('Question 2')).getByText('each question needs a question and a page')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('drops rows left completely empty and creates the book', async () => {
    const created = { ...book, id: '00000000-0000-4000-8000-0000000000b2', name: 'The Big Cat' };
    mockFetch((c) =>
      c.method === 'POST' ? { status: 201, body: { document: created } } : { body: { document: created } },
    );
    const user = userEvent.setup();
    const router = renderAt('/books/new');
    await fillBasics(user);
    await user.type(within(row('Key word 2')).getByLabelText('Word'), 'cat');
    await user.type(within(row('Key word 2')).getByLabelText('Page'), '2');
    await user.type(within(row('Key word 2')).getByLabelText('Hint (optional)'), 'Point at it.');
    await user.type(within(row('Question 1')).getByLabelText('Question'), 'Where did the cat sit?');
    await user.type(within(row('Question 1')).getByLabelText('Page'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/books/${created.id}`));
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/books',
        body: {
          name: 'The Big Cat',
          wordCount: 48,
          level: 1,
          order: 2,
          part: null,
          keyWords: [{ word: 'cat', page: 2, hint: 'Point at it.' }],
          questions: [{ question: 'Where did the cat sit?', page: 4, hint: null }],
        },
      },
    ]);
    expect(toastStore.get().map((t) => t.message)).toContain('Book created');
  });
});

describe('existing book', () => {
  it('shows the book, saves changes and offers the cover upload', async () => {
    mockFetch((c) => ({ body: { document: c.method === 'PATCH' ? { ...book, ...(c.body as object) } : book } }));
    const user = userEvent.setup();
    renderAt(`/books/${book.id}`);
    expect(await screen.findByRole('heading', { name: 'Sam and the Map (2.1.3)' })).toBeTruthy();
    expect(screen.getByText('No cover image uploaded yet.')).toBeTruthy();
    const file = screen.getByLabelText('Choose a cover image') as HTMLInputElement;
    expect(file.type).toBe('file');
    expect(file.accept).toBe('image/*');

    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Sam and the Big Map');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      url: `/api/books/${book.id}`,
      body: { name: 'Sam and the Big Map', part: 3 },
    });
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('Book saved'));
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const refusal = 'this book is the reading book of 3 students; change their reading first';
    mockFetch((c) =>
      c.method === 'DELETE'
        ? { status: 409, body: { statusCode: 409, message: refusal } }
        : { body: { document: book } },
    );
    const user = userEvent.setup();
    const router = renderAt(`/books/${book.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Book' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Sam and the Map (2.1.3)? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toEqual([refusal]));
    expect(router.state.location.pathname).toBe(`/books/${book.id}`);
  });
});

describe('books list', () => {
  it("groups books under 'Level N' as 'name (level.order[.part])'", async () => {
    const books: BookDto[] = [
      { ...book, id: '00000000-0000-4000-8000-0000000000c1', name: 'The Big Cat', level: 1, order: 2, part: null },
      book,
    ];
    mockFetch(() => ({ body: { documents: books } }));
    renderAt('/books');
    // Each level's rows render as the level comes near the view, or when the browser is idle (NearView).
    const level1 = await screen.findByRole('region', { name: 'Level 1' });
    expect((await within(level1).findByRole('link', { name: /The Big Cat \(1\.2\)/ })).getAttribute('href')).toBe(
      `/books/${books[0]!.id}`,
    );
    const level2 = screen.getByRole('region', { name: 'Level 2' });
    expect(await within(level2).findByRole('link', { name: /Sam and the Map \(2\.1\.3\)/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Book' }).getAttribute('href')).toBe('/books/new');
  });
});
