import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { markPure, pureSchemas } from './pure-schemas.ts';

const SCHEMAS = path.resolve(import.meta.dirname, '../../packages/shared/src/schemas');
const ZOD = /ZodObject|\$ZodType/;

/** The code rolldown makes of one entry module, with the plugin, as the web build would. */
async function bundle(entry: string): Promise<string> {
  const build = await rolldown({
    input: 'entry',
    plugins: [
      { name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? entry : null) },
      pureSchemas() as never,
    ],
  });
  const { output } = await build.generate({ format: 'esm' });
  return output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('the shared schema modules marked pure (decision 0046)', () => {
  it('wraps each top-level const computed by a call, and leaves the rest and the lines as they were', () => {
    const code = [
      "import { z } from 'zod';",
      'export const LIMIT = 5;',
      'export const thing = z.object({ a: z.string() }).refine((v) => v.a !== "");',
      'const table = Object.fromEntries([["a", 1]]);',
      'export function label() { return table.a; }',
    ].join('\n');
    const out = markPure(code)!;
    expect(out.split('\n')).toEqual([
      "import { z } from 'zod';",
      'export const LIMIT = 5;',
      'export const thing = /* @__PURE__ */ (() => (z.object({ a: z.string() }).refine((v) => v.a !== "")))();',
      'const table = /* @__PURE__ */ (() => (Object.fromEntries([["a", 1]])))();',
      'export function label() { return table.a; }',
    ]);
    expect(markPure('export const A = 1;\nexport function f() {}\n')).toBeNull();
  });

  it('lets a page that uses only a plain export of a schema module load no zod', async () => {
    const code = await bundle(
      `import { ACTIVITY_TITLE_MAX } from '${SCHEMAS}/../index.ts'; console.log(ACTIVITY_TITLE_MAX);`,
    );
    expect(code).toMatch(/console.log\((\d+|\w+)\)/);
    expect(code).not.toMatch(ZOD);
    // The same page with a schema gets zod: the check above can fail.
    expect(
      await bundle(`import { createBookSchema } from '${SCHEMAS}/../index.ts'; console.log(createBookSchema);`),
    ).toMatch(ZOD);
  }, 60_000);

  it('holds no statement in a schema module that runs only for its side effect (a bare call would be kept anyway, a const is dropped when unused)', () => {
    for (const file of readdirSync(SCHEMAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = ts.createSourceFile(file, readFileSync(path.join(SCHEMAS, file), 'utf8'), ts.ScriptTarget.Latest);
      const bare = source.statements.filter((s) => ts.isExpressionStatement(s)).map((s) => s.getText(source));
      expect(bare, file).toEqual([]);
    }
  });
});
