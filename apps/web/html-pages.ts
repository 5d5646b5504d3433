import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../packages/shared/src/constants.ts';
import { htmlPageId } from './src/first-paint/loader.ts';

/** The server's renderer, built before the app (package.json's build: `vite build --ssr` first). */
const RENDERER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist-server/render-page.js');

type RenderHtmlPages = (language: Language) => Promise<Record<string, string>>;

/** index.html with each page, by language and path, as an inert template after the app's root. */
export function withPageTemplates(html: string, pages: Record<string, Record<string, string>>): string {
  if (!html.includes('</body>')) throw new Error('index.html has no body to put the pages in');
  const templates = Object.entries(pages).flatMap(([language, byPath]) =>
    Object.entries(byPath).map(
      ([pagePath, markup]) => `<template id="${htmlPageId(pagePath, language)}">${markup}</template>`,
    ),
  );
  return html.replace('</body>', `    ${templates.join('')}\n  </body>`);
}

/**
 * A signed-out visitor's pages in index.html (decision 0062): the sign-in page and the status pages, rendered by
 * the server's renderer with the app's own components in every language, so that the first-paint loader shows
 * them before the app's code arrives (the sign-in page is then hydrated). Each was the app's render, after ~140 KB
 * of JavaScript.
 */
export function htmlPages(): Plugin {
  return {
    name: 'school-ops-html-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!existsSync(RENDERER))
          throw new Error(
            `${RENDERER} is missing: build the server's renderer first (npm run build -w @school-ops/web)`,
          );
        const { renderHtmlPages } = (await import(pathToFileURL(RENDERER).href)) as {
          renderHtmlPages: RenderHtmlPages;
        };
        const pages: Record<string, Record<string, string>> = {};
        for (const language of LANGUAGES) pages[language] = await renderHtmlPages(language);
        return withPageTemplates(html, pages);
      },
    },
  };
}
