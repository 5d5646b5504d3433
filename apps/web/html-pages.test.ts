import { describe, expect, it } from 'vitest';
import { withPageTemplates } from './html-pages.ts';

describe("index.html's pages for a signed-out visitor (decision 0062)", () => {
  it('puts each page in an inert template by path and language, after the app root', () => {
    const html = withPageTemplates('<body><div id="root"></div>\n  </body>', {
      en: { '/login': '<h1>Log in</h1>' },
      ja: { '/login': '<h1>ログイン</h1>' },
    });
    expect(html).toContain(
      '<div id="root"></div>\n      <template id="page:/login:en"><h1>Log in</h1></template><template id="page:/login:ja"><h1>ログイン</h1></template>\n  </body>',
    );
    expect(() => withPageTemplates('<div></div>', {})).toThrow(/no body/);
  });
});
