import {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_REVISION,
} from '@monstory/contracts/constants';
import type { CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent';

interface ConfigOptions {
  language: string;
  languages: readonly string[];
  translation: (language: string) => Promise<Translation>;
  /** Every time a record is in force: on load with a valid one, and on each save. */
  onRecord: (record: CookieValue) => void;
  /** The page's protocol: the cookie is Secure on https only, so a plain-http LAN install works. */
  secure: boolean;
  /** The banner or the preferences appear (true) or go (false). */
  onDialog?: (modalName: string, open: boolean) => void;
}

// Cookies the measurement services set, cleared by cookieconsent when their category is refused.
const GA_COOKIES = [{ name: /^_ga(_.*)?$/ }, { name: '_gid' }];
const META_COOKIES = [{ name: '_fbp' }, { name: '_fbc' }];

/** vanilla-cookieconsent's configuration for docs/product.md#consent Consent and Consent cookie (docs/product.md#constants). */
export function cookieConsentConfig(options: ConfigOptions): CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    // Its bot check also hides the banner from every automated browser (navigator.webdriver):
    // the journeys and Lighthouse would then test a page no person sees. Crawlers are skipped
    // before this runs instead (consent-startup.ts).
    hideFromBots: false,
    // No <script data-category> tags: analytics loads from code, after reading the consent store.
    manageScriptTags: false,
    // Children keep using the app while the banner waits; nothing optional runs meanwhile.
    disablePageInteraction: false,
    cookie: {
      name: CONSENT_COOKIE_NAME,
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: options.secure,
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: GA_COOKIES } },
      ad_user_data: { autoClear: { cookies: META_COOKIES } },
      ad_personalization: { autoClear: { cookies: META_COOKIES } },
    },
    language: {
      default: options.language,
      translations: Object.fromEntries(
        options.languages.map((code) => [code, () => options.translation(code)]),
      ),
    },
    onModalShow: ({ modalName }) => options.onDialog?.(modalName, true),
    onModalHide: ({ modalName }) => options.onDialog?.(modalName, false),
    onConsent: ({ cookie }) => options.onRecord(cookie),
    onChange: ({ cookie }) => options.onRecord(cookie),
  };
}
