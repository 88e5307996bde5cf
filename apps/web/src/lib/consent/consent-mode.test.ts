import { describe, expect, it } from 'vitest';
import { choiceFromCategories, grantsAnything, NO_CONSENT } from './consent-choice';
import { consentModeSignals, DEFAULT_CONSENT_SIGNALS } from './consent-mode';
import { getConsent, setConsent, subscribeConsent } from './consent-store';

describe('consent defaults', () => {
  it('deny every category and every consent-mode signal until a choice is saved', () => {
    expect(getConsent()).toEqual(NO_CONSENT);
    expect(grantsAnything(NO_CONSENT)).toBe(false);
    expect(DEFAULT_CONSENT_SIGNALS).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});

describe('consentModeSignals', () => {
  it('maps each category to its signal, and keeps ad storage denied even when all are granted', () => {
    expect(consentModeSignals(choiceFromCategories(['necessary', 'analytics']))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(
      consentModeSignals(
        choiceFromCategories(['necessary', 'analytics', 'ad_user_data', 'ad_personalization']),
      ),
    ).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentModeSignals(choiceFromCategories(['ad_personalization']))).toMatchObject({
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'granted',
    });
  });
});

describe('the consent store', () => {
  it('tells listeners about real changes only', () => {
    const seen: unknown[] = [];
    const stop = subscribeConsent((choice) => seen.push(choice));
    const analyticsOnly = choiceFromCategories(['necessary', 'analytics']);
    setConsent(analyticsOnly);
    setConsent(choiceFromCategories(['analytics', 'necessary']));
    setConsent(NO_CONSENT);
    stop();
    setConsent(analyticsOnly);
    expect(seen).toEqual([analyticsOnly, NO_CONSENT]);
    setConsent(NO_CONSENT);
  });
});
