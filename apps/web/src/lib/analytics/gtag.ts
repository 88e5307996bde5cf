import type { ConsentModeSignals } from '../consent/consent-mode';
import { DEFAULT_CONSENT_SIGNALS } from '../consent/consent-mode';

// GA4 through gtag.js, set up the way Google's snippet does, minus the inline <script> the CSP
// would refuse: the queue and the consent default exist before the library is fetched.

export type Gtag = (...args: unknown[]) => void;

export interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export function ga4ScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

export function installGtag(
  target: GtagWindow,
  measurementId: string,
  initial: { signals: ConsentModeSignals; userType: string },
): Gtag {
  const dataLayer = (target.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the queue, not arrays: the snippet's exact shape.
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  const gtag = target.gtag;
  gtag('consent', 'default', DEFAULT_CONSENT_SIGNALS);
  gtag('consent', 'update', initial.signals);
  gtag('js', new Date());
  gtag('set', 'user_properties', { user_type: initial.userType });
  // Screens are counted by the app (a page_view per screen title), not by gtag on load.
  gtag('config', measurementId, { send_page_view: false });
  return gtag;
}
