// The layout's boundaries as lint rules (decision 0022): a feature reaches another only through its index.ts,
// imports run one way (app → features → components/lib), and no module imports itself in a circle.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const foldersIn = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

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
 * Infrastructure serves every module, so it imports none. `except` lists today's exceptions: the authenticate
 * hook loads the signed-in user and their revoked tokens through users' and auth's index.ts.
 * TODO(issue 17 §2): hand those loaders to the hook from the composition root and drop the exceptions.
 */
const infrastructureZone = (except = []) => ({
  target: [`${SERVER}/auth`, `${SERVER}/lib`, `${SERVER}/db`, `${SERVER}/storage`],
  from: `${SERVER}/modules`,
  except,
  message: 'Infrastructure (auth/, lib/, db/, storage/) never imports a feature module.',
});

const serverZones = (infrastructureExcept) => [
  ...featureZones(`${SERVER}/modules`),
  infrastructureZone(infrastructureExcept),
  {
    // Seeds, scripts, docs and test support use a module's public surface too; app.ts, the composition root,
    // registers each module's routes and is the one place that may reach them.
    target: [`${SERVER}/!(modules|auth|lib|db|storage)/**`, `${SERVER}/!(app).ts`].map((glob) => path.join(ROOT, glob)),
    from: `${SERVER}/modules`,
    except: everyModuleIndex,
    message: "Outside the modules, use a module's index.ts.",
  },
];

const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

// Tests may reach into what they test; test support shares the app's theme.
const TESTS = ['**/*.test.{ts,tsx}', '**/test-helpers.tsx', `${WEB}/test/**`, `${SERVER}/test/**`];

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
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverZones()) },
  },
  {
    files: [`${SERVER}/auth/authenticate.ts`],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverZones(['./auth/index.ts', './users/index.ts'])) },
  },
];
