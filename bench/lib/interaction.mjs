/* global window, document -- the functions puppeteer runs in the page */
// Tap to next paint in the tests a teacher runs with a child (issue 23: ≤ 100 ms with the CPU slowed 4×): the ABC
// spread and random tests and the spelling test, run in Chromium through puppeteer as the part-timer would, with
// real touch input (CDP Input events) and the CPU slowed through the DevTools protocol
// (Emulation.setCPUThrottlingRate). The page's own Event Timing observer (PerformanceObserver type 'event') gives
// each interaction's duration: from the tap to the next paint after its handlers ran. The Event Timing API only
// reports events of 16 ms or more: a tap with no entry took less, and counts as 16 ms in the percentiles.
//
// The sessions are put back to new afterwards, and the students' reading settings the run changes (26 letters for
// the ABC student, the bench spelling category for the spelling one) are put back as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startProfile, stopProfile } from './cpu-profile.mjs';
import { ensureSpellingCategory, signInPeople, storageFor } from './people.mjs';
import { summarizeTrace, TRACE_CATEGORIES } from './trace-summary.mjs';
import { CACHE_DIR, MEASURE_DATE, PHONE, ROOT } from './settings.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const INTERACTION_TARGET_MS = 100;
/** Event Timing's smallest reported duration: a tap without an entry was faster. */
const EVENT_TIMING_FLOOR_MS = 16;
/*
 * Waiting never runs in the page's frames: puppeteer's default polling checks on every animation frame (or every
 * DOM change) inside the page, before its paint, and that work, slowed 4× too, would be counted in the very taps
 * being measured. Checks run every 100 ms as tasks of their own instead.
 */
const POLL_MS = 100;
const WAIT = { timeout: 60_000, polling: POLL_MS };

/** A one-shot query (`page.$`) asked again every POLL_MS until it finds a visible element. */
async function visible(scope, selector) {
  const until = Date.now() + WAIT.timeout;
  for (;;) {
    const el = await scope.$(selector);
    if (el && (await el.isVisible())) return el;
    await el?.dispose();
    if (Date.now() > until) throw new Error(`${selector} did not show within ${WAIT.timeout / 1000} s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function api(origin, token, method, urlPath, body) {
  const res = await fetch(`${origin}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The PATCH body that sets a student's reading as the GET gave it (ids for the category and the book). */
const readingBody = (r) => ({
  stage: r.stage,
  timesRead: r.timesRead,
  abc: r.abc,
  spellingCategoryId: r.spellingCategory?.id ?? null,
  bookId: r.book?.id ?? null,
  nonSystemBook: r.nonSystemBook ?? null,
});

/** Two new sessions of the measured day at Ikejiri (every student there is on ABCs: lib/dataset.mjs). */
async function newSessions(origin, token) {
  const { documents } = await api(origin, token, 'GET', `/api/sessions?schoolName=Ikejiri&date=${MEASURE_DATE}`);
  const fresh = documents.filter((d) => d.status === 'new' && d.category === 'reading' && d.can?.start);
  if (fresh.length < 2) throw new Error('fewer than two new reading sessions on the measured day');
  return fresh.slice(-2);
}

/** Percentiles of one test's taps: each interaction's longest Event Timing entry, unreported taps at the floor. */
function summarise(name, taps, events) {
  const byInteraction = new Map();
  const labels = new Map();
  for (const e of events) {
    byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    if (e.label) labels.set(e.id, e.label);
  }
  const reported = [...byInteraction.values()];
  const all = [...reported, ...Array(Math.max(0, taps - reported.length)).fill(EVENT_TIMING_FLOOR_MS)].sort(
    (a, b) => a - b,
  );
  const at = (q) => (all.length ? all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)] : null);
  const p75 = at(0.75);
  const max = all.at(-1) ?? null;
  return {
    test: name,
    taps,
    reported: reported.length,
    p50: at(0.5),
    p75,
    max,
    over100: all.filter((d) => d > INTERACTION_TARGET_MS).length,
    // The taps over the target: which button, and how long to the next paint.
    slowTaps: [...byInteraction]
      .filter(([, d]) => d > INTERACTION_TARGET_MS)
      .map(([id, d]) => `${labels.get(id) ?? '?'} ${d}`),
    meetsTarget: max !== null && max <= INTERACTION_TARGET_MS,
  };
}

/** A browser page of a phone's size with touch, signed in as `person`, the CPU slowed, Event Timing observed. */
async function openPage(browser, origin, person) {
  const page = await browser.newPage();
  await page.setViewport(PHONE.viewport);
  await page.goto(`${origin}/api/health`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storageFor(person));
  await page.evaluateOnNewDocument((floor) => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        const target = e.target?.closest?.('button') ?? e.target;
        const label = target?.getAttribute?.('aria-label') ?? target?.textContent?.trim().slice(0, 30) ?? null;
        window.__benchEvents.push({
          id: e.interactionId,
          type: e.name,
          start: e.startTime,
          duration: e.duration,
          label,
        });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: floor });
  }, EVENT_TIMING_FLOOR_MS);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  // The CPU slowed 4× on a busy machine: loads take long in wall-clock time.
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(60_000);
  return page;
}

