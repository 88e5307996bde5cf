import { COLORS, PRODUCT_NAME } from '@monstory/contracts/constants';
import type { LanguageCode } from '@monstory/contracts/language';
import { escapeHtml } from '../mail/escape-html.js';

// The identity mails, in the reader's language: Norwegian, or English for everyone else.
// Kind and plain; the link is in the text part too, so every mail client shows it.

type Kind = 'verify-email' | 'reset-password';

interface MailText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<'no' | 'en', Record<Kind, MailText>> = {
  no: {
    'verify-email': {
      subject: `Bekreft e-postadressen din hos ${PRODUCT_NAME}`,
      greeting: 'Hei!',
      body: `Takk for at du vil lage historier med ${PRODUCT_NAME}. Trykk på lenken under for å bekrefte e-postadressen din, så er du i gang.`,
      button: 'Bekreft e-postadressen',
      ignore: 'Var det ikke du som registrerte deg? Da kan du trygt se bort fra denne e-posten.',
      signature: `Hilsen oss i ${PRODUCT_NAME}`,
    },
    'reset-password': {
      subject: `Lag et nytt passord hos ${PRODUCT_NAME}`,
      greeting: 'Hei!',
      body: 'Vi fikk en forespørsel om å lage et nytt passord for kontoen din. Trykk på lenken under for å velge et nytt. Lenken virker i én time.',
      button: 'Lag nytt passord',
      ignore:
        'Var det ikke du som ba om dette? Da kan du se bort fra e-posten; passordet ditt er uendret.',
      signature: `Hilsen oss i ${PRODUCT_NAME}`,
    },
  },
  en: {
    'verify-email': {
      subject: `Confirm your email address for ${PRODUCT_NAME}`,
      greeting: 'Hello!',
      body: `Thank you for making stories with ${PRODUCT_NAME}. Open the link below to confirm your email address, and you are all set.`,
      button: 'Confirm email address',
      ignore: 'Did not sign up? Then you can safely ignore this email.',
      signature: `The ${PRODUCT_NAME} team`,
    },
    'reset-password': {
      subject: `Choose a new password for ${PRODUCT_NAME}`,
      greeting: 'Hello!',
      body: 'We received a request to choose a new password for your account. Open the link below to pick a new one. The link works for one hour.',
      button: 'Choose a new password',
      ignore: 'Did not ask for this? Then ignore this email; your password has not changed.',
      signature: `The ${PRODUCT_NAME} team`,
    },
  },
};

export interface AuthMail {
  subject: string;
  text: string;
  html: string;
}

export function authMail(kind: Kind, language: LanguageCode, url: string): AuthMail {
  const t = TEXTS[language === 'no' ? 'no' : 'en'][kind];
  const text = [t.greeting, '', t.body, '', url, '', t.ignore, '', t.signature, ''].join('\n');
  const link = escapeHtml(url);
  const html = `<!doctype html>
<html lang="${language === 'no' ? 'nb' : 'en'}"><body style="font-family:sans-serif;line-height:1.5;color:#1d1b2f">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:${COLORS.secondary};color:#1d1b2f;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px">${link}</p>
<p style="font-size:14px">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>
`;
  return { subject: t.subject, text, html };
}
