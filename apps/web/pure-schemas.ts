import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** The shared package's schema modules: zod schemas beside the plain rules, labels and texts they use. */
export const SCHEMA_MODULE = /packages[\\/]shared[\\/]src[\\/]schemas[\\/][^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number };

/**
 * Each top-level `const` of a schema module whose value is computed by a call (a zod schema: `z.object(…)
 * .refine(…)`, a table built with `Object.fromEntries`…) is marked pure, so that the build drops it when nothing
 * uses it (decision 0046). A bundler cannot know that building a schema has no side effect, so it kept every
 * schema of a module, and zod with them (~24 KB gzipped), as soon as a page used any plain export of that
 * module: a sort order, a label, a message. The app's pages load their schemas when they check a form
 * (components/form/lazy-schema.ts).
 *
 * The value is wrapped as `/* @__PURE__ *\/ (() => (value))()`: a pure mark on a call covers that call only, and a
 * schema is a chain of calls. Nothing in these modules runs a call for its side effect (a test keeps it so).
 * Lines keep their places: only columns move, in these modules alone.
 */
export function markPure(code: string, id = 'schema.ts'): string | null {
  const program = parseAst(code, { lang: 'ts' }, id);
  const values: Node[] = [];
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement as { declaration?: Node }).declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || (declaration as { kind?: string }).kind !== 'const') continue;
    for (const d of (declaration as unknown as { declarations: { init: Node | null }[] }).declarations) {
      if (d.init && (d.init.type === 'CallExpression' || d.init.type === 'NewExpression')) values.push(d.init);
    }
  }
  if (values.length === 0) return null;
  let out = code;
  for (const value of values.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, value.start)}/* @__PURE__ */ (() => (${out.slice(value.start, value.end)}))()${out.slice(value.end)}`;
  }
  return out;
}

export function pureSchemas(): Plugin {
  return {
    name: 'school-ops-pure-schemas',
    apply: 'build',
    transform: {
      filter: { id: SCHEMA_MODULE },
      handler(code, id) {
        const marked = markPure(code, id);
        return marked === null ? null : { code: marked, map: null };
      },
    },
  };
}
