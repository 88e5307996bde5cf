import crypto from 'node:crypto';
import { toDbTime } from '../../db/columns.js';
import { linksIn } from './mail-links.js';
import type { Mailer, MailerDeps } from './mailer.js';
import { insertOutboxMail } from './outbox.repo.js';

/**
 * Ids that sort in the order the mails were kept, also when the (test) clock stands still:
 * a monotonic nanosecond count, then randomness against other processes.
 */
function sortableId(): string {
  const ns = process.hrtime.bigint().toString().padStart(20, '0');
  return `${ns}-${crypto.randomBytes(6).toString('hex')}`;
}

/**
 * Keeps each mail in `mail_outbox` and logs it at info with its links, so a person who ran
 * `npm start` without SMTP can click the verification link in the console.
 */
export function createOutboxMailer({ db, clock, log }: MailerDeps): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, {
        id: sortableId(),
        recipient: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: toDbTime(clock.now()),
      });
      const links = linksIn(mail.text);
      log.info(
        { mail: { to: mail.to, subject: mail.subject, links } },
        `Mail kept in the outbox (SMTP_URL is not set) for ${mail.to}: "${mail.subject}" ${links.join(' ')}`,
      );
    },
    async close() {},
  };
}
