import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'monstory.db';

export function createSqliteDatabase(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the one writer; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', destroy: () => db.destroy() };
}

export interface PostgresOptions {
  /** Tests give each file its own schema. */
  searchPath?: string;
  maxConnections?: number;
}

export function createPostgresDatabase(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(options.searchPath && { options: `-c search_path=${options.searchPath}` }),
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', destroy: () => db.destroy() };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in DATA_DIR. */
export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseHandle {
  return config.databaseUrl
    ? createPostgresDatabase(config.databaseUrl)
    : createSqliteDatabase(path.join(config.dataDir, SQLITE_FILE_NAME));
}