/** A test's taps, from `from` (performance.now() in the page) to now. */
async function eventsSince(page, from) {
  // Entries arrive after the paint: a moment for the last tap's.
  await new Promise((r) => setTimeout(r, 500));
  return page.evaluate((t) => window.__benchEvents.filter((e) => e.start >= t), from);
}

const now = (page) => page.evaluate(() => performance.now());
const aria = (name, role) => `::-p-aria([name="${name.replaceAll('"', '\\"')}"][role="${role}"])`;
const text = (page, t) => page.waitForFunction((s) => document.body.innerText.includes(s), WAIT, t);
const textMatching = (page, source) =>
  page.waitForFunction((s) => new RegExp(s).exec(document.body.innerText)?.[0], WAIT, source);

/** Taps the element (a selector, or a visible enabled button of this name: its aria-label or text) and counts it. */
async function tap(page, target, counter) {
  const el = target.startsWith('::-p-')
    ? await visible(page, target)
    : (
        await page.waitForFunction(
          (name) =>
            [...document.querySelectorAll('button')].find(
              (b) =>
                !b.disabled &&
                b.offsetParent !== null &&
                (b.getAttribute('aria-label') ?? b.textContent).trim() === name,
            ) ?? false,
          WAIT,
          target,
        )
      ).asElement();
  await el.tap();
  counter.taps++;
  await el.dispose();
}

/**
 * The ABC spread and random tests on one session: the student set to 26 letters for the run. In the spread test the
 * teacher taps the first choice (its verdict tells the asked letter), the right one when that was wrong, then Next
 * letter; in the random test the letter the child said, then Next letter (Done at the end).
 */
