import {
  AUTHORITY,
  ROLE,
  SPELLING_CATEGORY_ACTIONS,
  UPLOAD_LIMIT_BYTES,
  type SpellingCategoryDto,
} from '@school-ops/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch as stubFetch, renderWithProviders, type FetchCall } from '../../../test/render.tsx';
import { authStore } from '../../../lib/auth.ts';
import { toastStore } from '../../../lib/status.ts';
import SpellingCategoriesPage from './SpellingCategoriesPage.tsx';
import SpellingCategoryFormPage from './SpellingCategoryFormPage.tsx';
import { aUser } from '../../../test/users.ts';
import { abilities } from '../../../test/abilities.ts';

// Reading files (up to 16 MB here) is slow in happy-dom on a busy machine: wait longer than 1 s.
configure({ asyncUtilTimeout: 10_000 });

const supervisor = aUser({ username: 'sam', name: 'Sam', role: ROLE.supervisor, authority: AUTHORITY.supervisor });

const KEY = 'spelling-00000000-0000-4000-8000-00000000000a.gif';
const existing: SpellingCategoryDto = {
  id: '00000000-0000-4000-8000-0000000000c1',
  category: 'Digraph sh',
  level: 2,
  order: 1,
  words: [
    { word: 'sh/i/p', phonics: ['sh', 'i', 'p'], image: KEY, imageUrl: `/api/files/${KEY}?expires=1&signature=x` },
    { word: 'f/i/sh', phonics: ['f', 'i', 'sh'], image: null, imageUrl: null },
  ],
  can: abilities(SPELLING_CATEGORY_ACTIONS),
};

const GIF_BYTES = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) =>
  c.charCodeAt(0),
);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let calls: FetchCall[] = [];
const mockFetch = (reply: Parameters<typeof stubFetch>[0]) => {
  calls = stubFetch(reply);
};

const renderAt = (path: string) =>
  renderWithProviders(
    [
      { path: '/spelling-categories', element: <SpellingCategoriesPage /> },
      { path: '/spelling-categories/new', element: <SpellingCategoryFormPage /> },
      { path: '/spelling-categories/:id', element: <SpellingCategoryFormPage /> },
    ],
    path,
  );

const writes = () => calls.filter((c) => c.method !== 'GET');
const fileInput = (n: number) => screen.getByLabelText(`GIF picture for word ${n}`) as HTMLInputElement;
const formValuesOf = (call: FetchCall | undefined) =>
  JSON.parse(String((call?.body as FormData).get('formValues'))) as unknown;

beforeEach(() => {
  calls = [];
  authStore.login(supervisor, 'token');
  toastStore.clear();
});
afterEach(() => {
  authStore.logout();
});

