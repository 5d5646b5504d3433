import { describe, expect, it } from 'vitest';
import { renderHtmlPages } from './html-pages.tsx';

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe("a signed-out visitor's pages for index.html (decision 0062)", () => {
  it('renders the sign-in page and the status pages in each language', async () => {
    const en = await renderHtmlPages('en');
    expect(Object.keys(en).sort()).toEqual(['/login', '/logout/expired', '/not-found', '/unauthorized']);
    expect(heading(en['/login']!)).toBe('Log in');
    expect(en['/login']).toContain('name="username"');
    expect(heading(en['/not-found']!)).toBe('page not found');
    expect(heading(en['/logout/expired']!)).toBe('Your session has expired! Please log in again.');
    expect(en['/logout/expired']).toContain('href="/login"');

    const ja = await renderHtmlPages('ja');
    expect(heading(ja['/login']!)).toBe('ログイン');
    expect(heading(ja['/unauthorized']!)).toBe('このページを表示する権限がありません');
    // The status pages are not hydrated: no markers of React's for it.
    expect(ja['/not-found']).not.toContain('<!--');
  });
});
