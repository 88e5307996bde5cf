import { CONSENT_COOKIE_NAME } from '@monstory/contracts/constants';
import { getPlatform } from '../api/platform';

// Apart from consent-startup (which reads the cookie with zod), so that the app's first, small
// script can ask it before anything else has arrived.

export interface PrefetchEnvironment {
  platform: string;
  cookies: () => string;
}

function browserEnvironment(): PrefetchEnvironment {
  return { platform: getPlatform(), cookies: () => document.cookie };
}

/**
 * Starts fetching the banner's chunk at boot when the page is about to show it (on the web, no
 * consent saved yet), so it arrives beside the app's code rather than after the first render.
 * startConsent still decides and runs it; a saved but outdated choice gets the banner too, only
 * without the head start.
 */
export function prefetchConsentBanner(
  env: PrefetchEnvironment = browserEnvironment(),
  fetchBanner: () => Promise<unknown> = () => import('./consent-banner'),
): void {
  if (env.platform !== 'web') return;
  const saved = env
    .cookies()
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${CONSENT_COOKIE_NAME}=`));
  // A failed fetch is told by startConsent, which asks for the same chunk again.
  if (!saved) fetchBanner().catch(() => undefined);
}
