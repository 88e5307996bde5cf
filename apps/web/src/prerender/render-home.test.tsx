import { describe, expect, it } from 'vitest';
import { languageFromCookie } from '@monstory/contracts/language';
import { languageCookie } from '../lib/i18n/language-cookie';
import { renderHome } from './render-home';

describe('the server’s Home', { timeout: 15_000 }, () => {
  it('renders the page and its title', async () => {
    const home = await renderHome({
      language: 'no',
      providers: {
        emailPassword: true,
        anonymous: true,
        google: false,
        apple: false,
        facebook: false,
      },
      exampleStories: [],
      appLinks: { appStoreUrl: null, playStoreUrl: null },
    });
    expect(home.title).toBe('Hjem · Monstory');
    expect(home.html).toContain('<h1');
    expect(home.html).toContain('Prøv som gjest');
    expect(home.html).not.toContain('Fortsett med Google');
  });
});

describe('the language cookie', () => {
  it('is read back from a Cookie header', () => {
    const cookie = languageCookie('en', true);
    expect(cookie).toMatch(
      /^monstory\.language=en; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(languageFromCookie(cookie.split(';')[0])).toBe('en');
    expect(languageFromCookie('monstory.language=klingon')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });
});
