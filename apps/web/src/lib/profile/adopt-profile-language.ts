import { ENABLED_LANGUAGES, resolveLanguage } from '@monstory/contracts/language';
import type { Profile } from '@monstory/contracts/profile';
import type { i18n as I18n } from 'i18next';
import { readActiveChildId } from '../children/active-child';
import { changeAppLanguage } from '../i18n/change-language';

/**
 * The profile's language is the person's choice on every device: after login the interface
 * follows it (a language that cannot be picked yet is left alone). A device that a child was
 * chosen on speaks that child's language instead, which choosing the child already set here.
 */
export async function adoptProfileLanguage(i18n: I18n, profile: Profile): Promise<void> {
  if (readActiveChildId() !== null) return;
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const wanted = profile.languageCode;
  if (wanted === current || !ENABLED_LANGUAGES.includes(wanted)) return;
  await changeAppLanguage(i18n, wanted);
}
