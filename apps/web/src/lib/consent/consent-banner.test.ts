import { CONSENT_REVISION } from '@monstory/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../i18n/change-language';
import { createAppI18n } from '../i18n/create-i18n';
import { LocalStorageKey } from '../storage/storage-keys';
import {
  clearConsentCookie,
  freshConsentModules,
  savedConsentCookie,
} from './consent-banner.testing';
import { NO_CONSENT } from './consent-choice';

// The real vanilla-cookieconsent in jsdom: the banner, its three answers and the stored record.

afterEach(() => {
  clearConsentCookie();
  document.getElementById('cc-main')?.remove();
});

const REVISION_MESSAGE = 'Vi har endret hva vi spør om siden sist';

/** A record as cookieconsent saves it, of the given revision. */
function saveRecord(categories: string[], revision: number): void {
  const record = {
    categories,
    revision,
    data: null,
    consentTimestamp: '2026-11-20T10:00:00.000Z',
    consentId: '6a1d3c55-2a41-4d0b-9a3e-0b3f1f2a7c10',
    services: { necessary: [], analytics: [], ad_user_data: [], ad_personalization: [] },
    languageCode: 'no',
    lastConsentTimestamp: '2026-11-20T10:00:00.000Z',
  };
  document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify(record))}; Path=/`;
}

async function showBanner() {
  const modules = await freshConsentModules();
  const i18n = await createAppI18n('no');
  await modules.banner.runConsentBanner('no');
  await modules.banner.followInterfaceLanguage(i18n);
  const banner = await screen.findByRole('dialog', { name: 'Får vi bruke informasjonskapsler?' });
  return { ...modules, i18n, banner };
}

describe('the consent banner', () => {
  it('asks on the first visit, in Norwegian, with everything denied until saved', async () => {
    const { banner, store } = await showBanner();
    expect(within(banner).getByRole('button', { name: 'Godta alle' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Bare nødvendige' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Velg selv' })).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Personvernerklæring' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(banner).not.toHaveTextContent(REVISION_MESSAGE);
    expect(store.getConsent()).toEqual(NO_CONSENT);
    expect(savedConsentCookie()).toBeNull();
  });

  it('accept all grants every category and saves the record with the current revision', async () => {
    const { banner, store } = await showBanner();
    await userEvent.click(within(banner).getByRole('button', { name: 'Godta alle' }));
    expect(store.getConsent()).toEqual({
      analytics: true,
      ad_user_data: true,
      ad_personalization: true,
    });
    expect(savedConsentCookie()).toMatchObject({
      categories: ['necessary', 'analytics', 'ad_user_data', 'ad_personalization'],
      revision: CONSENT_REVISION,
    });
    const copy = JSON.parse(localStorage.getItem(LocalStorageKey.consentPreferences) ?? '{}');
    expect(Object.keys(copy).sort()).toEqual([
      'categories',
      'consentId',
      'consentTimestamp',
      'languageCode',
      'lastConsentTimestamp',
      'revision',
      'services',
    ]);
    expect(copy.languageCode).toBe('no');
  });

  it('reject all keeps only the necessary category', async () => {
    const { banner, store } = await showBanner();
    await userEvent.click(within(banner).getByRole('button', { name: 'Bare nødvendige' }));
    expect(store.getConsent()).toEqual(NO_CONSENT);
    expect(savedConsentCookie()?.categories).toEqual(['necessary']);
  });

  it('custom choices: analytics on, ads off, necessary locked on', async () => {
    const { banner, store } = await showBanner();
    await userEvent.click(within(banner).getByRole('button', { name: 'Velg selv' }));
    const preferences = await screen.findByRole('dialog', {
      name: 'Innstillinger for informasjonskapsler',
    });
    const necessary = within(preferences).getByRole('checkbox', { name: /Nødvendige/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = within(preferences).getByRole('checkbox', { name: /Analyse/ });
    expect(analytics).not.toBeChecked();
    expect(within(preferences).getByRole('checkbox', { name: /Annonsemåling/ })).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(within(preferences).getByRole('button', { name: 'Lagre valgene' }));
    expect(store.getConsent()).toEqual({
      analytics: true,
      ad_user_data: false,
      ad_personalization: false,
    });
    expect(savedConsentCookie()?.categories).toEqual(['necessary', 'analytics']);
  });

  it('stays away while the saved record is of the current revision, and applies it', async () => {
    const { banner, store } = await freshConsentModules();
    saveRecord(['necessary', 'analytics'], CONSENT_REVISION);
    await banner.runConsentBanner('no');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getConsent()).toEqual({
      analytics: true,
      ad_user_data: false,
      ad_personalization: false,
    });
  });

  it('asks again, saying why, when the saved record is of another revision', async () => {
    const { banner, store } = await freshConsentModules();
    saveRecord(['necessary', 'analytics'], CONSENT_REVISION - 1);
    await banner.runConsentBanner('no');
    const dialog = await screen.findByRole('dialog', { name: 'Får vi bruke informasjonskapsler?' });
    expect(dialog).toHaveTextContent(REVISION_MESSAGE);
    expect(store.getConsent()).toEqual(NO_CONSENT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bare nødvendige' }));
    expect(savedConsentCookie()).toMatchObject({
      categories: ['necessary'],
      revision: CONSENT_REVISION,
    });
  });

  it('takes up the language the app settled on, and missing texts from the fallback', async () => {
    const { banner } = await freshConsentModules();
    await banner.runConsentBanner('no');
    await screen.findByRole('dialog', { name: 'Får vi bruke informasjonskapsler?' });
    await banner.followInterfaceLanguage(await createAppI18n('en'));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'May we use cookies?' })).toBeVisible(),
    );
  });

  it('follows the interface language', async () => {
    const { i18n } = await showBanner();
    await changeAppLanguage(i18n, 'en');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'May we use cookies?' })).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeVisible();
  });
});
