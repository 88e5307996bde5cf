import {
  ENABLED_LANGUAGES,
  PROFILE_DEFAULT_LANGUAGE,
  isLanguageCode,
  languageFromPreferences,
} from '@monstory/contracts/language';
import type { LanguageCode } from '@monstory/contracts/language';

/**
 * The language to start in: the one this device chose before, else the browser's first supported
 * preference, else Norwegian. A stored language that is no longer selectable is ignored.
 */
export function pickInitialLanguage(
  stored: string | null,
  browserPreferences: readonly string[],
): LanguageCode {
  if (isLanguageCode(stored) && ENABLED_LANGUAGES.includes(stored)) return stored;
  return languageFromPreferences(browserPreferences, PROFILE_DEFAULT_LANGUAGE);
}
