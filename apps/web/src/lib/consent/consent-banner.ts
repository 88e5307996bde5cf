import { LanguageCode } from '@monstory/contracts/language';
import type { i18n as I18n } from 'i18next';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/css-components/base.css';
import 'vanilla-cookieconsent/dist/css-components/consent-modal.css';
import 'vanilla-cookieconsent/dist/css-components/preferences-modal.css';
import './consent-banner.css';
import { choiceFromCategories } from './consent-choice';
import { rememberConsentRecord } from './consent-record';
import { setConsent } from './consent-store';
import { consentTranslation } from './consent-translation';
import { cookieConsentConfig } from './cookie-consent-config';

// The lazy chunk holding vanilla-cookieconsent: loaded when there is no valid saved consent (to
// show the banner) or when someone opens the preferences, never on a returning visitor's load.

let running: Promise<void> | undefined;

/** Runs cookieconsent once per page; its banner appears if no current record is saved. */
export function runConsentBanner(i18n: I18n): Promise<void> {
  running ??= (async () => {
    await CookieConsent.run(
      cookieConsentConfig({
        language: i18n.resolvedLanguage ?? i18n.language,
        languages: LanguageCode,
        translation: (code) => consentTranslation(i18n.getFixedT(code, 'consent')),
        secure: location.protocol === 'https:',
        onRecord: (record) => {
          setConsent(choiceFromCategories(record.categories));
          rememberConsentRecord(record);
        },
      }),
    );
    // The texts follow the interface language; its catalog is loaded before this event fires.
    i18n.on('languageChanged', (code) => void CookieConsent.setLanguage(code, true));
  })();
  return running;
}

export function showConsentPreferences(): void {
  CookieConsent.showPreferences();
}
