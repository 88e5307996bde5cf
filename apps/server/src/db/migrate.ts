import {
  Migrator,
  NO_MIGRATIONS,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationResultSet,
} from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

type MigrationList = Record<string, Migration>;

/**
 * Kysely looks for its bookkeeping tables in every schema it can see; on a PostgreSQL database
 * with several schemas (tests run one per file, in parallel) it would find another schema's and
 * skip creating its own. Naming the connection's schema keeps each one to itself.
 */
async function createMigrator(db: Kysely<Database>, list: MigrationList) {
  const provider = { getMigrations: async () => list };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
}

function check(resultSet: MigrationResultSet, direction: string): string[] {
  const { error, results = [] } = resultSet;
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    const where = failed ? ` at "${failed.migrationName}"` : '';
    throw new MigrationError(`Database migration ${direction} failed${where}: ${reason}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}

/** Applies every pending migration; returns the names it applied. */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: MigrationList = migrations,
): Promise<string[]> {
  return check(await (await createMigrator(db, list)).migrateToLatest(), 'up');
}

/** Undoes every migration (tests use it to prove each `down` works). */
export async function migrateToNothing(
  db: Kysely<Database>,
  list: MigrationList = migrations,
): Promise<string[]> {
  return check(await (await createMigrator(db, list)).migrateTo(NO_MIGRATIONS), 'down');
}
