import { describe, expect, it } from 'vitest';
import { bootChunks, firstPaintLoader } from './first-paint-loader.ts';

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

type Bundle = Parameters<typeof bootChunks>[0];

async function transform(html: string, bundle?: Bundle): Promise<string> {
  const hook = firstPaintLoader().transformIndexHtml as {
    handler: (html: string, context?: { bundle?: Bundle }) => Promise<string>;
  };
  return hook.handler(html, { bundle });
}

/** A build's output as the hook sees it: chunks with their static and lazy imports. */
function bundleOf(chunks: Record<string, { imports?: string[]; dynamicImports?: string[] }>): Bundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      { type: 'chunk', fileName, imports: c.imports ?? [], dynamicImports: c.dynamicImports ?? [] },
    ]),
  ) as unknown as Bundle;
}

/** The entry importing its parts in turn (src/boot.ts), one of them importing a page lazily. */
const BOOTING = bundleOf({
  'assets/index-abc.js': { imports: ['assets/react-def.js'], dynamicImports: ['assets/i18n-1.js', 'assets/main-2.js'] },
  'assets/i18n-1.js': { imports: ['assets/react-def.js'] },
  'assets/main-2.js': { imports: ['assets/client-3.js', 'assets/react-def.js'], dynamicImports: ['assets/Page-4.js'] },
  'assets/client-3.js': {},
  'assets/react-def.js': {},
  'assets/Page-4.js': {},
});

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

  it('preloads the parts the entry imports in turn and theirs imports, not what they import lazily', async () => {
    expect(bootChunks(BOOTING, '/assets/index-abc.js')).toEqual([
      '/assets/i18n-1.js',
      '/assets/react-def.js',
      '/assets/main-2.js',
      '/assets/client-3.js',
    ]);
    const script = [...(await transform(BUILT, BOOTING)).matchAll(/<script>([\s\S]*?)<\/script>/g)][0]![1]!;
    for (const file of ['i18n-1', 'main-2', 'client-3']) expect(script).toContain(`/assets/${file}.js`);
    expect(script).not.toContain('Page-4');
    // Listed once: the entry's own preload from the HTML is not repeated.
    expect(script.match(/react-def/g)).toHaveLength(1);
  });
});
