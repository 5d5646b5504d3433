// The web app: which JS and CSS /login and /sessions load (gzipped size) and their Lighthouse
// performance scores, mobile and desktop, in Debian's Chromium. Each run gets a fresh browser
// profile, so nothing is cached from an earlier run; /sessions is signed in by putting the JWT
// (and the user) in localStorage first, as the app does after a sign-in.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { bundleTable, measureBundles } from './bundle.mjs';
import { WEB_DIST } from './settings.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** On a busy machine Chromium now and then paints nothing in time (NO_FCP): such a run is repeated. */
async function runLighthouse(url, origin, storage, formFactor) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, origin, storage, formFactor);
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

async function runLighthouseOnce(url, origin, storage, formFactor) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    // Any page of the origin gives access to its localStorage; /api/health does not start the app.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    // Generous waits: on a busy 2-core machine the first paint can take long in wall-clock time.
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      maxWaitForFcp: 90_000,
      maxWaitForLoad: 120_000,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Gzipped bytes of the same-origin scripts and stylesheets the page loaded, from dist/. */
function loadedAssets(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = { js: 0, css: 0, files: [] };
  for (const item of items) {
    if (!item.url.startsWith(origin)) continue;
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const file = path.join(WEB_DIST, new URL(item.url).pathname);
    const gz = gzipSync(readFileSync(file), { level: 9 }).length;
    sum[kind] += gz;
    sum.files.push({ file: path.relative(WEB_DIST, file), gzip: gz });
  }
  return sum;
}

export async function measureWeb(origin, session, { log, date }) {
  // Every route's cold JavaScript, from the build itself: no browser needed, so every route is listed.
  // A build from before the manifest (BENCH_WEB_BUILD of an older commit) has no table.
  const bundles = existsSync(path.join(WEB_DIST, '.vite/manifest.json')) ? await measureBundles(WEB_DIST) : null;
  if (bundles) log(bundleTable(bundles).replace(/^/gm, '    '));
  const signedIn = {
    jwt: session.payload.token,
    auth: JSON.stringify(session.user),
    filter: JSON.stringify({ schoolName: 'Ikejiri', className: 'all', date }),
  };
  const pages = [];
  // BENCH_WEB_PAGES=/sessions,/students measures those pages (signed in, but for /login) instead of the two a full
  // run measures.
  const only = process.env.BENCH_WEB_PAGES?.split(',');
  for (const [pagePath, storage] of (only ?? ['/login', '/sessions']).map((p) => [p, p === '/login' ? {} : signedIn])) {
    const url = `${origin}${pagePath}`;
    const mobile = await runLighthouse(url, origin, storage, 'mobile');
    const desktop = await runLighthouse(url, origin, storage, 'desktop');
    if (new URL(mobile.finalDisplayedUrl).pathname !== pagePath) {
      throw new Error(`Lighthouse ended on ${mobile.finalDisplayedUrl}, not ${pagePath}`);
    }
    const assets = loadedAssets(mobile, origin);
    const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
    const metric = (lhr, id) => lhr.audits[id]?.numericValue;
    pages.push({
      path: pagePath,
      jsGzip: assets.js,
      cssGzip: assets.css,
      files: assets.files,
      mobile: score(mobile),
      desktop: score(desktop),
      mobileMetrics: {
        fcp: metric(mobile, 'first-contentful-paint'),
        lcp: metric(mobile, 'largest-contentful-paint'),
        tbt: metric(mobile, 'total-blocking-time'),
        cls: metric(mobile, 'cumulative-layout-shift'),
      },
      // Where a phone's main thread goes (script evaluation, style and layout…), and which files cost most.
      mobileMainThread: (mobile.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => ({
        group: i.groupLabel ?? i.group,
        ms: Math.round(i.duration),
      })),
      mobileBootup: (mobile.audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((i) => ({
        url: i.url.replace(origin, ''),
        scriptingMs: Math.round(i.scripting),
        totalMs: Math.round(i.total),
      })),
      // What the phone's largest paint was, and the main thread's long tasks (total blocking time).
      mobileLcpElement:
        mobile.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      mobileLongTasks: (mobile.audits['long-tasks']?.details?.items ?? []).map((i) => ({
        url: i.url.replace(origin, ''),
        startMs: Math.round(i.startTime),
        ms: Math.round(i.duration),
      })),
      desktopMetrics: {
        fcp: metric(desktop, 'first-contentful-paint'),
        lcp: metric(desktop, 'largest-contentful-paint'),
        tbt: metric(desktop, 'total-blocking-time'),
      },
    });
    log(
      `    ${pagePath}: JS ${(assets.js / 1024).toFixed(1)} KB gz, CSS ${(assets.css / 1024).toFixed(1)} KB gz, Lighthouse mobile ${score(mobile)}, desktop ${score(desktop)}`,
    );
  }
  return { bundles, pages };
}
