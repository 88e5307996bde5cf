import type { MedalId } from '@monstory/contracts/gamification';
import type { LanguageCode } from '@monstory/contracts/language';
import { medals as da } from '@monstory/i18n/locales/da/medals';
import { medals as en } from '@monstory/i18n/locales/en/medals';
import { medals as no } from '@monstory/i18n/locales/no/medals';
import { medals as sv } from '@monstory/i18n/locales/sv/medals';

// The new-medal notification's words, in the owner's language. The medal's name comes from the
// same catalog My medals shows it from, so the notification and the page can never disagree;
// a name a translation still lacks falls back to English, as it does in the app.

interface Catalog {
  items?: Partial<Record<MedalId, { name?: string } | undefined>>;
}

const CATALOGS: Record<LanguageCode, Catalog> = { no, en, da, sv };

const SENTENCES: Record<
  LanguageCode,
  { title(name: string): string; message(name: string): string }
> = {
  no: {
    title: (name) => `Ny medalje: ${name}!`,
    message: (name) => `Bra jobbet! Du har fått medaljen «${name}».`,
  },
  en: {
    title: (name) => `New medal: ${name}!`,
    message: (name) => `Well done! You have earned the “${name}” medal.`,
  },
  da: {
    title: (name) => `Ny medalje: ${name}!`,
    message: (name) => `Godt gået! Du har fået medaljen »${name}«.`,
  },
  sv: {
    title: (name) => `Ny medalj: ${name}!`,
    message: (name) => `Bra jobbat! Du har fått medaljen ”${name}”.`,
  },
};

/** The medal's name as My medals shows it in `language`. */
export function medalName(medal: MedalId, language: LanguageCode): string {
  return CATALOGS[language].items?.[medal]?.name ?? en.items[medal].name;
}

/** The new-medal notification's title and message. */
export function medalNotificationText(
  medal: MedalId,
  language: LanguageCode,
): { title: string; message: string } {
  const name = medalName(medal, language);
  const sentences = SENTENCES[language];
  return { title: sentences.title(name), message: sentences.message(name) };
}
