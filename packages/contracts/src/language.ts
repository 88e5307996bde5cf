import type { ProfileLanguage } from './enums';

// docs/product.md#languages, docs/product.md#constants: supported interface languages. The original
// requirements list "sw" for Swedish; the ISO code is "sv", which we use, and "sw" is still
// accepted as an alias so old clients keep working.
export const LanguageCode = ['no', 'en', 'da', 'sv'] as const;
export type LanguageCode = (typeof LanguageCode)[number];

/** Languages a user can pick today; the others are shown as "Coming soon" and disabled. */
export const ENABLED_LANGUAGES: readonly LanguageCode[] = ['no', 'en'];

/** The profile's default language (docs/product.md#constants "Default language code: no"). */
const PROFILE_DEFAULT_LANGUAGE: LanguageCode = 'no';
/** The text layer's fallback (docs/product.md#constants "Default locale: en-US fallback"). */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

// Maps, not object literals: a client's "constructor" or "__proto__" must find nothing.
const PROFILE_NAME_TO_CODE = new Map<string, LanguageCode>([
  ['NORWEGIAN', 'no'],
  ['ENGLISH', 'en'],
  ['DANISH', 'da'],
  ['SWEDISH', 'sv'],
]);

const CODE_TO_PROFILE_NAME: Record<LanguageCode, ProfileLanguage> = {
  no: 'NORWEGIAN',
  en: 'ENGLISH',
  da: 'DANISH',
  sv: 'SWEDISH',
};

const ALIASES = new Map<string, LanguageCode>([
  ['nb', 'no'],
  ['nn', 'no'],
  ['sw', 'sv'],
  ['se', 'sv'],
  ['dk', 'da'],
]);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LanguageCode as readonly string[]).includes(value);
}

/**
 * docs/product.md#languages: language codes must match the supported list; a profile language name
 * maps to a code; nb and nn map to no; anything else falls back to English. Accepts BCP-47 tags
 * ("nb-NO", "en_US").
 */
export function resolveLanguage(
  input: string | null | undefined,
  fallback: LanguageCode = FALLBACK_LANGUAGE,
): LanguageCode {
  if (!input) return fallback;
  const trimmed = input.trim();
  const named = PROFILE_NAME_TO_CODE.get(trimmed.toUpperCase());
  if (named) return named;
  const primary = trimmed.toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguageCode(primary)) return primary;
  return ALIASES.get(primary) ?? fallback;
}

export function profileLanguageName(code: LanguageCode): ProfileLanguage {
  return CODE_TO_PROFILE_NAME[code];
}

/** Picks the first supported, enabled language from a browser's preference list. */
export function languageFromPreferences(
  preferences: readonly string[],
  fallback: LanguageCode = PROFILE_DEFAULT_LANGUAGE,
): LanguageCode {
  for (const pref of preferences) {
    const code = resolveLanguage(pref, 'en');
    const recognised = resolveLanguage(pref, 'no') === code;
    if (recognised && ENABLED_LANGUAGES.includes(code)) return code;
  }
  return fallback;
}

/**
 * The language to start in: the one this device chose before, else the browser's first supported
 * preference, else Norwegian. A stored language that is no longer selectable is ignored. The web
 * app asks this at start; the server, rendering a visitor's Home, asks it with the cookie below.
 */
export function pickInitialLanguage(
  stored: string | null,
  browserPreferences: readonly string[],
): LanguageCode {
  if (isLanguageCode(stored) && ENABLED_LANGUAGES.includes(stored)) return stored;
  return languageFromPreferences(browserPreferences, PROFILE_DEFAULT_LANGUAGE);
}

/** The cookie the web app keeps a picked language in, for the server (docs/decisions/0013). */
export const LANGUAGE_COOKIE = 'monstory.language';

/** The language a `Cookie` header remembers, or null. */
export function languageFromCookie(header: string | undefined): LanguageCode | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value;
  }
  return null;
}
