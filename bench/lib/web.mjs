/* global window -- the functions puppeteer runs in the page */
// The web app, every route of packages/shared/src/screens.ts (issue 23): Lighthouse mobile on a cold load (a fresh
// browser profile, nothing cached), then in the same profile, once the service worker controls the page, a warm
// visit's LCP measured in the page (see warmVisit); desktop Lighthouse too for /login and /sessions. Each route is
// opened by the weakest person who may (lib/people.mjs), signed in by putting the JWT and the user in localStorage
// first, as the app does after a sign-in. In Debian's Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { bundleTable, measureBundles } from './bundle.mjs';
import { startProfile, stopProfile } from './cpu-profile.mjs';
import {
  NOT_MEASURED,
  concretePath,
  ensureSpellingCategory,
  loadScreens,
  personFor,
  signInPeople,
  storageFor,
} from './people.mjs';
import { PHONE, WEB_DIST } from './settings.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** On a busy machine Chromium now and then paints nothing in time (NO_FCP): such a run is repeated. */
async function runLighthouse(url, origin, storage, formFactor, after) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, origin, storage, formFactor, after);
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/** `after(browser)`, when given, runs in the same browser and profile once Lighthouse is done (the warm visit). */
async function runLighthouseOnce(url, origin, storage, formFactor, after) {
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
    // A generous wait for the first paint: on a busy 2-core machine it can take long in wall-clock time. The load
    // wait is bounded: a signed-in page keeps its live stream (GET /api/events, decision 0030) open, a fetch that
    // never finishes, so Lighthouse's "critical network idle" never comes and it would wait the whole bound. The
    // page is loaded long before (an unthrottled load: Lighthouse simulates the phone afterwards); Lighthouse then
    // warns that the page loaded too slowly (kept in the results as runWarnings).
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      maxWaitForFcp: 90_000,
      maxWaitForLoad: Number(process.env.BENCH_LH_MAX_LOAD_MS) || 15_000,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    await page.close();
    return { lhr, after: after ? await after(browser).catch((err) => ({ error: err.message })) : undefined };
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

/**
 * Cold mobile runs per route (BENCH_LH_RUNS, 3 unless set): the table shows the run whose blocking time is the
 * median, since one run's blocking time on a 2-core host spreads by ±100 ms (decision 0056).
 */
const MOBILE_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 3);

/** The run whose total blocking time is the median of the runs' (the lower middle of an even count): one real run. */
function medianRun(runs) {
  const byTbt = [...runs].sort((a, b) => metric(a, 'total-blocking-time') - metric(b, 'total-blocking-time'));
  return byTbt[Math.floor((byTbt.length - 1) / 2)];
}

/** Routes also measured with desktop Lighthouse (issue 23: these two must reach 95). */
const DESKTOP = new Set(['/login', '/sessions']);
export const WEB_TARGETS = {
  score: 90,
  scoreKey: 95,
  keyRoutes: [...DESKTOP],
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  warmLcpMs: 1000,
};

/**
 * A second visit with the service worker in control. Lighthouse's simulated throttling (Lantern) models a
 * request answered by the service worker as a network request (RTT and bandwidth apply to anything not from the
 * disk cache), so it cannot tell a warm visit from a cold one. Instead: the page is opened (unthrottled) until
 * navigator.serviceWorker.ready resolves and navigator.serviceWorker.controller is set (reloading once: the worker
 * does not claim the page that installed it), then visited again in a new tab with the CPU slowed 4× and the
 * network throttled through the DevTools protocol (requests the worker answers from its cache bypass the
 * network throttling, as on a phone; the API's do not), and the page's own PerformanceObserver for
 * 'largest-contentful-paint' gives the LCP (its last entry, read after the network is quiet).
 */
