/**
 * Five chunks (by library, SIGNED_IN_PARTS below, decision 0053) for the code every signed-in page needs before
 * its first paint (the app, the router, the query client, the bar's signed-in parts and the MUI parts they use):
 * rolldown's automatic splitting made ~45 small shared chunks of it, and on a phone's connection each request
 * costs a round trip (Lighthouse mobile LCP). The sign-in page's code stays out (/login loads nothing of these
 * chunks), and so does what a page loads itself: each screen's chunk (the entry starts it after these, decisions
 * 0037 and 0053), the date pickers, the live stream and the outbox, the update prompt. Whether a module is in is
 * read from the module graph, so a barrel that imports everything would pull everything in: the build imports MUI
 * one component at a time (mui-deep-imports.ts).
 */

type ModuleGraph = { getModuleInfo: (id: string) => { importers: readonly string[] } | null };

const SIGNED_IN_ROOTS = [/src[\\/]app[\\/]full-app\.tsx$/, /src[\\/]app[\\/]shell[\\/]SignedInParts\.tsx$/];
const SIGN_IN_ROOTS = [/src[\\/]main\.tsx$/, /src[\\/]app[\\/]sign-in-app\.tsx$/];

/** Whether one of `roots` imports `id` through static imports. */
function importedFrom(id: string, graph: ModuleGraph, roots: RegExp[], seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (roots.some((root) => root.test(id))) return true;
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => importedFrom(importer, graph, roots, seen));
}

/**
 * The libraries of the signed-in code, each a chunk of its own with the stage module that evaluates it
 * (src/app/load-in-stages.ts): one chunk evaluated in one task was ~300 ms of blocking on a phone. The stage module
 * sits in its chunk, so importing it is one request, not two.
 */
const SIGNED_IN_PARTS = [
  // MUI's styling (emotion, the system, the theme: MUI's default theme is made as its module is evaluated) apart
  // from its components, whose styled() calls are the rest of MUI's evaluation: together one task of ~27 ms
  // unthrottled, each alone under Lighthouse's 50 ms at 4× (decision 0055).
  {
    name: 'signed-in-mui-styles',
    stage: /src[\\/]app[\\/]stages[\\/]mui-styles\.ts$/,
    modules:
      /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|colors|InitColorSchemeScript))|@emotion|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types)[\\/]/,
  },
  {
    name: 'signed-in-mui',
    stage: /src[\\/]app[\\/]stages[\\/]mui\.ts$/,
    modules: /node_modules[\\/](@mui|react-transition-group|@popperjs)[\\/]/,
  },
  {
    name: 'signed-in-router',
    stage: /src[\\/]app[\\/]stages[\\/]router\.ts$/,
    modules: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'signed-in-data',
    stage: /src[\\/]app[\\/]stages[\\/]data\.ts$/,
    modules: /node_modules[\\/](@tanstack|dayjs)[\\/]/,
  },
];

export const signedInChunk = {
  name: (id: string, graph: ModuleGraph) => {
    const stage = SIGNED_IN_PARTS.find((part) => part.stage.test(id));
    if (stage) return stage.name;
    // The roots keep their own chunks: they are what the entry imports lazily.
    if (SIGNED_IN_ROOTS.some((root) => root.test(id))) return null;
    if (importedFrom(id, graph, SIGN_IN_ROOTS)) return null;
    if (!importedFrom(id, graph, SIGNED_IN_ROOTS)) return null;
    return SIGNED_IN_PARTS.find((part) => part.modules.test(id))?.name ?? 'signed-in-core';
  },
  // Only the modules chosen above: following their imports would pull in React and the sign-in page's code.
  includeDependenciesRecursively: false,
};
