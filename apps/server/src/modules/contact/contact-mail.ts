import type { ContactRequest } from '@monstory/contracts/contact';
import type { Mail } from '../../platform/mail/mailer.js';
import { escapeHtml } from '../../platform/mail/escape-html.js';

/** The team's copy of a contact-form message; the visitor's address is in the text to reply to. */
export function contactTeamMail(id: string, message: ContactRequest, to: string): Mail {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  const text = [
    `From: ${oneLine(message.name)} <${oneLine(message.email)}>`,
    `Subject: ${oneLine(message.subject)}`,
    `Reference: ${id}`,
    '',
    message.message,
  ].join('\n');
  return {
    to,
    subject: `Contact form: ${oneLine(message.subject)}`.slice(0, 200),
    text,
    html: `<pre style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
  };
}
