import type { FirstPaintApiCall, FirstPaintPage, FirstPaintRequest } from '@school-ops/shared';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The web app's server render (apps/web/src/server-render/render-page.tsx, built into dist-server). */
export interface PageRenderer {
  renderPage(request: FirstPaintRequest, api: FirstPaintApiCall): Promise<FirstPaintPage | null>;
}

/** Where the build puts the renderer: beside the web app's dist. */
export const rendererBeside = (webDist: string | undefined): string | undefined =>
  webDist && path.join(webDist, '..', 'dist-server', 'render-page.js');

/**
 * The renderer, loaded once on first use (a few MB of the web app's code: the server starts without it); null
 * when the web app was not built with it. `file` is its path.
 */
export function loadRenderer(file: string | undefined): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | undefined;
  return () => {
    loading ??=
      file && existsSync(file) ? (import(pathToFileURL(file).href) as Promise<PageRenderer>) : Promise.resolve(null);
    return loading;
  };
}
