/**
 * One chunk for the code every signed-in page needs before its first paint (the app, the router, the query
 * client, the bar's signed-in parts and the MUI parts they use): rolldown's automatic splitting made ~45 small
 * shared chunks of it, and on a phone's connection each request costs a round trip (Lighthouse mobile LCP). The
 * sign-in page's code stays out (/login loads nothing of this chunk), and so does what a page loads itself: each
 * screen's chunk (the entry starts it alongside this one, decision 0037), the date pickers, the live stream and
 * the outbox, the update prompt. Whether a module is in is read from the module graph, so a barrel that imports
 * everything would pull everything in: the build imports MUI one component at a time (mui-deep-imports.ts).
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

export const signedInChunk = {
  name: (id: string, graph: ModuleGraph) => {
    // The roots keep their own chunks: they are what the entry imports lazily.
    if (SIGNED_IN_ROOTS.some((root) => root.test(id))) return null;
    if (importedFrom(id, graph, SIGN_IN_ROOTS)) return null;
    return importedFrom(id, graph, SIGNED_IN_ROOTS) ? 'signed-in-core' : null;
  },
  // Only the modules chosen above: following their imports would pull in React and the sign-in page's code.
  includeDependenciesRecursively: false,
};
