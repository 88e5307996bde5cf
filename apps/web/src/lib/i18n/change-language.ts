import type { LanguageCode } from '@monstory/contracts/language';
import type { i18n as I18n } from 'i18next';
import { writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';
import { rememberLanguageInCookie } from './language-cookie';
import { ensureLanguageLoaded } from './language-bundles';

/** Switches the interface language, fetching its catalog first, and remembers the choice. */
export async function changeAppLanguage(i18n: I18n, code: LanguageCode): Promise<void> {
  await ensureLanguageLoaded(i18n, code);
  await i18n.changeLanguage(code);
  writeString(LocalStorageKey.language, code);
  rememberLanguageInCookie(code);
}

/** Keeps `<html lang>` in step with the interface, for screen readers and hyphenation. */
export function bindDocumentLanguage(
  i18n: I18n,
  root: HTMLElement = document.documentElement,
): () => void {
  const update = (lng: string) => {
    root.lang = lng;
  };
  update(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', update);
  return () => i18n.off('languageChanged', update);
}
