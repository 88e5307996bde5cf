// The import rules that hold the layers described in docs/architecture.md ("Layers and what each
// may import"). eslint.config.js spreads these blocks in; each rule's message names the way out.
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const entriesIn = (dir) => fs.readdirSync(dir).sort();

// Tests, and the helpers only tests import, may reach across layers to set a scene up (a test
// of the access table builds the whole app; a test prepares rows directly).
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.testing.{ts,tsx}',
  `${SERVER}/test/**`,
  `${WEB}/test/**`,
];

// Web: lib ──► features ──► app, and no feature reaches into another one.
const webZones = [
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'lib/ sits below features/ and app/: move the shared piece down into lib/.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'features/ sits below app/: take what app/ provides as props or context from lib/.',
  },
];
const featureZones = foldersIn(`${WEB}/features`).map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move the shared piece down into lib/.',
}));

// Server: ai/, platform/ and the safety gate never import modules/; a module's repositories are
// its own.
const serverModules = foldersIn(`${SERVER}/modules`);
const serverLayerZones = [
  {
    target: [`${SERVER}/ai`, `${SERVER}/platform`, `${SERVER}/safety-gate`],
    from: `${SERVER}/modules`,
    message:
      'ai/, platform/ and safety-gate/ sit below modules/: move the piece down, or inject it from app.ts.',
  },
  {
    target: `${SERVER}/modules/story`,
    from: `${SERVER}/modules/library`,
    message:
      'The library uses the story, never the other way: tell it through story-deleted.ts or the like.',
  },
];
const repositoryZones = serverModules.map((module) => ({
  target: [
    ...entriesIn(SERVER)
      .filter((entry) => entry !== 'modules')
      .map((entry) => `${SERVER}/${entry}`),
    ...serverModules
      .filter((other) => other !== module)
      .map((other) => `${SERVER}/modules/${other}`),
  ],
  from: `${SERVER}/modules/${module}/**/*.repo.ts`,
  message: `A repository is its own module's: call a modules/${module} service instead.`,
}));

// Where Kysely's query building may be used: repositories, the database set-up and migrations,
// the database-backed job queue, and tests. Everywhere else a file may import Kysely's types (to
// pass a connection or a transaction on) and open a transaction, but builds no query: no value
// import from 'kysely' (sql, expression helpers) and no selectFrom, insertInto, updateTable,
// deleteFrom and the like.
const QUERY_PLACES = ['**/*.repo.ts', `${SERVER}/db/**`, `${SERVER}/jobs/db-job-queue.ts`];

const KYSELY_TYPES_ONLY = {
  name: 'kysely',
  allowTypeImports: true,
  message: "Kysely's query building belongs in a *.repo.ts: import its types only.",
};
const APP_IN_ROUTES_ONLY = {
  name: 'fastify',
  importNames: ['FastifyInstance'],
  message:
    'A service takes the service context (ServiceContext or a Pick of it), not the app: routes pass app.services, jobs ctx.services.',
};
const QUERY_BUILDERS =
  'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto';

export const layers = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`, `${SERVER}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // Type-only imports are erased and never load, so only run-time cycles count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...featureZones] }] },
  },
  {
    // A test may render another feature's page; it still imports nothing from above its layer.
    files: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/*.testing.{ts,tsx}`, `${WEB}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverLayerZones, ...repositoryZones] },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [...QUERY_PLACES, ...TEST_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [KYSELY_TYPES_ONLY] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`,
          message: 'Queries belong in a *.repo.ts: call a repository function instead.',
        },
      ],
    },
  },
  {
    // A service takes the service context; only a module's routes and its register-*.ts (which
    // decorate the app, add hooks or register jobs) see the Fastify instance.
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: [...QUERY_PLACES, ...TEST_FILES, '**/*.routes.ts', '**/register-*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [KYSELY_TYPES_ONLY, APP_IN_ROUTES_ONLY] },
      ],
    },
  },
];
