import { LANGUAGE_COOKIE } from '@monstory/contracts/language';
import type { LanguageCode } from '@monstory/contracts/language';

// The language chosen on this device, also as a cookie: the server renders a visitor's Home
// (docs/decisions/0013-rendered-home.md) and cannot read local storage. Necessary storage under
// the privacy policy (§8: "remember your language"); written only when someone picks a language.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(code: LanguageCode, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberLanguageInCookie(code: LanguageCode): void {
  try {
    document.cookie = languageCookie(code, window.location.protocol === 'https:');
  } catch {
    // A browser refusing cookies only gets Home drawn by the app instead.
  }
}
