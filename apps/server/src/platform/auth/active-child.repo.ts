import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The account's child ids in the order the app shows them (by sort order, then age of the
 * profile); the first is the one a request acts as when the device names none. Looked up with
 * the session and kept with it in the session cache (auth-hook.ts).
 */
export async function childIdsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('children')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
