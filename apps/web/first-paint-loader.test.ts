import { describe, expect, it } from 'vitest';
import { firstPaintLoader } from './first-paint-loader.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>School Ops</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

async function transform(html: string): Promise<string> {
  const hook = firstPaintLoader().transformIndexHtml as { handler: (html: string) => Promise<string> };
  return hook.handler(html);
}

describe('the first-paint loader in index.html (decisions 0052, 0054)', () => {
  it('replaces the entry and its preloads with one inline script, in the head before the stylesheet', async () => {
    const html = await transform(BUILT);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('rel="modulepreload"');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    // A script after a stylesheet waits for it: the server's page is asked for before the stylesheet is in.
    expect(script.index).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(script.index).toBeGreaterThan(html.indexOf('</title>'));
    expect(script[1]).toContain('/assets/index-abc.js');
    expect(script[1]).toContain('/assets/react-def.js');
  });

  it('refuses a page without a title to put it after, rather than leave the app unloaded', async () => {
    await expect(transform(BUILT.replace('<title>School Ops</title>', ''))).rejects.toThrow(/title/);
  });
});
