import { writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// Without zod, unlike consent-record.ts: the banner's chunk writes this, and it must not pull the
// app's code in with it (main.tsx shows the banner before the app has started).

const FIELDS = [
  'categories',
  'services',
  'revision',
  'consentId',
  'consentTimestamp',
  'lastConsentTimestamp',
  'languageCode',
] as const;

/**
 * docs/product.md#consent lists "consent preferences" among the locally stored keys: a copy of the
 * record (the documented fields only), so support can read what was chosen and when without
 * decoding a cookie.
 */
export function rememberConsentRecord(record: object): void {
  const copy = Object.fromEntries(
    FIELDS.filter((field) => field in record).map((field) => [
      field,
      (record as Record<string, unknown>)[field],
    ]),
  );
  writeString(LocalStorageKey.consentPreferences, JSON.stringify(copy));
}