describe('spelling category list', { timeout: 30_000 }, () => {
  it('groups categories by level as category (level.order), each linking to its page', async () => {
    mockFetch(() => ({
      body: {
        documents: [
          { ...existing, id: 'a', category: 'Short a', level: 1, order: 1 },
          { ...existing, id: 'b', category: 'Short i', level: 1, order: 2 },
          existing,
        ],
      },
    }));
    renderAt('/spelling-categories');
    const level1 = await screen.findByRole('region', { name: 'Level 1' });
    expect(
      within(level1)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Short a (1.1)2 words', 'Short i (1.2)2 words']);
    const level2 = screen.getByRole('region', { name: 'Level 2' });
    expect(
      within(level2)
        .getByRole('link', { name: /Digraph sh \(2\.1\)/ })
        .getAttribute('href'),
    ).toBe(`/spelling-categories/${existing.id}`);
    expect(screen.getByRole('link', { name: 'New Spelling Category' }).getAttribute('href')).toBe(
      '/spelling-categories/new',
    );
  });
});

// Typing and reading files in happy-dom is slow on a busy machine.
describe('new spelling category', { timeout: 30_000 }, () => {
  it('starts with Basic Data and 5 empty words', () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderAt('/spelling-categories/new');
    expect(screen.getByRole('heading', { name: 'Basic Data' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Words' })).toBeTruthy();
    const rows = screen.getAllByRole('textbox', { name: /^Word \d/ }) as HTMLInputElement[];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.value === '')).toBe(true);
    expect(fileInput(1).accept).toBe('image/gif');
  });

  it('refuses a file that is not a GIF by its content, and sends nothing', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/spelling-categories/new');
    await user.upload(fileInput(1), new File([PNG_BYTES], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('File must be of type GIF.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Category/), 'Short a');
    await user.type(screen.getByLabelText(/^Level/), '1');
    await user.type(screen.getByLabelText(/^Order/), '1');
    for (let n = 5; n >= 2; n--) await user.click(screen.getByRole('button', { name: `Remove word ${n}` }));
    await user.type(screen.getByRole('textbox', { name: /^Word 1/ }), 'c/a/t');
    await user.click(screen.getByRole('button', { name: 'Create Spelling Category' }));
    expect(await screen.findByText('File must be of type GIF.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('refuses more than 32 MB of pictures in total', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/spelling-categories/new');
    const big = new Uint8Array(UPLOAD_LIMIT_BYTES / 2 + 1);
    big.set(GIF_BYTES);
    await user.upload(fileInput(1), new File([big], 'a.gif', { type: 'image/gif' }));
    expect(screen.queryByText('Total size of files must be less than 32MB.')).toBeNull();
    await user.upload(fileInput(2), new File([big], 'b.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Total size of files must be less than 32MB.')).toBeTruthy();
  });

  it('shows the spec messages and sends nothing when fields are missing', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/spelling-categories/new');
    await user.click(screen.getByRole('button', { name: 'Create Spelling Category' }));
    expect(await screen.findByText('category is required')).toBeTruthy();
    expect(screen.getByText('level is required')).toBeTruthy();
    expect(screen.getByText('order is required')).toBeTruthy();
    expect(screen.getAllByText('word is required')).toHaveLength(5);
    expect(writes()).toEqual([]);
  });

  it('sends formValues as JSON plus the GIF as multipart, then shows the list', async () => {
    const created = {
      ...existing,
      id: '00000000-0000-4000-8000-0000000000c2',
      category: 'Short a',
      level: 1,
      order: 3,
    };
    mockFetch((c) =>
      c.method === 'POST' ? { status: 201, body: { document: created } } : { body: { documents: [created] } },
    );
    const user = userEvent.setup();
    const router = renderAt('/spelling-categories/new');
    await user.type(screen.getByLabelText(/^Category/), 'Short a');
    await user.type(screen.getByLabelText(/^Level/), '1');
    await user.type(screen.getByLabelText(/^Order/), '3');
    for (let n = 5; n >= 3; n--) await user.click(screen.getByRole('button', { name: `Remove word ${n}` }));
    await user.type(screen.getByRole('textbox', { name: /^Word 1/ }), 'c / a / t');
    await user.type(screen.getByRole('textbox', { name: /^Word 2/ }), 'h/a/t');
    const gif = new File([GIF_BYTES], 'cat.gif', { type: 'image/gif' });
    await user.upload(fileInput(1), gif);
    await user.click(screen.getByRole('button', { name: 'Create Spelling Category' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/spelling-categories'));
    const [post] = writes();
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/api/spelling-categories');
    expect(post?.body).toBeInstanceOf(FormData);
    expect(formValuesOf(post)).toEqual({
      category: 'Short a',
      level: 1,
      order: 3,
      words: [
        { word: 'c/a/t', image: null, imageField: 'image0' },
        { word: 'h/a/t', image: null },
      ],
    });
    const part = (post?.body as FormData).get('image0') as File;
    expect(part.name).toBe('cat.gif');
    expect(part.size).toBe(GIF_BYTES.length);
  });
});

describe('editing a spelling category', { timeout: 30_000 }, () => {
  it('shows the current picture and keeps it when saving', async () => {
    mockFetch((c) => ({
      body: { document: c.method === 'PATCH' ? { ...existing, category: 'Digraph sh words' } : existing },
    }));
    const user = userEvent.setup();
    renderAt(`/spelling-categories/${existing.id}`);
    expect(await screen.findByRole('heading', { name: 'Digraph sh (2.1)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture for ship' }).getAttribute('src')).toBe(existing.words[0]?.imageUrl);
    const category = screen.getByLabelText(/^Category/);
    await user.clear(category);
    await user.type(category, 'Digraph sh words');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [patch] = writes();
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url).toBe(`/api/spelling-categories/${existing.id}`);
    expect(formValuesOf(patch)).toEqual({
      category: 'Digraph sh words',
      level: 2,
      order: 1,
      words: [
        { word: 'sh/i/p', image: KEY },
        { word: 'f/i/sh', image: null },
      ],
    });
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toEqual(['Spelling category saved']));
  });

  it("follows a word's message as it changes from one problem to another, and sends nothing", async () => {
    mockFetch(() => ({ body: { document: existing } }));
    const user = userEvent.setup();
    renderAt(`/spelling-categories/${existing.id}`);
    const word2 = await screen.findByRole('textbox', { name: /^Word 2/ });
    await user.clear(word2);
    await user.type(word2, ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('word is required')).toBeTruthy();
    // Still wrong, for another reason: the message says the new one.
    await user.type(word2, '/');
    expect(
      await screen.findByText("each phonic needs letters: separate phonics with a single '/' (e.g. sh/i/p)"),
    ).toBeTruthy();
    expect(screen.queryByText('word is required')).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it('deletes after confirmation and shows a refusal from the server', async () => {
    mockFetch((c) =>
      c.method === 'DELETE'
        ? { status: 409, body: { statusCode: 409, message: 'Digraph sh cannot be deleted: 1 student reads with it.' } }
        : { body: { document: existing } },
    );
    const user = userEvent.setup();
    renderAt(`/spelling-categories/${existing.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete spelling category' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toEqual([
        'Digraph sh cannot be deleted: 1 student reads with it.',
      ]),
    );
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE /api/spelling-categories/${existing.id}`]);
  });
});
