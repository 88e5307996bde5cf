import type { ConsentChoice } from './consent-choice';
import { NO_CONSENT } from './consent-choice';

// Google's consent mode: the signals gtag('consent', …) takes. docs/product.md#consent maps the saved choice to
// analytics storage, ad user data and ad personalization; ad storage stays denied whatever the
// choice, because Monstory sets no advertising cookies of its own.

export type ConsentSignal = 'granted' | 'denied';

export interface ConsentModeSignals {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

export function consentModeSignals(choice: ConsentChoice): ConsentModeSignals {
  return {
    analytics_storage: signal(choice.analytics),
    ad_storage: 'denied',
    ad_user_data: signal(choice.ad_user_data),
    ad_personalization: signal(choice.ad_personalization),
  };
}

/** The `gtag('consent', 'default', …)` every page starts from. */
export const DEFAULT_CONSENT_SIGNALS: ConsentModeSignals = consentModeSignals(NO_CONSENT);
