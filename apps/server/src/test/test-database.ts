import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, inject } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  SQLITE_FILE_NAME,
  type DatabaseHandle,
  type DatabaseKind,
} from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { missingFromDatabaseProject } from './database-tests.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server test files the PostgreSQL project runs, as `src/…` (vitest.config.ts). */
    databaseTests: string[];
  }
}

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));
// better-auth's tables are part of the template; its schema comes from these two files.
const identitySources = [
  fileURLToPath(new URL('../platform/auth/auth-schema.ts', import.meta.url)),
  fileURLToPath(new URL('../../../../node_modules/better-auth/package.json', import.meta.url)),
];

export function testDatabaseKind(): DatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export function makeTempDir(prefix = 'monstory-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

// The template's name carries a hash of the migration sources, so editing a migration makes a
// new template instead of reusing a stale one, and runs in parallel share it safely.
function migrationsFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  for (const file of identitySources) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function sqliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'monstory-test-templates');
  const template = path.join(dir, `sqlite-${migrationsFingerprint()}.db`);
  if (fs.existsSync(template)) return template;
  fs.mkdirSync(dir, { recursive: true });
  const scratch = `${template}.${process.pid}.${crypto.randomUUID()}`;
  const handle = createSqliteDatabase(scratch);
  try {
    await prepareDatabase(handle.db, 'sqlite');
  } finally {
    await handle.destroy();
  }
  // rename is atomic: a worker racing us either sees no template or a complete one.
  fs.renameSync(scratch, template);
  return template;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The DATA_DIR holding the SQLite file (a fresh temp dir for postgres too). */
  dataDir: string;
  /** For postgres: a DATABASE_URL that points at this database's own schema. */
  databaseUrl: string | undefined;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

async function sqliteTestDatabase(migrated: boolean): Promise<TestDatabase> {
  const dataDir = makeTempDir();
  if (migrated) fs.copyFileSync(await sqliteTemplate(), path.join(dataDir, SQLITE_FILE_NAME));
  const handle = createSqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  return {
    handle,
    dataDir,
    databaseUrl: undefined,
    drop: async () => {
      await handle.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty schema of its own inside TEST_DATABASE_URL. */
export async function createTestSchema(): Promise<{
  schema: string;
  url: string;
  drop(): Promise<void>;
}> {
  const schema = `test_${process.pid}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema "${schema}"`);
  const url = new URL(testDatabaseUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: () => adminQuery(`drop schema if exists "${schema}" cascade`),
  };
}

async function postgresTestDatabase(migrated: boolean): Promise<TestDatabase> {
  const dataDir = makeTempDir();
  const schema = await createTestSchema();
  const handle = createPostgresDatabase(testDatabaseUrl(), {
    searchPath: schema.schema,
    maxConnections: 4,
  });
  try {
    if (migrated) await prepareDatabase(handle.db, 'postgres');
  } catch (error) {
    await handle.destroy();
    await schema.drop();
    throw error;
  }
  return {
    handle,
    dataDir,
    databaseUrl: schema.url,
    drop: async () => {
      await handle.destroy();
      await schema.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of the kind TEST_DB names, private to the caller; migrated unless told not to. */
export function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const testFile = expect.getState().testPath;
  const missing =
    testFile && missingFromDatabaseProject(testFile, serverRoot, inject('databaseTests'));
  if (missing) return Promise.reject(new Error(missing));
  return testDatabaseKind() === 'postgres'
    ? postgresTestDatabase(migrated)
    : sqliteTestDatabase(migrated);
}
