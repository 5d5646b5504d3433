import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** The service factories a file calls (`createStudentsService(`), not the ones it defines. */
function serviceFactoryCalls(code: string): string[] {
  return [...code.matchAll(/(?<!function\s+)\b(create\w+Service)\s*\(/g)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the composition root', () => {
  it('finds a call, and not a definition', () => {
    expect(serviceFactoryCalls('const students = createStudentsService({ db });')).toEqual(['createStudentsService']);
    expect(serviceFactoryCalls('export function createStudentsService({ db }: Deps) {')).toEqual([]);
  });

  it('is the one place the server builds its services', () => {
    const builders = sourceFiles(SRC)
      .filter((file) => serviceFactoryCalls(readFileSync(file, 'utf8')).length > 0)
      .map((file) => path.relative(SRC, file));
    // create-admin.ts is a command of its own, run outside the server, that needs the users service alone.
    expect(builders.sort()).toEqual(['composition.ts', 'create-admin.ts']);
  });
});
