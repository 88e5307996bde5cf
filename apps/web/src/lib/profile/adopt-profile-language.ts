import { ENABLED_LANGUAGES, resolveLanguage } from '@monstory/contracts/language';
import type { Profile } from '@monstory/contracts/profile';
import type { i18n as I18n } from 'i18next';
import { changeAppLanguage } from '../i18n/change-language';

/**
 * The profile's language is the person's choice on every device: after login the interface
 * follows it (a language that cannot be picked yet is left alone).
 */
export async function adoptProfileLanguage(i18n: I18n, profile: Profile): Promise<void> {
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const wanted = profile.languageCode;
  if (wanted === current || !ENABLED_LANGUAGES.includes(wanted)) return;
  await changeAppLanguage(i18n, wanted);
}
