import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The account's name and whether it is a guest: what a first child is named from. */
export async function accountNameOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ name: string; isAnonymous: boolean } | undefined> {
  const row = await db
    .selectFrom('user')
    .select(['name', 'isAnonymous'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { name: row.name, isAnonymous: Boolean(row.isAnonymous) };
}
