import { LanguageCode } from '@monstory/contracts/language';
import type { i18n as I18n } from 'i18next';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/css-components/base.css';
import 'vanilla-cookieconsent/dist/css-components/consent-modal.css';
import 'vanilla-cookieconsent/dist/css-components/preferences-modal.css';
import './consent-banner.css';
import { choiceFromCategories } from './consent-choice';
import { rememberConsentRecord } from './consent-record-copy';
import { PENDING_BANNER, setConsentDialog } from './consent-dialog-store';
import { setConsent } from './consent-store';
import { consentTranslationFor } from './consent-texts';
import { cookieConsentConfig } from './cookie-consent-config';

// The lazy chunk holding vanilla-cookieconsent: loaded when there is no valid saved consent (to
// show the banner) or when someone opens the preferences, never on a returning visitor's load.

let running: Promise<void> | undefined;
let followed: I18n | undefined;

/**
 * Runs cookieconsent once per page, in `language`; its banner appears if no current record is
 * saved. It needs nothing from the app, so a first visit's banner can come before the app's code.
 */
export function runConsentBanner(language: string): Promise<void> {
  running ??= CookieConsent.run(
    cookieConsentConfig({
      onDialog: setConsentDialog,
      language,
      languages: LanguageCode,
      translation: consentTranslationFor,
      secure: location.protocol === 'https:',
      onRecord: (record) => {
        setConsent(choiceFromCategories(record.categories));
        rememberConsentRecord(record);
      },
    }),
  ).finally(() => setConsentDialog(PENDING_BANNER, false));
  return running;
}

/** Keeps the banner's and the preferences' texts in the interface's language from now on. */
export async function followInterfaceLanguage(i18n: I18n): Promise<void> {
  if (followed === i18n) return;
  followed = i18n;
  i18n.on('languageChanged', (code) => void CookieConsent.setLanguage(code, true));
  // The banner may have started in another language than the one the app settled on (a signed-in
  // user's profile language, say); without forceSet, an unchanged language is left alone.
  await CookieConsent.setLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export function showConsentPreferences(): void {
  CookieConsent.showPreferences();
}
