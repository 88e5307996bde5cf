import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema.js';

export async function insertOutboxMail(db: Kysely<Database>, row: MailOutboxTable): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

export async function latestOutboxMails(
  db: Kysely<Database>,
  recipient: string,
  limit: number,
): Promise<MailOutboxTable[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
