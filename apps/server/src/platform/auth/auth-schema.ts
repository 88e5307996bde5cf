import type { BetterAuthPlugin } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { anonymous, bearer } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Guests get a placeholder address on a domain that can never receive mail. */
export const GUEST_EMAIL_DOMAIN = 'guest.monstory.invalid';

/**
 * The plugins decide better-auth's tables, so the migration and the running instance must use
 * the same list. The guest is never deleted by the plugin: POST /api/login/convert-anonymous-user
 * moves its data first and deletes it then (docs/decisions/0003-identity.md).
 */
export function authPlugins(): BetterAuthPlugin[] {
  return [
    anonymous({ emailDomainName: GUEST_EMAIL_DOMAIN, disableDeleteAnonymousUser: true }),
    bearer(),
  ];
}

/** Creates or completes better-auth's tables (user, session, account, verification). */
export async function migrateIdentityTables(
  db: Kysely<Database>,
  kind: DatabaseKind,
): Promise<void> {
  const { runMigrations } = await getMigrations({
    database: { db, type: kind },
    plugins: authPlugins(),
    logger: { disabled: true },
  });
  await runMigrations();
}
