import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, testDatabaseKind, testDatabaseUrl } from '../test/test-database.js';
import { createDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from './database.js';

const opened: DatabaseHandle[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.destroy()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open(databaseUrl: string | undefined) {
  const root = makeTempDir();
  dirs.push(root);
  const dataDir = path.join(root, 'nested', 'data');
  const handle = createDatabase({ databaseUrl, dataDir });
  opened.push(handle);
  return { handle, dataDir };
}

describe('createDatabase', () => {
  it('opens SQLite in DATA_DIR, creating the folder, with the pragmas it relies on', async () => {
    const { handle, dataDir } = open(undefined);
    expect(handle.kind).toBe('sqlite');
    const pragma = async (name: string) => {
      const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db);
      return Object.values(rows[0] ?? {})[0];
    };
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(1);
    expect(fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
  });

  // Only the server:postgres project has a PostgreSQL to talk to.
  if (testDatabaseKind() === 'postgres') {
    it('uses PostgreSQL when DATABASE_URL is set', async () => {
      const { handle } = open(testDatabaseUrl());
      expect(handle.kind).toBe('postgres');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    });
  }
});
