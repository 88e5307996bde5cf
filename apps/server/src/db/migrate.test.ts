import fs from 'node:fs';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateIdentityTables } from '../platform/auth/auth-schema.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import type { Database } from './schema.js';
import { MigrationError, migrateToLatest, migrateToNothing } from './migrate.js';
import { migrations } from './migrations/index.js';

let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** No migrations of ours yet; better-auth's tables (which ours reference) are there. */
async function emptyDatabase() {
  database = await createTestDatabase({ migrated: false });
  await migrateIdentityTables(database.handle.db, database.handle.kind);
  return database.handle.db;
}

/** This database's tables only: on PostgreSQL each test database is a schema of a shared one. */
async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const schema =
    database?.handle.kind === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .sort();
}

describe('migrations', () => {
  it('lists every file in the migrations folder, in order', () => {
    const files = fs
      .readdirSync(new URL('./migrations', import.meta.url))
      .filter((file) => file !== 'index.ts' && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const name of files) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+$/);
  });

  it('migrates an empty database up, down and up again', async () => {
    const db = await emptyDatabase();
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await tableNames(db)).toContain('app_meta');
    expect(await migrateToLatest(db)).toEqual([]);

    await migrateToNothing(db);
    expect(await tableNames(db)).not.toContain('app_meta');
    expect(await tableNames(db)).not.toContain('profiles');
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
  });

  it('creates app_meta as the conventions say', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    const row = {
      key: 'vapid',
      value: '{"publicKey":"x"}',
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    await db.insertInto('app_meta').values(row).execute();
    expect(await db.selectFrom('app_meta').selectAll().execute()).toEqual([row]);
    await expect(db.insertInto('app_meta').values(row).execute()).rejects.toThrow();
    const count = await db
      .selectFrom('app_meta')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('names the migration that failed', async () => {
    const db = await emptyDatabase();
    const broken: Migration = {
      up: async (tx) => {
        await sql`select * from no_such_table`.execute(tx);
      },
    };
    const list = { ...migrations, '2099-01-01T0000-broken': broken };
    const failure = migrateToLatest(db, list);
    await expect(failure).rejects.toThrow(MigrationError);
    await expect(failure).rejects.toThrow(
      /^Database migration up failed at "2099-01-01T0000-broken": .*no_such_table/,
    );
  });
});
