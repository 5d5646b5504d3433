// Decision 0022: the layout's boundaries are lint rules; these cases prove the rules fire (and stay quiet
// where the layout allows the import). The files need not exist: ESLint lints the text under that name.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function layoutErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web layout', () => {
  it("refuses a feature's import of another feature's internals, at any depth", async () => {
    const errors = await layoutErrors(
      'apps/web/src/features/home/components/Probe.tsx',
      "export { UsefulLinks } from '../../links/components/UsefulLinks.tsx';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Import another feature through its index.ts')]);
  });

  it("allows another feature's index.ts and the feature's own files", async () => {
    const code =
      "export { UsefulLinks } from '../../links/index.ts';\nexport { default } from '../pages/HomePage.tsx';\n";
    expect(await layoutErrors('apps/web/src/features/home/components/Probe.tsx', code)).toEqual([]);
  });

  it('keeps components/ and lib/ free of features/ and app/', async () => {
    expect(
      await layoutErrors('apps/web/src/lib/probe.ts', "export { TodayShift } from '../features/shifts/index.ts';\n"),
    ).toEqual([expect.stringContaining('never import features/ or app/')]);
    expect(
      await layoutErrors('apps/web/src/components/Probe.tsx', "export { theme } from '../app/theme.ts';\n"),
    ).toEqual([expect.stringContaining('never import features/ or app/')]);
  });

  it('keeps features/ free of app/', async () => {
    expect(
      await layoutErrors('apps/web/src/features/home/probe.ts', "export { routes } from '../../app/router.tsx';\n"),
    ).toEqual([expect.stringContaining('features/ never import app/')]);
  });
});

describe('server layout', () => {
  it("refuses a module's import of another module's internals, and allows its index.ts", async () => {
    expect(
      await layoutErrors(
        'apps/server/src/modules/books/probe.ts',
        "export * as repo from '../students/repository.ts';\n",
      ),
    ).toEqual([expect.stringContaining('Import another feature through its index.ts')]);
    expect(
      await layoutErrors(
        'apps/server/src/modules/books/probe.ts',
        "export * as students from '../students/index.ts';\n",
      ),
    ).toEqual([]);
  });

  it('keeps infrastructure free of feature modules', async () => {
    expect(
      await layoutErrors('apps/server/src/lib/probe.ts', "export * as students from '../modules/students/index.ts';\n"),
    ).toEqual([expect.stringContaining('Infrastructure (auth/, lib/, db/, storage/) never imports a feature module')]);
  });

  it("lets seeds use a module's index.ts only", async () => {
    expect(
      await layoutErrors(
        'apps/server/src/seed/probe.ts',
        "export * as repo from '../modules/students/repository.ts';\n",
      ),
    ).toEqual([expect.stringContaining("use a module's index.ts")]);
  });
});

// Decision 0025: a module imports from db/schema only the tables db/schema/owners.json gives it.
describe('table owners', () => {
  const ownerErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((m) => m.message);
  };

  it("refuses a module's import of another module's table, by name or by file", async () => {
    expect(
      await ownerErrors(
        'apps/server/src/modules/books/repository.ts',
        "import { students } from '../../db/schema/index.ts';\nexport const t = students;\n",
      ),
    ).toEqual([expect.stringContaining('That table has another owner')]);
    expect(
      await ownerErrors(
        'apps/server/src/modules/imports/probe.ts',
        "import { pickupStudents } from '../../db/schema/pickups.ts';\nexport const t = pickupStudents;\n",
      ),
    ).toEqual([expect.stringContaining('That table has another owner')]);
  });

  it("refuses a seed's import of any table: seeds write through the owners' index.ts", async () => {
    expect(
      await ownerErrors(
        'apps/server/src/seed/sessions.ts',
        "import { sessions } from '../db/schema/index.ts';\nexport const t = sessions;\n",
      ),
    ).toEqual([expect.stringContaining('That table has another owner')]);
    const rowTypes = "import type { NewSessionRow } from '../db/schema/index.ts';\nexport type R = NewSessionRow;\n";
    expect(await ownerErrors('apps/server/src/seed/sessions.ts', rowTypes)).toEqual([]);
  });

  it('allows its own tables and the row types of others', async () => {
    const code =
      "import { books } from '../../db/schema/index.ts';\nimport type { StudentRow } from '../../db/schema/index.ts';\n" +
      'export const t = books;\nexport type S = StudentRow;\n';
    expect(await ownerErrors('apps/server/src/modules/books/repository.ts', code)).toEqual([]);
  });
});