async function runAbc(page, origin, sessionId) {
  await page.goto(`${origin}/sessions/${sessionId}`, { waitUntil: 'load' });
  await tap(page, aria('start session', 'button'), { taps: 0 });
  await text(page, 'Step 1 of 4: Spread letters test');
  const upper = await page.evaluate(() => /Uppercase (ABCs|Phonics)/.test(document.body.innerText));
  const total = Number((await (await textMatching(page, '\\d+ letters \\(a to [a-z]\\)')).jsonValue()).split(' ')[0]);
  const show = (l) => (upper ? l.toUpperCase() : l.toLowerCase());

  const spread = { taps: 0 };
  let from = await now(page);
  for (let i = 0; i < total; i++) {
    await text(page, `Spread test: letter ${i + 1} of ${total}`);
    const group = await visible(page, aria('Spread letters test', 'group'));
    const names = await group.$$eval('button', (bs) =>
      bs.map((b) => b.textContent.trim()).filter((t) => t.length === 1),
    );
    await group.dispose();
    await tap(page, aria(names[0], 'button'), spread);
    const verdict = await (
      await page.waitForFunction(
        () => /Right!|Wrong: the letter was (\w)/.exec(document.body.innerText)?.[0] ?? false,
        WAIT,
      )
    ).jsonValue();
    const letter = /the letter was (\w)/.exec(verdict)?.[1];
    if (letter) {
      await tap(page, aria(show(letter), 'button'), spread);
      await text(page, 'Right!');
    }
    await tap(page, aria(i === total - 1 ? 'Done' : 'Next letter', 'button'), spread);
  }
  const spreadEvents = await eventsSince(page, from);

  // Every letter right in the end: the review of missed letters may be skipped.
  await page.waitForFunction(() => /Step 2 of 4|Step 3 of 4/.test(document.body.innerText), WAIT);
  if (await page.evaluate(() => document.body.innerText.includes('Step 2 of 4'))) {
    await tap(page, aria('Start the random test', 'button'), { taps: 0 });
  }
  await text(page, 'Step 3 of 4: Random letters test');
  const random = { taps: 0 };
  from = await now(page);
  for (let i = 0; i < total; i++) {
    await text(page, `Random test: letter ${i + 1} of ${total}`);
    const shown = await page.$eval('[role="img"][aria-label^="Letter to say: "]', (el) => el.textContent.trim());
    const said = await visible(page, aria('The child said', 'group'));
    const button = await visible(said, aria(shown, 'button'));
    await button.tap();
    random.taps++;
    await button.dispose();
    await said.dispose();
    await text(page, 'Right!');
    await tap(page, aria(i === total - 1 ? 'Done' : 'Next letter', 'button'), random);
  }
  const randomEvents = await eventsSince(page, from);
  await text(page, 'Step 4 of 4: ABC form');
  return [
    summarise('ABC spread test', spread.taps, spreadEvents),
    summarise('ABC random test', random.taps, randomEvents),
  ];
}

/** The spelling test: the five words picked, start test, each phonic marked right, the star, next word. */
async function runSpelling(page, origin, sessionId) {
  await page.goto(`${origin}/sessions/${sessionId}`, { waitUntil: 'load' });
  await tap(page, aria('start session', 'button'), { taps: 0 });
  await text(page, 'Spelling and blending');
  await tap(page, 'start test', { taps: 0 });
  const spelling = { taps: 0 };
  const from = await now(page);
  const phonicGroup = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[role="group"]')]
          .map((g) => g.getAttribute('aria-label'))
          .find((l) => l?.startsWith('phonic ')) ?? null,
    );
  for (let w = 1; w <= 5; w++) {
    await textMatching(page, `Word ${w} of 5:`);
    // Each phonic right (a tap), until the word's phonics are all marked and the star shows.
    for (let label = await phonicGroup(), guard = 0; label && guard < 30; label = await phonicGroup(), guard++) {
      await tap(page, 'right', spelling);
      await page.waitForFunction(
        (before) =>
          ![...document.querySelectorAll('[role="group"]')].some((g) => g.getAttribute('aria-label') === before),
        WAIT,
        label,
      );
    }
    await tap(page, 'star: word correct', spelling);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button[aria-pressed="true"]')].some(
          (b) => b.textContent.trim() === 'starred: word correct',
        ),
      WAIT,
    );
    await tap(page, w === 5 ? 'done' : 'next word', spelling);
  }
  const events = await eventsSince(page, from);
  await textMatching(page, 'Results: \\d of 5 words correct');
  return [summarise('Spelling test', spelling.taps, events)];
}

