import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AuthConfig, type Config } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { fixedClock, type SettableClock } from '../platform/clock.js';
import { createTestDatabase } from './test-database.js';

export interface TestAppOptions {
  /** Config fields to override; the rest come from `testConfig()`. */
  config?: Partial<Config>;
  /** Start time of the test clock (default 2026-01-15T12:00:00.000Z). */
  now?: Date | string;
  /** Capture logs (level from config.logLevel, `silent` by default). */
  logStream?: DestinationStream;
}

export interface TestApp {
  app: App;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  clock: SettableClock;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/**
 * Config for tests: silent logs, no web build (point webDistDir at a fixture to test it) and
 * paths outside the repository. createTestApp gives each app its own dataDir.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'monstory-test-shared-data'),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'monstory-test-no-web-build'),
      // Tests that check them turn these on: a test that signs up many users from one address
      // would otherwise hit the limits, and the lifecycle job runs only when a test calls it.
      AUTH_RATE_LIMIT: 'false',
      ACCOUNT_LIFECYCLE_INTERVAL_MS: '0',
      // Jobs run when a test calls app.jobs.runUntilIdle(); `config: { runWorkers: true }`
      // makes the runner poll by itself.
      RUN_WORKERS: 'false',
    }),
    ...overrides,
  };
}

/** Identity settings for a test: those of testConfig() with the given changes. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return { ...testConfig().auth, ...overrides };
}

/**
 * Builds the app on a fresh database of the kind TEST_DB names (a copied, migrated SQLite file
 * or a new PostgreSQL schema). Add test-only routes before the first `inject()` if needed.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now);
  const config = testConfig({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    ...options.config,
  });
  try {
    const app = await buildApp(config, {
      database: database.handle,
      clock,
      ...(options.logStream && { logStream: options.logStream }),
    });
    return {
      app,
      db: database.handle.db,
      dbKind: database.handle.kind,
      clock,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
