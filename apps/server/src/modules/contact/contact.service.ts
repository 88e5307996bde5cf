import type { ContactRequest } from '@monstory/contracts/contact';
import { toDbTime } from '../../db/columns.js';
import { contactTeamMail } from './contact-mail.js';
import { insertContactMessage, markContactMessageMailed } from './contact.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

/**
 * Keeps the message, then mails it to the team. The message is stored first so a mail failure
 * loses nothing, and it still fails the call: the visitor sees the product's failure text and can
 * write again rather than wait for an answer that may not come.
 */
export async function submitContactMessage(
  ctx: ServiceContext,
  message: ContactRequest,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await insertContactMessage(ctx.db, {
    id,
    ...message,
    created_at: toDbTime(ctx.clock.now()),
    mailed_at: null,
  });
  await ctx.mailer.send(contactTeamMail(id, message, ctx.config.payments.teamEmail));
  await markContactMessageMailed(ctx.db, id, toDbTime(ctx.clock.now()));
  return { id };
}
