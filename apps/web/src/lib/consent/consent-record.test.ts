import { CONSENT_REVISION } from '@monstory/contracts/constants';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROBES } from '../api/shape-probes.testing';
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
  it('accepts and returns what its former zod schema did, field by field', () => {
    // The record is read at start without zod now (shape-check.ts); this was its schema.
    const former = z.object({
      categories: z.array(z.string()),
      services: z.record(z.string(), z.array(z.string())),
      revision: z.number().int(),
      consentId: z.string().min(1),
      consentTimestamp: z.string().min(1),
      lastConsentTimestamp: z.string().min(1),
      languageCode: z.string(),
    });
    for (const field of Object.keys(record)) {
      for (const probe of PROBES) {
        const changed = { ...record, [field]: probe };
        const expected = former.safeParse(JSON.parse(JSON.stringify(changed)));
        expect(readConsentCookie(cookie(changed))).toEqual(expected.success ? expected.data : null);
      }
    }
  });

  it('reads the consent record from cc_cookie among other cookies', () => {
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
