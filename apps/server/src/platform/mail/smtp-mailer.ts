import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.js';

// nodemailer (a few MB in memory) is loaded with the first mail, not at start.
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail({ from, ...mail });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
