import type { i18n as I18n } from 'i18next';
import { getPlatform } from '../api/platform';
import { consentApplies } from './consent-applies';
import { choiceFromRecord, readConsentCookie } from './consent-record';
import { setConsent } from './consent-store';

// Start-up of consent (docs/product.md#consent): a returning visitor's current record is read straight from the
// cookie, so cookieconsent's chunk stays unloaded; anyone else gets the banner, loaded lazily.

export interface ConsentEnvironment {
  platform: string;
  userAgent: string;
  cookies: () => string;
  /** Loads the banner's chunk and runs it. */
  loadBanner: (i18n: I18n) => Promise<void>;
}

let registered: I18n | null = null;

function browserEnvironment(): ConsentEnvironment {
  return {
    platform: getPlatform(),
    userAgent: navigator.userAgent,
    cookies: () => document.cookie,
    loadBanner: (i18n) =>
      import('./consent-banner').then(async (m) => {
        await m.runConsentBanner(i18n.resolvedLanguage ?? i18n.language);
        await m.followInterfaceLanguage(i18n);
      }),
  };
}

/**
 * Applies a current saved choice, or shows the banner. Resolves once the banner's chunk is
 * running (immediately for a returning visitor).
 */
export async function startConsent(
  i18n: I18n,
  env: ConsentEnvironment = browserEnvironment(),
): Promise<void> {
  if (!consentApplies(env)) return;
  registered = i18n;
  const record = readConsentCookie(env.cookies());
  const choice = record && choiceFromRecord(record);
  if (choice) {
    setConsent(choice);
    return;
  }
  await env.loadBanner(i18n);
}

/** The interface the banner speaks, once start-up has decided this page asks for consent. */
export function consentI18n(): I18n | null {
  return registered;
}

/** Forgets start-up (tests start each case from a fresh page). */
export function resetConsentStartup(): void {
  registered = null;
}
