// What the page's main thread did during a trace, by the renderer's own kinds of work: script (FunctionCall,
// EventDispatch…), style (UpdateLayoutTree, with the elements restyled), layout, paint. A CPU profile calls all
// but script "(program)"; this is how a tap's time splits between them.
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** Top-level work on the renderer's main thread, by event name: total ms, count, and elements restyled. */
export function summarizeTrace(trace, label) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const kinds = new Map();
  for (const e of onMain) {
    if (
      ![
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'FunctionCall',
        'EventDispatch',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'ParseHTML',
        'HitTest',
        'Commit',
        'ScheduleStyleRecalculation',
        'RecalculateStyles',
        'UpdateLayerTree',
        'IntersectionObserverController::computeIntersections',
      ].includes(e.name)
    )
      continue;
    const k = kinds.get(e.name) ?? { ms: 0, count: 0, elements: 0 };
    k.ms += e.dur / 1000;
    k.count++;
    k.elements += e.args?.elementCount ?? e.args?.beginData?.elementCount ?? 0;
    kinds.set(e.name, k);
  }
  const rows = [...kinds].sort((a, b) => b[1].ms - a[1].ms);
  return [
    `    trace of the ${label} test (main thread, ms at the run's slowdown; nested events counted in their own row too):`,
    ...rows.map(
      ([name, k]) =>
        `      ${name.padEnd(28)} ${k.ms.toFixed(0).padStart(6)} ms  ${String(k.count).padStart(5)}×` +
        (k.elements ? `  ${Math.round(k.elements / k.count)} elements each` : ''),
    ),
  ].join('\n');
}

/**
 * The main thread's tasks in time order (ms from the navigation's start), each with what took most of it: where a
 * visit's time goes between the first paint and the largest one, which a CPU profile calls "(program)".
 */
export function taskTimeline(trace, { minMs = 8, blockingMs = 50, explain } = {}) {
  const events = trace.traceEvents ?? trace;
  // The navigation's own renderer (a new page may start in another process, about:blank's).
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL).at(-1);
  if (!navigation) return '  (no navigation in the trace)';
  const start = navigation.ts;
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.dur);
  const marks = events
    .filter(
      (e) =>
        e.pid === navigation.pid &&
        ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name) &&
        e.ts >= start,
    )
    .map((e) => ({ at: (e.ts - start) / 1000, what: e.name === 'firstContentfulPaint' ? 'FCP' : 'LCP candidate' }));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start && e.dur / 1000 >= minMs);
  const lines = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inner = new Map();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.name !== 'RunTask') {
        const name =
          e.name === 'EvaluateScript' || e.name === 'v8.compileModule'
            ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}`
            : e.name;
        inner.set(name, Math.max(inner.get(name) ?? 0, e.dur / 1000));
      }
    const top = [...inner]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    const blocking = task.dur / 1000 >= blockingMs;
    // A blocking task's functions (from the CPU profile, as the caller sums them), when the caller has one.
    const inside =
      blocking && explain
        ? explain(task.ts, end)
            .map((f) => `\n            ${f}`)
            .join('')
        : '';
    return {
      at: (task.ts - start) / 1000,
      line: `${blocking ? '*' : ' '} ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ${(task.dur / 1000).toFixed(0).padStart(5)} ms  ${top}${inside}`,
    };
  });
  for (const m of marks) lines.push({ at: m.at, line: `  ${m.at.toFixed(0).padStart(6)}       ${m.what}` });
  return [
    '  tasks over ' +
      +minMs.toFixed(1) +
      ` ms (start, length; * over ${+blockingMs.toFixed(1)} ms: towards blocking time at this slowdown or as Lighthouse simulates it; the longest events inside):`,
    ...lines.sort((a, b) => a.at - b.at).map((l) => l.line),
  ].join('\n');
}
