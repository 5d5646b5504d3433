import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { markPure, pureSchemas } from './pure-schemas.ts';

const SCHEMAS = path.resolve(import.meta.dirname, '../../packages/shared/src/schemas');

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
    const bundle = await rolldown({
      input: 'entry',
      plugins: [
        {
          name: 'virtual',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) =>
            id === 'entry'
              ? `import { ACTIVITY_TITLE_MAX } from '${SCHEMAS}/../index.ts'; console.log(ACTIVITY_TITLE_MAX);`
              : null,
        },
        pureSchemas() as never,
      ],
    });
    const { output } = await bundle.generate({ format: 'esm' });
    const code = output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    expect(code).toMatch(/console.log\((\d+|\w+)\)/);
    expect(code).not.toMatch(/ZodObject|\$ZodType/);
    // The same page with a schema gets zod: the check above can fail.
    const withSchema = await rolldown({
      input: 'entry',
      plugins: [
        {
          name: 'virtual',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) =>
            id === 'entry'
              ? `import { createBookSchema } from '${SCHEMAS}/../index.ts'; console.log(createBookSchema);`
              : null,
        },
        pureSchemas() as never,
      ],
    });
    const schemaCode = (await withSchema.generate({ format: 'esm' })).output
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
    expect(schemaCode).toMatch(/ZodObject|\$ZodType/);
  }, 60_000);

  it('holds no statement in a schema module that runs only for its side effect (a bare call would be kept anyway, a const is dropped when unused)', () => {
    for (const file of readdirSync(SCHEMAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = ts.createSourceFile(file, readFileSync(path.join(SCHEMAS, file), 'utf8'), ts.ScriptTarget.Latest);
      const bare = source.statements.filter((s) => ts.isExpressionStatement(s)).map((s) => s.getText(source));
      expect(bare, file).toEqual([]);
    }
  });
});
