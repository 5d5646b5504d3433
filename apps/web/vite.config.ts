import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { firstPaintLoader } from './first-paint-loader.ts';
import { muiDeepImports } from './mui-deep-imports.ts';
import { pureSchemas } from './pure-schemas.ts';
import { pwa } from './pwa.ts';
import { signedInChunk } from './signed-in-chunk.ts';
import { htmlPages } from './html-pages.ts';

/**
 * Writes a .br and a .gz next to every text file of the build, once, at maximum compression:
 * the server sends them as they are (@fastify/static preCompressed) instead of the raw files,
 * which on a phone's connection was most of the first page's load time (bench/results.md).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'school-ops-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * React Router 7 exports only its development build (remix-run/react-router#14102, open), whose one difference from
 * the production build beside it is its development warnings left on: a build takes the production one.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * The server's render of a page's first paint (src/server-render, decision 0052): one Node module with every
 * package inside it, so the server needs none of the web app's packages at run time.
 */
const serverRender: UserConfig = {
  plugins: [react()],
  // React's and emotion's production builds: the same class names as the browser's, and a faster render.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  resolve: { alias: [reactRouterProduction] },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/server-render/render-page.tsx',
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'render-page.js', codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild, command }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [react(), muiDeepImports(), pureSchemas(), firstPaintLoader(), htmlPages(), pwa(), precompress()],
        resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
        server: { proxy: { '/api': 'http://localhost:3000', '/audio': 'http://localhost:3000' } },
        build: {
          sourcemap: true,
          // Read by bench/lib/bundle.mjs: what each route needs on a cold load, route by route.
          manifest: true,
          // The signed-in code is five chunks on purpose (signed-in-chunk.ts, decisions 0053 and 0055): ~370 KB minified,
          // ~120 KB gzipped in all, the largest (signed-in-mui) ~150 KB minified. What a page loads is measured by
          // `node bench/lib/bundle.mjs` (gzipped, route by route, against issue 23's limits).
          chunkSizeWarningLimit: 600,
          // The entry's chunks are preloaded from the HTML; a lazy import is not (decision 0047): inserting one preload link
          // per chunk it needs was one of a phone's longest tasks on every screen, and the page's own code is small.
          modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
          rolldownOptions: { output: { codeSplitting: { groups: [signedInChunk] } } },
        },
      },
);
