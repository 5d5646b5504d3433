import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

const LOADER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/first-paint/loader.ts');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The app's entry and its modules as Vite wrote them into index.html, taken out of it. */
export function takeAppScripts(html: string): { html: string; entry: string; preload: string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry to load');
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(PRELOAD, ''), entry, preload };
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * What the entry imports at once, lazily, to evaluate it a part at a time (src/boot.ts, decision 0060): its dynamic
 * imports and their static imports, as paths from the site's root. Preloaded with the entry, they cost no round
 * trip of their own.
 */
export function bootChunks(bundle: Bundle | undefined, entry: string): string[] {
  const byFile = new Map(Object.values(bundle ?? {}).map((out) => [out.fileName, out]));
  const entryChunk = byFile.get(entry.replace(/^\//, ''));
  if (!entryChunk || entryChunk.type !== 'chunk') return [];
  const found = new Set<string>();
  const add = (file: string) => {
    const chunk = byFile.get(file);
    if (found.has(file) || !chunk || chunk.type !== 'chunk') return;
    found.add(file);
    chunk.imports.forEach(add);
  };
  entryChunk.dynamicImports.forEach(add);
  return [...found].map((file) => `/${file}`);
}

/** The loader (src/first-paint/loader.ts) as one minified script that loads these modules. */
async function loaderScript(entry: string, preload: string[]): Promise<string> {
  const result = await build({
    input: 'first-paint-loader',
    write: false,
    plugins: [
      {
        name: 'loader-input',
        resolveId: (id) => (id === 'first-paint-loader' ? id : null),
        load: (id) =>
          id === 'first-paint-loader'
            ? `import { load } from ${JSON.stringify(LOADER)};\nload(${JSON.stringify({ entry, preload })});`
            : null,
      },
    ],
    output: { format: 'iife', minify: true },
    logLevel: 'silent',
  });
  return result.output[0].code.trim();
}

/**
 * index.html's first script is the loader, inline in its head (decisions 0052, 0054): it asks the server for the page's first paint,
 * then starts the app's code, which Vite would otherwise have started from the HTML at once (sharing a phone's link
 * with that paint). The server allows exactly this inline script by its hash (apps/server/src/lib/web.ts).
 */
export function firstPaintLoader(): Plugin {
  return {
    name: 'school-ops-first-paint-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const taken = takeAppScripts(html);
        const boot = bootChunks(context?.bundle, taken.entry).filter((file) => !taken.preload.includes(file));
        const script = await loaderScript(taken.entry, [...taken.preload, ...boot]);
        // First in the head, before the stylesheet: a script after a stylesheet waits for it to load, and the
        // server's page is asked for at once (on a warm visit the stylesheet comes from the device, but still).
        if (!taken.html.includes('</title>')) throw new Error('index.html has no title to put the loader after');
        return taken.html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
