import { consentI18n } from './consent-startup';

// Opens the cookie preferences dialog (Settings, docs/product.md#consent, vanilla-cookieconsent). Rejects when it
// cannot open, so the caller can show the docs/product.md#errors alert: in the native apps (no consent is asked
// there) and when the dialog's chunk cannot be fetched (offline after a release, say).
export async function openCookiePreferences(): Promise<void> {
  const i18n = consentI18n();
  if (!i18n) throw new Error('Cookie preferences are unavailable.');
  const banner = await import('./consent-banner');
  await banner.runConsentBanner(i18n.resolvedLanguage ?? i18n.language);
  await banner.followInterfaceLanguage(i18n);
  banner.showConsentPreferences();
}
