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
