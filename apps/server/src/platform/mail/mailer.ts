import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; every link in the mail must appear here too. */
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the mail is handed over (SMTP) or kept (outbox). */
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface MailerDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set, otherwise the outbox (kept in the database and logged). */
export function createMailer(config: MailConfig, deps: MailerDeps): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : createOutboxMailer(deps);
}
