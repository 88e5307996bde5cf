import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/test/database-tests.ts';

// The server tests that open a database: those whose imports reach its test kit. createTestDatabase
// refuses to open one for a file that is not in this list.
const DATABASE_TESTS = databaseTestFiles('apps/server/src');

// One vitest run covers every workspace. The server's tests run on SQLite, and those that touch
// the database run on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
const serverProject = (kind: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server:${kind}`,
    root: './apps/server',
    include: kind === 'sqlite' ? ['src/**/*.test.ts'] : DATABASE_TESTS,
    provide: { databaseTests: DATABASE_TESTS },
    environment: 'node',
    // Generous limits: CI is a 2-core machine, and these tests start real databases and workers.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DB: kind },
    // PostgreSQL files run one at a time: two at once sometimes lost a fresh schema mid-migration
    // ("schema … does not exist"), which one at a time never did. They still run beside the rest.
    ...(kind === 'postgres' ? { maxWorkers: 1 } : {}),
    setupFiles: ['./src/test/setup.ts'],
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on CI's 2 cores means one file at a time (20
    // minutes). The tests wait on databases and workers much of the time, so two forks pay off.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Checks over the repository as a whole (scripts/): what its files may say and import.
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          // build/: the build's own plugins, plain functions tested beside the app.
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders are CPU-bound; 5 s is too tight on a loaded 2-core CI machine.
          testTimeout: 20_000,
        },
      },
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
