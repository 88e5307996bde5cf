import type { OutboxMail } from '@monstory/contracts/dev-outbox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linksIn } from './mail-links.js';
import { latestOutboxMails } from './outbox.repo.js';

const LIMIT = 20;

/** The outbox's latest mails for an address (in any case), newest first, with their links. */
export async function outboxMailsFor(db: Kysely<Database>, email: string): Promise<OutboxMail[]> {
  const rows = await latestOutboxMails(db, email.toLowerCase(), LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at,
    links: linksIn(row.text),
  }));
}
