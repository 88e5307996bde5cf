import { CONSENT_COOKIE_NAME } from '@monstory/contracts/constants';
import { getPlatform } from '../api/platform';
import { consentApplies } from './consent-applies';
import { PENDING_BANNER, setConsentDialog } from './consent-dialog-store';

// Apart from consent-startup (which reads the cookie with zod), so that the app's first, small
// script can ask it before anything else has arrived.

export interface EarlyBannerEnvironment {
  platform: string;
  userAgent: string;
  cookies: () => string;
}

function browserEnvironment(): EarlyBannerEnvironment {
  return {
    platform: getPlatform(),
    userAgent: navigator.userAgent,
    cookies: () => document.cookie,
  };
}

/**
 * Shows a first visitor the banner straight from the app's first script, in `language`: it is the
 * first thing they answer, and it needs none of the app's code. Without this it came after the
 * app had started and drawn its first screen, seconds later on a slow phone. A visitor with a
 * saved choice (current or outdated) is left to startConsent, which reads the record properly.
 * Resolves once the banner is up, or at once when there is none to show; never rejects.
 */
export async function showConsentBannerEarly(
  language: string,
  env: EarlyBannerEnvironment = browserEnvironment(),
  runBanner: (language: string) => Promise<unknown> = (code) =>
    import('./consent-banner').then((m) => m.runConsentBanner(code)),
): Promise<void> {
  if (!consentApplies(env)) return;
  const saved = env
    .cookies()
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${CONSENT_COOKIE_NAME}=`));
  if (saved) return;
  // Until cookieconsent shows the banner (or finds nothing to ask), it counts as on screen.
  setConsentDialog(PENDING_BANNER, true);
  try {
    await runBanner(language);
  } catch {
    // Told by startConsent, which asks for the same chunk again once the app runs.
    setConsentDialog(PENDING_BANNER, false);
  }
}
