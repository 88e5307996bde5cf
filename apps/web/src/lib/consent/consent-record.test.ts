import { CONSENT_REVISION } from '@monstory/contracts/constants';
import { describe, expect, it } from 'vitest';
import { choiceFromRecord, readConsentCookie } from './consent-record';

const record = {
  categories: ['necessary', 'analytics'],
  services: { necessary: [], analytics: [] },
  revision: CONSENT_REVISION,
  consentId: '3f1c2c9e-8b1a-4a57-9a43-2f0d8f3f6b11',
  consentTimestamp: '2026-11-20T10:00:00.000Z',
  lastConsentTimestamp: '2026-11-21T10:00:00.000Z',
  languageCode: 'no',
  expirationTime: 1_795_000_000_000,
};
const cookie = (value: unknown) =>
  `theme=dark; cc_cookie=${encodeURIComponent(JSON.stringify(value))}; other=1`;

describe('readConsentCookie', () => {
  it('reads the spec §3 record from cc_cookie among other cookies', () => {
    expect(readConsentCookie(cookie(record))).toMatchObject({
      categories: ['necessary', 'analytics'],
      revision: CONSENT_REVISION,
      consentId: record.consentId,
      languageCode: 'no',
    });
  });

  it('gives null for no cookie, broken JSON or a record missing its fields', () => {
    expect(readConsentCookie('theme=dark')).toBeNull();
    expect(readConsentCookie('cc_cookie=%7Bnot-json')).toBeNull();
    expect(readConsentCookie(cookie({ ...record, consentId: undefined }))).toBeNull();
    expect(readConsentCookie(cookie({ categories: 'analytics' }))).toBeNull();
  });
});

describe('choiceFromRecord', () => {
  it('stands for the saved categories while the revision is current', () => {
    const saved = readConsentCookie(cookie(record));
    expect(saved && choiceFromRecord(saved)).toEqual({
      analytics: true,
      ad_user_data: false,
      ad_personalization: false,
    });
  });

  it('counts a record of another revision as no consent, so the banner asks again', () => {
    const saved = readConsentCookie(cookie(record));
    expect(saved && choiceFromRecord(saved, CONSENT_REVISION + 1)).toBeNull();
  });
});
