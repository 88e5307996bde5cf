import type { Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';

export async function insertContactMessage(
  db: Kysely<Database>,
  row: ContactMessagesTable,
): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function markContactMessageMailed(
  db: Kysely<Database>,
  id: string,
  mailedAt: string,
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ mailed_at: mailedAt })
    .where('id', '=', id)
    .execute();
}
