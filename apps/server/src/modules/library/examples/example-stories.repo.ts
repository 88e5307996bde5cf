import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** How many of these story ids exist. */
export async function countExisting(db: Kysely<Database>, uuids: string[]): Promise<number> {
  const rows = await db.selectFrom('stories').select('uuid').where('uuid', 'in', uuids).execute();
  return rows.length;
}
