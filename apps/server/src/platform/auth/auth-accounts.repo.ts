import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The sign-in providers of a user's accounts (better-auth's `account` table): email, google… */
export async function providerIdsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account')
    .select('providerId')
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => row.providerId);
}