async function warmVisit(browser, url) {
  const setup = await browser.newPage();
  await setup.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const ready = () =>
    setup.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return { ready: false, controlled: false };
      const timeout = new Promise((r) => setTimeout(() => r(null), 60_000));
      const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
      return { ready: Boolean(registration?.active), controlled: Boolean(navigator.serviceWorker.controller) };
    });
  let sw = await ready();
  if (!sw.ready) throw new Error('the service worker did not become ready');
  if (!sw.controlled) {
    await setup.reload({ waitUntil: 'load', timeout: 120_000 });
    sw = await ready();
  }
  if (!sw.controlled) throw new Error('the service worker does not control the page');
  await setup.close();

  const page = await browser.newPage();
  await page.setViewport(PHONE.viewport);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await page.evaluateOnNewDocument(() => {
    window.__benchLcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__benchLcp.push({
          t: e.startTime,
          tag: e.element?.tagName ?? null,
          text: e.element?.textContent?.slice(0, 60) ?? null,
          size: e.size,
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // BENCH_WARM_PROFILE=<dir>: the warm visit's CPU profile is written there (read it with lib/cpu-profile.mjs).
  const profileDir = process.env.BENCH_WARM_PROFILE;
  if (profileDir) await startProfile(cdp);
  // The live stream (issue 19) keeps one request open: "network idle" allows two.
  await page.goto(url, { waitUntil: 'networkidle2', timeout: 120_000 });
  await new Promise((r) => setTimeout(r, 1000));
  if (profileDir) {
    const name = new URL(url).pathname.replace(/[0-9a-f-]{36}/, 'id').replaceAll('/', '_') || '_';
    await stopProfile(cdp, path.join(profileDir, `warm${name}.cpuprofile`));
  }
  const seen = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const page = resources.find((r) => r.name.includes('/api/first-paint?'));
    const shown = window.document.getElementById('server-paint-styles') !== null;
    return {
      // The server's page (decision 0054): when it was asked for and answered, its size, and whether it was shown.
      serverPage: page
        ? {
            start: Math.round(page.startTime),
            answered: Math.round(page.responseEnd),
            bytes: page.encodedBodySize,
            shown,
          }
        : null,
      lcp: window.__benchLcp.at(-1) ?? null,
      lcpEntries: window.__benchLcp.map((e) => `${Math.round(e.t)} ${e.tag} ${Math.round(e.size)}`),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      controlled: Boolean(navigator.serviceWorker?.controller),
      documentFromWorker: (nav?.workerStart ?? 0) > 0,
      resources: resources.length,
      // Every request of a controlled page goes through the worker (from its cache, or passed on to the network).
      resourcesThroughWorker: resources.filter((r) => r.workerStart > 0).length,
    };
  });
  const ended = new URL(page.url()).pathname;
  await page.close();
  if (!seen.controlled) throw new Error('the warm visit was not controlled by the service worker');
  if (ended !== new URL(url).pathname) throw new Error(`the warm visit ended on ${ended}`);
  return {
    lcp: seen.lcp ? Math.round(seen.lcp.t) : null,
    lcpElement: seen.lcp?.tag ?? null,
    // Which words were the largest paint, and their area: what to paint sooner.
    lcpText: seen.lcp?.text ?? null,
    lcpSize: seen.lcp?.size ?? null,
    // Each largest-paint candidate in turn (time, element, area): what was largest before the last.
    lcpEntries: seen.lcpEntries,
    fcp: seen.fcp === null ? null : Math.round(seen.fcp),
    serverPage: seen.serverPage,
    documentFromWorker: seen.documentFromWorker,
    resources: seen.resources,
    resourcesThroughWorker: seen.resourcesThroughWorker,
  };
}

const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue;

/**
 * BENCH_LHR_DIR=<dir>: each route's mobile Lighthouse report is written there, whole (its long-tasks and
 * bootup-time audits say which tasks the blocking time is made of, as Lighthouse simulated them).
 */
function keepReport(lhr, route) {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${route.replaceAll(':', '').replaceAll('/', '_') || '_'}.json`), JSON.stringify(lhr));
}

/** One route: mobile Lighthouse cold, then the warm visit in the same profile; desktop Lighthouse for two. */
async function measureRoute(origin, screen, person, ownKb, log) {
  const started = Date.now();
  const urlPath = await concretePath(origin, screen.path, person);
  const url = `${origin}${urlPath}`;
  const storage = storageFor(person, screen.path);
  let warmStarted = 0;
  const warmAfter = (browser) => {
    warmStarted = Date.now();
    return warmVisit(browser, url);
  };
  // Each cold run in a fresh profile; the warm visit follows the last, in its profile.
  const runs = [];
  let warm;
  for (let n = 1; n <= MOBILE_RUNS; n++) {
    const last = n === MOBILE_RUNS;
    const run = await runLighthouse(url, origin, storage, 'mobile', last ? warmAfter : undefined);
    runs.push(run.lhr);
    if (last) warm = run.after;
  }
  const mobile = medianRun(runs);
  const warmSeconds = Math.round((Date.now() - warmStarted) / 1000);
  if (new URL(mobile.finalDisplayedUrl).pathname !== urlPath) {
    throw new Error(`Lighthouse ended on ${new URL(mobile.finalDisplayedUrl).pathname}, not ${urlPath}`);
  }
  const desktop = DESKTOP.has(screen.path) ? (await runLighthouse(url, origin, storage, 'desktop')).lhr : null;
  keepReport(mobile, screen.path);
  const assets = loadedAssets(mobile, origin);
  const page = {
    path: screen.path,
    url: urlPath,
    role: person.label,
    ownJsKb: ownKb,
    jsGzip: assets.js,
    cssGzip: assets.css,
    files: assets.files,
    mobile: score(mobile),
    // Every cold run's score and blocking time, the median run's among them: how far this route's runs spread.
    mobileRuns: runs.map((lhr) => ({ score: score(lhr), tbt: Math.round(metric(lhr, 'total-blocking-time')) })),
    desktop: desktop ? score(desktop) : null,
    mobileMetrics: {
      fcp: metric(mobile, 'first-contentful-paint'),
      lcp: metric(mobile, 'largest-contentful-paint'),
      tbt: metric(mobile, 'total-blocking-time'),
      cls: metric(mobile, 'cumulative-layout-shift'),
    },
    warm,
    runWarnings: mobile.runWarnings ?? [],
    // Lighthouse's measure of this host's CPU (higher is faster): the same build's blocking time moves with it,
    // since the phone is simulated as four times slower than the host, whatever the host.
    benchmarkIndex: Math.round(mobile.environment?.benchmarkIndex ?? 0),
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
    mobileLcpElement: mobile.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    mobileLongTasks: (mobile.audits['long-tasks']?.details?.items ?? []).map((i) => ({
      url: i.url.replace(origin, ''),
      startMs: Math.round(i.startTime),
      ms: Math.round(i.duration),
    })),
    desktopMetrics: desktop
      ? {
          fcp: metric(desktop, 'first-contentful-paint'),
          lcp: metric(desktop, 'largest-contentful-paint'),
          tbt: metric(desktop, 'total-blocking-time'),
        }
      : null,
    seconds: Math.round((Date.now() - started) / 1000),
    warmSeconds,
  };
  const m = page.mobileMetrics;
  log(
    `    ${screen.path} (${person.label}): mobile ${page.mobile}${desktop ? `, desktop ${page.desktop}` : ''}, ` +
      `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, ` +
      `(runs: TBT ${page.mobileRuns.map((r) => r.tbt).join(', ')} ms), ` +
      `warm LCP ${warm?.error ? `failed (${warm.error})` : `${warm?.lcp} ms`}, JS ${(assets.js / 1024).toFixed(1)} KB gz, ${page.seconds} s (warm ${warmSeconds} s)`,
  );
  return page;
}

/**
 * Lighthouse's check for a quiet CPU can still be evaluating in the page when its load wait runs out and the page is
 * closed; that promise then rejects with nobody to catch it (Lighthouse 12.8), which would end the whole bench.
 * Only that rejection is let go; any other still ends the run.
 */
function ignoreClosedTarget(err) {
  if (/Target closed|Session closed/.test(String(err?.message))) return;
  throw err;
}

export async function measureWeb(origin, { log }) {
  process.on('unhandledRejection', ignoreClosedTarget);
  try {
    return await measureEveryRoute(origin, { log });
  } finally {
    process.off('unhandledRejection', ignoreClosedTarget);
  }
}

async function measureEveryRoute(origin, { log }) {
  // Every route's cold JavaScript, from the build itself: no browser needed, so every route is listed.
  // A build from before the manifest (BENCH_WEB_BUILD of an older commit) has no table.
  const bundles = existsSync(path.join(WEB_DIST, '.vite/manifest.json')) ? await measureBundles(WEB_DIST) : null;
  if (bundles) log(bundleTable(bundles).replace(/^/gm, '    '));
  const started = Date.now();
  const people = await signInPeople(origin);
  // The dataset has no spelling category: one is made (once) for /spelling-categories/:id and the spelling test.
  await ensureSpellingCategory(origin, people.admin.token);
  const { SCREENS, mayOpen } = await loadScreens();
  // BENCH_WEB_PAGES=/sessions,/students/:id measures those routes (as the route table writes them) instead of all.
  const only = process.env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim());
  const screens = only ? SCREENS.filter((s) => only.includes(s.path)) : SCREENS;
  if (only && screens.length !== only.length) {
    throw new Error(
      `BENCH_WEB_PAGES: not in the route table: ${only.filter((p) => !SCREENS.some((s) => s.path === p))}`,
    );
  }
  const pages = [];
  for (const screen of screens) {
    const person = personFor(screen.access, people, mayOpen);
    if (NOT_MEASURED[screen.path]) {
      pages.push({ path: screen.path, role: person.label, skipped: NOT_MEASURED[screen.path] });
      continue;
    }
    const ownKb = bundles?.routes.find((r) => r.path === screen.path)?.ownKb ?? null;
    try {
      pages.push(await measureRoute(origin, screen, person, ownKb, log));
    } catch (err) {
      log(`    ${screen.path} (${person.label}): not measured: ${err.message}`);
      pages.push({ path: screen.path, role: person.label, ownJsKb: ownKb, error: err.message });
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  log(`    ${pages.length} routes in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  return { bundles, targets: WEB_TARGETS, runsPerRoute: MOBILE_RUNS, seconds, pages };
}
