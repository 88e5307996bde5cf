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
  '**/*-test-support.ts',
  '**/test-support.ts',
  `${SERVER}/test/**`,
  `${WEB}/test/**`,
];

// Features that still import another feature, and what they import. Each entry should move
// down into lib/ (site-footer and page-banner into lib/site, the story reader's parts into
// lib/reader, the modal frame into lib/components); the list only shrinks.
const FEATURES_STILL_SHARED = {
  contact: ['site-footer', 'static-pages'],
  faq: ['site-footer', 'static-pages'],
  generate: ['tour', 'story'],
  home: ['story', 'faq', 'site-footer'],
  legal: ['site-footer', 'static-pages'],
  'static-pages': ['site-footer'],
  story: ['audio-player', 'feedback', 'generate'],
};

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
  except: [feature, ...(FEATURES_STILL_SHARED[feature] ?? [])].map((name) => `./${name}`),
  message: 'A feature does not import another feature: move the shared piece down into lib/.',
}));

// Server: ai/ and platform/ never import modules/; a module's repositories are its own.
const serverModules = foldersIn(`${SERVER}/modules`);
const serverLayerZones = [
  {
    target: [`${SERVER}/ai`, `${SERVER}/platform`],
    from: `${SERVER}/modules`,
    // The child-safety gate is pure (no database, no service) and its model ships beside the
    // server bundle; the offline story engine judges names with it until the gate moves down
    // into a folder of its own.
    except: ['./safety/gate'],
    message: 'ai/ and platform/ sit below modules/: move the piece down, or inject it from app.ts.',
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

// Files that still import another module's repository; each should call that module's service.
const REPOSITORIES_STILL_SHARED = [
  `${SERVER}/modules/book/book-content.ts`, // monsters.repo, story-paragraphs.repo
  `${SERVER}/modules/book/book.service.ts`, // credits.repo, story.repo
  `${SERVER}/modules/library/examples/example-story.ts`, // story.repo
  `${SERVER}/modules/library/publish.service.ts`, // story-paragraphs.repo
];

// Where Kysely's query building may be used: repositories, the database set-up and migrations,
// the database-backed job queue, and tests. Everywhere else a file may import Kysely's types (to
// pass a connection or a transaction on) and open a transaction, but builds no query: no value
// import from 'kysely' (sql, expression helpers) and no selectFrom, insertInto, updateTable,
// deleteFrom and the like.
const QUERY_PLACES = ['**/*.repo.ts', `${SERVER}/db/**`, `${SERVER}/jobs/db-job-queue.ts`];

// Files that still build queries outside a repository. Each should move its queries into a
// *.repo.ts beside it; the list only shrinks.
const QUERIES_NOT_YET_IN_A_REPOSITORY = [
  `${SERVER}/modules/library/examples/example-seed.ts`,
  `${SERVER}/modules/library/examples/example-story.ts`,
  `${SERVER}/modules/library/examples/system-user.ts`,
  `${SERVER}/modules/library/library.user-data.ts`,
  `${SERVER}/modules/library/publish.service.ts`,
  `${SERVER}/modules/library/reading.service.ts`,
  `${SERVER}/modules/library/story-review.ts`,
  `${SERVER}/platform/auth/auth-hook.ts`,
];

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
    ignores: [...TEST_FILES, ...REPOSITORIES_STILL_SHARED],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverLayerZones, ...repositoryZones] },
      ],
    },
  },
  {
    files: REPOSITORIES_STILL_SHARED,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [...QUERY_PLACES, ...TEST_FILES, ...QUERIES_NOT_YET_IN_A_REPOSITORY],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: "Kysely's query building belongs in a *.repo.ts: import its types only.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`,
          message: 'Queries belong in a *.repo.ts: call a repository function instead.',
        },
      ],
    },
  },
];
