// One cold visit of a route as the web step makes it (the bench's server and dataset, the person who opens it), on
// the warm visit's phone (lib/settings.mjs PHONE: the CPU slowed 4×, the link throttled), with a CPU profile of the
// page's main thread, then where its time went (lib/cpu-profile.mjs). For looking at one screen between full runs:
// `DATABASE_URL=… node bench/profile-visit.mjs /users/:id [--functions] [--top=40] [--slice=100] [--warm] [--tasks]`
// --warm: the visit is a warm one (the service worker installed and in control first, unthrottled), as the web
// step's warm visit. --tasks: a trace as well, printed as the main thread's tasks in time order (lib/trace-summary.mjs).
// --as-lighthouse: neither the CPU nor the link slowed, as Lighthouse's own load of the page, whose tasks it then
// multiplies by 4 (simulated throttling): a task over 12.5 ms here is one over 50 ms in its blocking time.
// With --tasks, each blocking task lists its functions by self time, or with --inclusive with what they called.
// The built app is served from bench/.cache/web-dist (copied by the last bench run, or BENCH_WEB_DIST).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { functionsWithin, startProfile, stopProfile, summarize } from './lib/cpu-profile.mjs';
import { taskTimeline, TRACE_CATEGORIES } from './lib/trace-summary.mjs';
import { serverEnvFor, targetFor } from './lib/db.mjs';
import { freshBrowser } from './lib/fresh-browser.mjs';
import { concretePath, loadScreens, personFor, signInPeople, storageFor } from './lib/people.mjs';
import { startServer } from './lib/processes.mjs';
import { CACHE_DIR, PHONE, PORTS } from './lib/settings.mjs';

const args = process.argv.slice(2);
const route = args.find((a) => !a.startsWith('--'));
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
if (!route) throw new Error('usage: profile-visit.mjs <route> [--functions] [--top=N] [--slice=ms]');

const target = targetFor('large', process.env.DATABASE_URL);
const server = await startServer({ port: PORTS.server, env: serverEnvFor(target), log: () => undefined });
const { browser, close } = await freshBrowser('bench-profile-');
try {
  const people = await signInPeople(server.origin);
  const { SCREENS, mayOpen } = await loadScreens();
  const screen = SCREENS.find((s) => s.path === route);
  if (!screen) throw new Error(`${route} is not in the route table`);
  const person = personFor(screen.access, people, mayOpen);
  const url = `${server.origin}${await concretePath(server.origin, route, person)}`;

  const setup = await browser.newPage();
  await setup.goto(`${server.origin}/api/health`);
  await setup.evaluate(
    (entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    storageFor(person, route),
  );
  if (args.includes('--warm')) {
    await setup.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await setup.evaluate(() => navigator.serviceWorker.ready);
    await setup.reload({ waitUntil: 'load', timeout: 120_000 });
    if (!(await setup.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      throw new Error('the service worker does not control the page');
  }
  await setup.close();

  const page = await browser.newPage();
  await page.setViewport(PHONE.viewport);
  const cdp = await page.createCDPSession();
  const asLighthouse = args.includes('--as-lighthouse');
  const slowdown = asLighthouse ? 1 : PHONE.cpuSlowdown;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.enable');
  if (!asLighthouse) await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  const tracing = args.includes('--tasks');
  // blink.user_timing and loading: the navigation's start and its paints.
  if (tracing) await page.tracing.start({ categories: [...TRACE_CATEGORIES, 'blink.user_timing', 'loading'] });
  await startProfile(cdp);
  // The live stream keeps one request open: "network idle" allows two.
  await page.goto(url, { waitUntil: 'networkidle2', timeout: 120_000 });
  await new Promise((r) => setTimeout(r, 3000));
  const trace = tracing ? JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')) : null;
  const file = path.join(
    CACHE_DIR,
    'profiles',
    `${args.includes('--warm') ? 'warm' : 'cold'}${route.replaceAll('/', '_').replace(':', '')}.cpuprofile`,
  );
  const profile = await stopProfile(cdp, file);
  if (trace) {
    const inclusive = args.includes('--inclusive');
    const explain = (from, to) =>
      functionsWithin(profile, from, to, { inclusive, top: inclusive ? Number(option('top', 16)) : 4 });
    const blockingMs = 50 / (4 / slowdown);
    writeFileSync(file.replace(/\.cpuprofile$/, '.trace.json'), JSON.stringify(trace));
    console.log(taskTimeline(trace, { minMs: 8 / (PHONE.cpuSlowdown / slowdown), blockingMs, explain }));
  }
  console.log(`${url} (${person.label}) → ${file}\n`);
  summarize(profile, {
    slice: Number(option('slice', 100)),
    functions: args.includes('--functions'),
    topFunctions: Number(option('top', 30)),
  });
} finally {
  await close();
  await server.stop();
}
