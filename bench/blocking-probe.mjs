// Lighthouse's blocking time of cold visits, estimated from traces alone: no CPU profiler, whose overhead on
// first calls and native calls (history.replaceState: 1–4 ms in the page, 24 ms in a profile) hides which task is
// long. Each run is a fresh profile, the CPU and link not slowed (as Lighthouse loads a page before it simulates);
// a task of t ms after the first contentful paint adds 4t − 50 ms, as Lighthouse's simulation multiplies it.
// `DATABASE_URL=… node bench/blocking-probe.mjs /pickups /users/:id [--runs=5] [--tasks]`
// --tasks: each run's blocking tasks, with their longest events and the scripts they ran.
// performance.measure() calls in the app show up in --tasks as the measures a task holds. Not a result for
// results.md: that is `npm run bench`. The built app is served from BENCH_WEB_DIST or bench/.cache/web-dist.
import { serverEnvFor, targetFor } from './lib/db.mjs';
import { freshBrowser } from './lib/fresh-browser.mjs';
import { concretePath, loadScreens, personFor, signInPeople, storageFor } from './lib/people.mjs';
import { startServer } from './lib/processes.mjs';
import { PHONE, PORTS } from './lib/settings.mjs';
import { TRACE_CATEGORIES } from './lib/trace-summary.mjs';

/** Lighthouse's mobile CPU multiplier in its simulation, and its long task's threshold. */
const SLOWDOWN = 4;
const LONG_MS = 50;

const args = process.argv.slice(2);
const routes = args.filter((a) => !a.startsWith('--'));
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const showTasks = args.includes('--tasks');
if (!routes.length) throw new Error('usage: blocking-probe.mjs <route>… [--runs=N] [--tasks]');

/** The main thread's tasks after the first contentful paint, each with what it holds. */
function blockingTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL).at(-1);
  if (!navigation) throw new Error('no navigation in the trace');
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navigation.ts);
  const from = fcp?.ts ?? navigation.ts;
  const measures = events.filter((e) => e.cat === 'blink.user_timing' && e.ph === 'b' && e.pid === navigation.pid);
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= from && e.dur / 1000 > 12.5);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
    const longest = new Map();
    for (const e of inside) {
      const url = e.args?.data?.url ?? e.args?.data?.scriptName ?? '';
      const name = url ? `${e.name} ${url.split('/').pop()}` : e.name;
      longest.set(name, Math.max(longest.get(name) ?? 0, e.dur / 1000));
    }
    const named = measures.filter((m) => m.ts >= task.ts && m.ts <= end).map((m) => m.name);
    return {
      at: (task.ts - navigation.ts) / 1000,
      ms: task.dur / 1000,
      top: [...longest]
        .filter(([name]) => name !== 'ThreadControllerImpl::RunTask')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', '),
      named,
    };
  });
}

/** Each performance.measure() of the page, with its length. */
function measuresOf(trace) {
  const events = (trace.traceEvents ?? trace).filter((e) => e.cat === 'blink.user_timing');
  const ends = events.filter((e) => e.ph === 'e');
  return events
    .filter((e) => e.ph === 'b')
    .map((b) => ({
      name: b.name,
      ms: ((ends.find((e) => e.id2?.local === b.id2?.local && e.name === b.name)?.ts ?? b.ts) - b.ts) / 1000,
    }));
}

const blockingOf = (tasks) => tasks.reduce((sum, t) => sum + Math.max(0, SLOWDOWN * t.ms - LONG_MS), 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const target = targetFor('large', process.env.DATABASE_URL);
const server = await startServer({ port: PORTS.server, env: serverEnvFor(target), log: () => undefined });
try {
  const people = await signInPeople(server.origin);
  const { SCREENS, mayOpen } = await loadScreens();
  for (const route of routes) {
    const screen = SCREENS.find((s) => s.path === route);
    if (!screen) throw new Error(`${route} is not in the route table`);
    const person = personFor(screen.access, people, mayOpen);
    const url = `${server.origin}${await concretePath(server.origin, route, person)}`;
    const totals = [];
    for (let run = 0; run < runs; run++) {
      const { browser, close } = await freshBrowser('bench-blocking-');
      try {
        const setup = await browser.newPage();
        await setup.goto(`${server.origin}/api/health`);
        await setup.evaluate(
          (entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)),
          storageFor(person, route),
        );
        await setup.close();
        const page = await browser.newPage();
        await page.setViewport(PHONE.viewport);
        if (showTasks)
          page.on('console', (m) => {
            if (m.type() === 'error' || m.type() === 'warn')
              console.log(`    console ${m.type()}: ${m.text().slice(0, 300)}`);
          });
        await page.tracing.start({ categories: [...TRACE_CATEGORIES, 'blink.user_timing', 'loading'] });
        await page.goto(url, { waitUntil: 'networkidle2', timeout: 120_000 });
        await new Promise((r) => setTimeout(r, 3000));
        const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
        const tasks = blockingTasks(trace);
        totals.push(blockingOf(tasks));
        if (showTasks) {
          const measured = measuresOf(trace).map((m) => `${m.name} ${m.ms.toFixed(1)}`);
          console.log(`  ${route} run ${run + 1}: ${blockingOf(tasks).toFixed(0)} ms  ${measured.join(', ')}`);
          for (const t of tasks)
            console.log(
              `    ${t.at.toFixed(0).padStart(6)} ${t.ms.toFixed(0).padStart(4)} ms  ${t.top}` +
                (t.named.length ? `  [${t.named.join(', ')}]` : ''),
            );
        }
      } finally {
        await close();
      }
    }
    console.log(`${route}: median ${median(totals).toFixed(0)} ms (${totals.map((t) => t.toFixed(0)).join(', ')})`);
  }
} finally {
  await server.stop();
}
