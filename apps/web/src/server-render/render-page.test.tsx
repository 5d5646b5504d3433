import { AUTHORITY, ROLE, type BookDto, type FirstPaintApiCall, type FirstPaintRequest } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/users.ts';
import { renderPage } from './render-page.tsx';

/** A book of `level`, as GET /books answers it. */
function aBook(name: string, level: number, order = 1): BookDto {
  return {
    id: `00000000-0000-4000-8000-${String(level * 100 + order).padStart(12, '0')}`,
    name,
    level,
    order,
    part: null,
    wordCount: 100 + order,
    keyWords: [],
    questions: [],
    coverImage: null,
    signedUrlCoverImage: null,
    can: { edit: true, delete: true },
  };
}

const request = (overrides: Partial<FirstPaintRequest> = {}): FirstPaintRequest => ({
  path: '/books',
  search: '',
  user: aUser({ authority: AUTHORITY.supervisor, role: ROLE.supervisor }),
  token: 'token-of-the-supervisor',
  filter: { schoolName: 'Ikejiri', className: 'all', date: '2026-11-24' },
  width: 412,
  height: 823,
  fieldSizing: true,
  origin: 'https://school.example',
  ...overrides,
});

/** An API answering GET /api/books with `books` after `delay` ms, recording who asked. */
function booksApi(books: BookDto[], delay = 0) {
  const asked: { url: string; authorization: string | null }[] = [];
  const call: FirstPaintApiCall = async (url, init) => {
    asked.push({ url, authorization: new Headers(init.headers).get('authorization') });
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (url !== '/api/books') return new Response('{}', { status: 404 });
    return Response.json({ documents: books });
  };
  return { call, asked };
}

describe('renderPage (the server’s first paint, decision 0052)', () => {
  it('renders the page with the app’s components and the data it read with the visitor’s token', async () => {
    const api = booksApi([aBook('Brown Bear', 1), aBook('Green Eggs', 2)]);
    const page = await renderPage(request(), api.call);
    expect(page).not.toBeNull();
    expect(page!.html).toContain('<h1');
    expect(page!.html).toContain('Books');
    expect(page!.html).toContain('Level 1');
    expect(page!.html).toContain('Brown Bear');
    expect(page!.css).toMatch(/\.css-[\w-]+\{/);
    expect(page!.language).toBe('en');
    expect(JSON.stringify(page!.state)).toContain('Brown Bear');
    expect(api.asked).toEqual([{ url: '/api/books', authorization: 'Bearer token-of-the-supervisor' }]);
  });

  it('renders the first screen’s parts and stands in for the rest, as the browser’s first commit does', async () => {
    const levels = Array.from({ length: 6 }, (_, i) =>
      Array.from({ length: 8 }, (_, j) => aBook(`Book ${i + 1}.${j + 1}`, i + 1, j + 1)),
    ).flat();
    const page = await renderPage(request({ height: 400 }), booksApi(levels).call);
    expect(page!.html).toContain('Book 1.8');
    expect(page!.html).not.toContain('Book 6.1');
    expect(page!.html).toMatch(/data-near-view="[^"]+"/);
  });

  it('keeps two visitors’ renders apart, each with its own reads, person and language', async () => {
    const supervisor = booksApi([aBook('Only For Supervisor', 1)], 30);
    const japanese = booksApi([aBook('Only For Japanese', 1)], 5);
    const [a, b] = await Promise.all([
      renderPage(request(), supervisor.call),
      renderPage(
        request({ user: aUser({ id: '00000000-0000-4000-8000-000000000002', language: 'ja' }), token: 'token-b' }),
        japanese.call,
      ),
    ]);
    expect(a!.html).toContain('Only For Supervisor');
    expect(a!.html).not.toContain('Only For Japanese');
    expect(a!.language).toBe('en');
    expect(b!.html).toContain('Only For Japanese');
    expect(b!.html).not.toContain('Only For Supervisor');
    expect(b!.language).toBe('ja');
    expect(b!.html).toContain('本');
    expect(supervisor.asked.map((r) => r.authorization)).toEqual(['Bearer token-of-the-supervisor']);
    expect(japanese.asked.map((r) => r.authorization)).toEqual(['Bearer token-b']);
  });

  it('renders nothing for a screen the person may not open, an id that is none, or credentials to set', async () => {
    const partTimer = aUser({ authority: AUTHORITY.user, role: ROLE.partTimeTeacher });
    const api = booksApi([]);
    expect(await renderPage(request({ path: '/users', user: partTimer }), api.call)).toBeNull();
    expect(await renderPage(request({ path: '/books/not-a-book' }), api.call)).toBeNull();
    expect(await renderPage(request({ path: '/me/update-credentials' }), api.call)).toBeNull();
    expect(await renderPage(request({ user: aUser({ shouldSetCredentials: true }) }), api.call)).toBeNull();
    expect(await renderPage(request({ path: '/login' }), api.call)).toBeNull();
    expect(api.asked).toEqual([]);
  });
});
