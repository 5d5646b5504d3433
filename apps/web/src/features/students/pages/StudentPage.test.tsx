import { STUDENT_ACTIONS, STUDENT_MSG, type StudentDto } from '@school-ops/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/status.ts';
import StudentPage from './StudentPage.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { abilities } from '../../../test/abilities.ts';

const BOOK = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Frog and Toad', level: 2, order: 3, part: null };
const student: StudentDto = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Ken Sato',
  grade: 'E2',
  smsId: 1001,
  photo: null,
  signedUrlPhoto: null,
  remarks: null,
  comments: 'Mixes up b and d.',
  notesUrl: 'https://notes.example.test/1001',
  reading: {
    stage: 1,
    timesRead: 1,
    abc: { stage: 'uppercaseAbcs', letters: 5, oldProgression: false },
    spellingCategory: null,
    book: null,
    nonSystemBook: null,
  },
  can: abilities(STUDENT_ACTIONS),
};

let patches: unknown[];

beforeEach(() => {
  patches = [];
  toastStore.clear();
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    if (path === '/api/books') return new Response(JSON.stringify({ documents: [BOOK] }), { status: 200 });
    if (path === '/api/spelling-categories') return new Response(JSON.stringify({ documents: [] }), { status: 200 });
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { reading: { stage: 0 | 1 | 2 | 3 | 4; bookId: string | null } };
      patches.push(body);
      const reading = { ...student.reading, ...body.reading, book: body.reading.bookId === BOOK.id ? BOOK : null };
      return new Response(JSON.stringify({ document: { ...student, reading } }), { status: 200 });
    }
    return new Response(JSON.stringify({ document: student }), { status: 200 });
  }) as typeof fetch;
});
afterEach(cleanup);

function renderStudent() {
  renderWithProviders([{ path: '/students/:id', element: <StudentPage /> }], `/students/${student.id}`);
}

it('shows the student, the notes link, comments and the empty photo text', async () => {
  renderStudent();
  expect(await screen.findByRole('heading', { name: 'Ken Sato' })).toBeTruthy();
  const notes = screen.getByRole('link', { name: /Notes/ });
  expect(notes.getAttribute('href')).toBe('https://notes.example.test/1001');
  expect(notes.getAttribute('target')).toBe('_blank');
  expect(screen.getByText('Mixes up b and d.')).toBeTruthy();
  expect(screen.getByText('No photo uploaded yet.')).toBeTruthy();
  const input = screen.getByLabelText('Upload photo');
  expect(input.getAttribute('type')).toBe('file');
  expect(input.getAttribute('accept')).toBe('image/*');
});

it('shows only the fields of the chosen stage', async () => {
  const user = userEvent.setup();
  renderStudent();
  const form = within(await screen.findByRole('form', { name: 'Student reading' }));
  expect(form.getByLabelText('ABC stage')).toBeTruthy();
  expect(form.getByLabelText('ABC letters')).toBeTruthy();
  expect(form.getByLabelText('Old Progression')).toBeTruthy();
  expect(form.queryByLabelText(/^Book/)).toBeNull();

  await user.selectOptions(form.getByLabelText('Stage'), 'Spelling and Blending');
  expect(form.getByLabelText(/Spelling Category/)).toBeTruthy();
  expect(form.queryByLabelText('ABC stage')).toBeNull();
  // No spelling categories at the school yet: the form says so.
  expect(await form.findByText('There are no spelling categories yet.')).toBeTruthy();

  await user.selectOptions(form.getByLabelText('Stage'), 'Non-System Book');
  expect(form.getByLabelText(/Book Name/)).toBeTruthy();
  expect(form.queryByLabelText(/Spelling Category/)).toBeNull();

  await user.selectOptions(form.getByLabelText('Stage'), 'To Be Checked');
  expect(form.getByLabelText(/Times Read/)).toBeTruthy();
  expect(form.queryByLabelText(/Book Name/)).toBeNull();
  expect(form.queryByLabelText('ABC stage')).toBeNull();
});

it('requires a book on the book stage, then saves the reading', async () => {
  const user = userEvent.setup();
  renderStudent();
  const form = within(await screen.findByRole('form', { name: 'Student reading' }));
  await user.selectOptions(form.getByLabelText('Stage'), 'Book');
  await user.click(form.getByRole('button', { name: 'Submit' }));
  expect(await form.findByText(STUDENT_MSG.bookRequired)).toBeTruthy();
  expect(patches).toEqual([]);

  await user.selectOptions(await form.findByLabelText(/^Book/), 'Frog and Toad (2.3)');
  await user.clear(form.getByLabelText(/Times Read/));
  await user.click(form.getByRole('button', { name: 'Submit' }));
  expect(await form.findByText(STUDENT_MSG.timesReadRequired)).toBeTruthy();
  await user.type(form.getByLabelText(/Times Read/), '3');
  await user.click(form.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(patches).toHaveLength(1));
  expect(patches[0]).toEqual({
    reading: {
      stage: 3,
      timesRead: 3,
      abc: { stage: 'uppercaseAbcs', letters: 5, oldProgression: false },
      spellingCategoryId: null,
      bookId: BOOK.id,
      nonSystemBook: null,
    },
  });
  await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('student reading saved'));
});
