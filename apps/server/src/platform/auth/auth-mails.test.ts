import { describe, expect, it } from 'vitest';
import { authMail } from './auth-mails.js';

const url = 'http://localhost:8080/api/auth/verify-email?token=a.b.c&callbackURL=%2Fwelcome';

describe('authMail', () => {
  it('puts the link in the text as it is and in the HTML escaped', () => {
    const mail = authMail('verify-email', 'no', url);
    expect(mail.text).toContain(`\n${url}\n`);
    expect(mail.html).toContain(
      'href="http://localhost:8080/api/auth/verify-email?token=a.b.c&amp;callbackURL=%2Fwelcome"',
    );
    expect(mail.html).toContain('<html lang="nb">');
  });

  it('writes Norwegian for Norwegian readers and English for everyone else', () => {
    expect(authMail('reset-password', 'no', url).subject).toBe('Lag et nytt passord hos Monstory');
    expect(authMail('reset-password', 'en', url).subject).toBe(
      'Choose a new password for Monstory',
    );
    expect(authMail('reset-password', 'da', url).subject).toBe(
      'Choose a new password for Monstory',
    );
  });
});
