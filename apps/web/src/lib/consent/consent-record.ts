import { CONSENT_COOKIE_NAME, CONSENT_REVISION } from '@monstory/contracts/constants';
import { array, int, nonEmptyString, object, record, string } from '../api/shape-check';
import { choiceFromCategories } from './consent-choice';
import type { ConsentChoice } from './consent-choice';

/**
 * Consent record (docs/product.md#consent): what vanilla-cookieconsent keeps in the cc_cookie
 * cookie (docs/product.md#constants). The cookie is the record of truth; the browser drops it after
 * 182 days.
 */
export interface ConsentRecord {
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  languageCode: string;
}

// Checked without zod: the app's start reads the cookie, and it loads no zod
// (docs/decisions/0012-first-load.md).
const checkConsentRecord = object<ConsentRecord>({
  categories: array(string),
  services: record(array(string)),
  revision: int,
  consentId: nonEmptyString,
  consentTimestamp: nonEmptyString,
  lastConsentTimestamp: nonEmptyString,
  languageCode: string,
});

/** The saved record in `cookies` (document.cookie's format), or null when none is readable. */
export function readConsentCookie(cookies: string): ConsentRecord | null {
  const prefix = `${CONSENT_COOKIE_NAME}=`;
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    return checkConsentRecord(JSON.parse(decodeURIComponent(raw)), '');
  } catch {
    return null;
  }
}

/**
 * The choice a record still stands for, or null when it must be asked again:
 * docs/product.md#consent, a record of another revision counts as no consent at all.
 */
export function choiceFromRecord(
  record: ConsentRecord,
  revision: number = CONSENT_REVISION,
): ConsentChoice | null {
  return record.revision === revision ? choiceFromCategories(record.categories) : null;
}