/** The interaction step: a browser of its own (fresh profile), the tests, everything put back. */
export async function measureInteraction(origin, { log }) {
  const people = await signInPeople(origin);
  const teacher = people.partTimer;
  const admin = people.admin.token;
  const categoryId = await ensureSpellingCategory(origin, admin);
  const [abcSession, spellingSession] = await newSessions(origin, teacher.token);
  const students = [abcSession.student.id, spellingSession.student.id];
  const before = await Promise.all(
    students.map(async (id) => (await api(origin, admin, 'GET', `/api/students/${id}`)).document.reading),
  );
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-tap-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const tests = [];
  try {
    // 26 letters: the longest ABC test; the other student on the bench's spelling category.
    const abc = before[0].abc ?? { stage: 'uppercaseAbcs', letters: 26, oldProgression: false };
    await api(origin, admin, 'PATCH', `/api/students/${students[0]}`, {
      reading: { ...readingBody(before[0]), stage: 1, abc: { ...abc, letters: 26 } },
    });
    await api(origin, admin, 'PATCH', `/api/students/${students[1]}`, {
      reading: { ...readingBody(before[1]), stage: 2, spellingCategoryId: categoryId },
    });
    // BENCH_TAP_TESTS=spelling (or abc): one of the two, while working on it.
    const only = process.env.BENCH_TAP_TESTS?.split(',');
    for (const [what, run, id] of [
      ['abc', runAbc, abcSession.id],
      ['spelling', runSpelling, spellingSession.id],
    ].filter(([what]) => !only || only.includes(what))) {
      // A tab of its own per test: the session left mid-way asks before the page unloads.
      const page = await openPage(browser, origin, teacher);
      // BENCH_TAP_PROFILE=dir: a CPU profile of each test (open it in Chromium's DevTools), to see what a tap costs.
      const profiling = process.env.BENCH_TAP_PROFILE && (await page.createCDPSession());
      if (profiling) await startProfile(profiling);
      // BENCH_TAP_TRACE=1: the renderer's own work during each test, by kind (lib/trace-summary.mjs).
      const tracing = Boolean(process.env.BENCH_TAP_TRACE);
      if (tracing) await page.tracing.start({ categories: TRACE_CATEGORIES });
      try {
        const results = await run(page, origin, id);
        if (tracing) log(summarizeTrace(JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')), what));
        if (profiling) await stopProfile(profiling, path.join(process.env.BENCH_TAP_PROFILE, `${what}.cpuprofile`));
        tests.push(...results);
        for (const r of results) {
          log(
            `    ${r.test}: ${r.taps} taps (${r.reported} ≥ 16 ms), p75 ${r.p75} ms, max ${r.max} ms (target ≤ ${INTERACTION_TARGET_MS} ms)`,
          );
        }
      } catch (err) {
        log(`    ${what}: not measured: ${err.message.split('\n')[0]}`);
        // What the page showed when it failed, for a look.
        const shot = path.join(CACHE_DIR, `interaction-${run.name}.png`);
        await page.screenshot({ path: shot }).then(
          () => log(`      (screenshot: ${path.relative(ROOT, shot)})`),
          () => {},
        );
        tests.push({ test: what, error: err.message.split('\n')[0] });
      } finally {
        await page.close({ runBeforeUnload: false });
      }
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    for (const s of [abcSession, spellingSession]) {
      const { document } = await api(origin, admin, 'GET', `/api/sessions/${s.id}`);
      if (document.status === 'new') continue;
      // Only the teacher who started it may reset it.
      await api(origin, teacher.token, 'PATCH', `/api/sessions/${s.id}/status`, { status: 'new' }).catch((err) =>
        log(`    could not put session ${s.id} back to new: ${err.message}`),
      );
    }
    for (const [i, id] of students.entries()) {
      await api(origin, admin, 'PATCH', `/api/students/${id}`, { reading: readingBody(before[i]) }).catch((err) =>
        log(`    could not put student ${id}'s reading back: ${err.message}`),
      );
    }
  }
  return { cpuSlowdown: PHONE.cpuSlowdown, targetMs: INTERACTION_TARGET_MS, floorMs: EVENT_TIMING_FLOOR_MS, tests };
}
