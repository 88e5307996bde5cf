import type { Kysely } from 'kysely';
import type { Database, VoicesTable } from '../../db/schema.js';

export async function voicesOf(db: Kysely<Database>, language: string): Promise<VoicesTable[]> {
  return db
    .selectFrom('voices')
    .selectAll()
    .where('language', '=', language)
    .orderBy('sort_order')
    .execute();
}

export async function findVoice(
  db: Kysely<Database>,
  uuid: string,
): Promise<VoicesTable | undefined> {
  return db.selectFrom('voices').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}
