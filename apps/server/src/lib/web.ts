import fastifyStatic from '@fastify/static';
import { msg } from '@school-ops/shared';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: msg('request.notFound') };

export function defaultWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * The CSP sources of index.html's inline scripts (the first-paint loader, decision 0052): each allowed by its
 * hash, so that no other inline script runs.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const file = webDist && path.join(webDist, 'index.html');
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** The built web app for every non-API path, with index.html as the fallback (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies (apps/web/vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (/(sw\.js|\.webmanifest)$/.test(filePath)) {
          // The service worker and the manifest name the current version: always asked for afresh (decision 0031).
          void reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api') || !root || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(NOT_FOUND);
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.code(404).send(NOT_FOUND);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
