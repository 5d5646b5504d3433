// The JavaScript each route of the screens list needs on a cold load, from the web build's Vite manifest
// (apps/web/vite.config.ts: build.manifest): the entry (what the sign-in page needs too), what the entry loads
// for every signed-in page on top of it (the shared part: signed-in-core and its companions, the issue's
// "code every signed-in screen shares"), then the route's own chunk with its static imports (its own part). Static `imports` are followed,
// `dynamicImports` are not: those load later, when something asks for them. Sizes are gzip level 9 of each file,
// as the server sends them. Run alone: `node bench/lib/bundle.mjs [dist]` (after `npm run build -w @school-ops/web`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './settings.mjs';

/** The limits (issue 23), in gzipped KB. */
export const BUNDLE_TARGETS = { sharedKb: 150, ownKb: 60 };

const WEB = path.join(ROOT, 'apps/web');
/** Where each screen's page is named (`'/path': () => import('…Page.tsx')`), relative to apps/web. */
const ROUTE_PAGES_FILE = 'src/app/route-pages.ts';
/** What the entry loads for every signed-in page, and for the signed-out sign-in page. */
const SIGNED_IN_ROOTS = ['src/app/full-app.tsx', 'src/app/shell/SignedInParts.tsx'];
const SIGNED_OUT_ROOTS = ['src/app/sign-in-app.tsx'];
const JA_CATALOG = /[\\/]i18n[\\/]ja[\\/]/;

/** Each screen path's page module, relative to apps/web, read from the route table's source. */
function routePages() {
  const file = path.join(WEB, ROUTE_PAGES_FILE);
  const text = readFileSync(file, 'utf8');
  const pages = new Map();
  for (const [, route, spec] of text.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    pages.set(route, path.relative(WEB, path.resolve(path.dirname(file), spec)));
  }
  return pages;
}

export async function measureBundles(dist = path.join(WEB, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const { SCREENS } = await tsImport('../../packages/shared/src/screens.ts', import.meta.url);
  const pages = routePages();
  const gz = new Map();
  const gzipKb = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
    return gz.get(file);
  };
  /** The files a manifest key loads at once: its chunk and, transitively, its static imports. */
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`bundle: ${key} is not in the Vite manifest`);
      if (into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  /** Whether any of the files was built from the Japanese catalog (its sourcemap names the sources). */
  const hasJapanese = (files) =>
    [...files].some((file) => {
      const map = path.join(dist, `${file}.map`);
      return existsSync(map) && JSON.parse(readFileSync(map, 'utf8')).sources.some((s) => JA_CATALOG.test(s));
    });

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry imports its parts at once, one after another (apps/web/src/boot.ts, decision 0060): they are the entry.
  const entryFiles = closure([entry, ...(manifest[entry].dynamicImports ?? [])]);
  const routes = [];
  for (const screen of SCREENS) {
    const page = pages.get(screen.path);
    if (!page) throw new Error(`bundle: no page for ${screen.path} in ${ROUTE_PAGES_FILE}`);
    const signedOut = 'signedOut' in screen.access;
    const atOnce = closure([entry, ...(signedOut ? SIGNED_OUT_ROOTS : SIGNED_IN_ROOTS)]);
    const shared = new Set([...atOnce].filter((file) => !entryFiles.has(file)));
    // The sign-in page is painted by sign-in-app.tsx, not by its route's page (decision 0012).
    const own = signedOut ? new Set() : new Set([...closure([page])].filter((file) => !atOnce.has(file)));
    routes.push({
      path: screen.path,
      entryKb: sum(entryFiles),
      sharedKb: sum(shared),
      ownKb: sum(own),
      ownFiles: [...own].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb),
      japanese: hasJapanese(new Set([...atOnce, ...own])),
    });
  }
  const listed = (files) => [...files].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const signedIn = [...closure([entry, ...SIGNED_IN_ROOTS])].filter((file) => !entryFiles.has(file));
  return { targets: BUNDLE_TARGETS, routes, entry: listed(entryFiles), signedInShared: listed(signedIn) };
}

/** The table the bench prints and results.md shows: every route against the limits. */
export function bundleTable({ targets, routes }) {
  const mark = (kb, limit) => `${kb.toFixed(1)}${kb <= limit ? '' : ' ✗'}`;
  const rows = routes.map(
    (r) =>
      `| ${r.path} | ${r.entryKb.toFixed(1)} | ${mark(r.sharedKb, targets.sharedKb)} | ${mark(r.ownKb, targets.ownKb)} | ${(r.entryKb + r.sharedKb + r.ownKb).toFixed(1)} | ${r.japanese ? 'yes ✗' : 'no'} |`,
  );
  return [
    `| Route | Entry KB gz | Shared KB gz (≤ ${targets.sharedKb}) | Own KB gz (≤ ${targets.ownKb}) | Cold total KB gz | Japanese catalog (English reader) |`,
    '|---|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureBundles(process.argv[2] && path.resolve(process.argv[2]));
  console.log(bundleTable(result));
  for (const [title, files] of [
    ['The entry', result.entry],
    ['Shared by every signed-in route, beyond the entry', result.signedInShared],
  ]) {
    console.log(`\n${title}:`);
    for (const { file, kb } of files) console.log(`  ${kb.toFixed(1).padStart(6)} KB gz  ${file}`);
  }
}
