// The layout's boundaries as lint rules (decision 0022): a feature reaches another only through its index.ts,
// imports run one way (app → features → components/lib), and no module imports itself in a circle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const foldersIn = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Tests may reach into what they test; test support shares the app's theme.
const TESTS = ['**/*.test.{ts,tsx}', '**/test-helpers.tsx', `${WEB}/test/**`, `${SERVER}/test/**`];

const THROUGH_INDEX = 'Import another feature through its index.ts, never its internals.';

/** Each feature folder under `dir` may import another one only through that one's index.ts, at any depth. */
function featureZones(dir) {
  const features = foldersIn(dir);
  return features.map((feature) => ({
    target: `${dir}/${feature}`,
    from: dir,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: THROUGH_INDEX,
  }));
}

const webZones = [
  ...featureZones(`${WEB}/features`),
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ and lib/ are shared by every feature: they never import features/ or app/.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'features/ never import app/: app/ composes the features.',
  },
];

const everyModuleIndex = foldersIn(`${SERVER}/modules`).map((module) => `./${module}/index.ts`);

/**
 * Infrastructure serves every module, so it imports none: what it needs of a feature (the authenticate hook's
 * user and revoked-token loaders) is handed to it by app.ts, the composition root (decision 0024).
 */
const infrastructureZone = {
  target: [`${SERVER}/auth`, `${SERVER}/lib`, `${SERVER}/db`, `${SERVER}/storage`],
  from: `${SERVER}/modules`,
  message: 'Infrastructure (auth/, lib/, db/, storage/) never imports a feature module.',
};

const serverZones = [
  ...featureZones(`${SERVER}/modules`),
  infrastructureZone,
  {
    // Seeds, scripts, docs and test support use a module's public surface too; app.ts, the composition root,
    // registers each module's routes and is the one place that may reach them.
    target: [`${SERVER}/!(modules|auth|lib|db|storage)/**`, `${SERVER}/!(app).ts`].map((glob) => path.join(ROOT, glob)),
    from: `${SERVER}/modules`,
    except: everyModuleIndex,
    message: "Outside the modules, use a module's index.ts.",
  },
];

/**
 * One owner per table (decision 0025): db/schema/owners.json names each table's owner. A module imports from
 * db/schema only the tables it owns (row types are free: `import type`); another module's rows come through
 * that module's index.ts.
 */
const TABLE_OWNERS = JSON.parse(readFileSync(path.join(ROOT, SERVER, 'db/schema/owners.json'), 'utf8'));

const tablesNotOwnedBy = (owner) =>
  Object.entries(TABLE_OWNERS)
    .filter(([, folder]) => folder !== owner)
    .map(([table]) => table);

/** `owner` is a folder under apps/server/src: a module, or `seed`, which owns no table and goes through the owners. */
const ownedTablesOnly = (owner) => ({
  files: [`${SERVER}/${owner}/**/*.ts`],
  ignores: TESTS,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/db/schema', '**/db/schema/*'],
            importNames: tablesNotOwnedBy(owner),
            allowTypeImports: true,
            message: "That table has another owner (db/schema/owners.json): call the owner's index.ts.",
          },
        ],
      },
    ],
  },
});

const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

export const layout = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(webZones) },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverZones) },
  },
  ...foldersIn(`${SERVER}/modules`).map((module) => ownedTablesOnly(`modules/${module}`)),
  ownedTablesOnly('seed'),
];
