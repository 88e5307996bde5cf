import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../auth/auth-context';
import { startConsent } from '../consent/consent-startup';
import { connectAnalyticsToConsent, setAnalyticsUser } from './analytics';

/** Mounted once by the app: the consent banner, and analytics following consent and the user. */
export function ConsentAndAnalytics() {
  const { i18n } = useTranslation();
  const { ready, user } = useAuthState();
  const userId = user?.id ?? null;
  const userType = user && !user.isAnonymous ? 'registered' : 'anonymous';

  useEffect(() => connectAnalyticsToConsent(), []);

  // At mount, not once the browser is idle: on a first visit the banner is the largest thing on
  // the screen, and waiting for idle put it after the page's data and pictures. Its code is a
  // chunk of its own, fetched beside the page's, so the page still never waits for it.
  useEffect(() => {
    startConsent(i18n).catch((error: unknown) => {
      console.warn('The cookie banner could not be shown', error);
    });
  }, [i18n]);

  useEffect(() => {
    // Until start-up knows who this is, the server cannot say whether they are a test user.
    if (ready) setAnalyticsUser({ id: userId, type: userType });
  }, [ready, userId, userType]);

  return null;
}
