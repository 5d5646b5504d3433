import { readdirSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';
import owners from './owners.json' with { type: 'json' };

const SRC = path.resolve(import.meta.dirname, '../..');

// Decision 0025: lint gives each module only its own tables, so a table missing from owners.json would be free
// for all; this keeps the map complete and its owners real folders.
describe('db/schema/owners.json', () => {
  const tables = Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name)
    .sort();

  it('names an owner for every table, and nothing else', () => {
    expect(Object.keys(owners).sort()).toEqual(tables);
  });

  it('names owners that exist', () => {
    const folders = new Set([
      ...readdirSync(path.join(SRC, 'modules')).map((m) => `modules/${m}`),
      ...readdirSync(SRC, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    ]);
    for (const owner of Object.values(owners)) expect(folders).toContain(owner);
  });
});
