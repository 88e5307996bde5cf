import type { ContactRequest } from '@monstory/contracts/contact';
import type { FastifyInstance } from 'fastify';
import { toDbTime } from '../../db/columns.js';
import { contactTeamMail } from './contact-mail.js';
import { insertContactMessage, markContactMessageMailed } from './contact.repo.js';

/**
 * Keeps the message, then mails it to the team. The message is stored first so a mail failure
 * loses nothing, and it still fails the call: the visitor sees the product's failure text and can
 * write again rather than wait for an answer that may not come.
 */
export async function submitContactMessage(
  app: FastifyInstance,
  message: ContactRequest,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await insertContactMessage(app.db, {
    id,
    ...message,
    created_at: toDbTime(app.clock.now()),
    mailed_at: null,
  });
  await app.mailer.send(contactTeamMail(id, message, app.config.payments.teamEmail));
  await markContactMessageMailed(app.db, id, toDbTime(app.clock.now()));
  return { id };
}
