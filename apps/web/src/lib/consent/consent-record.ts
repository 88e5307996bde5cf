import { CONSENT_COOKIE_NAME, CONSENT_REVISION } from '@monstory/contracts/constants';
import { z } from 'zod';
import { choiceFromCategories } from './consent-choice';
import type { ConsentChoice } from './consent-choice';

/**
 * Spec §3 Consent record: what vanilla-cookieconsent keeps in the cc_cookie cookie (spec §9). The
 * cookie is the record of truth; the browser drops it after 182 days.
 */
export const ConsentRecordSchema = z.object({
  categories: z.array(z.string()),
  services: z.record(z.string(), z.array(z.string())),
  revision: z.number().int(),
  consentId: z.string().min(1),
  consentTimestamp: z.string().min(1),
  lastConsentTimestamp: z.string().min(1),
  languageCode: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

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
    const parsed = ConsentRecordSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The choice a record still stands for, or null when it must be asked again: spec §4, a record
 * of another revision counts as no consent at all.
 */
export function choiceFromRecord(
  record: ConsentRecord,
  revision: number = CONSENT_REVISION,
): ConsentChoice | null {
  return record.revision === revision ? choiceFromCategories(record.categories) : null;
}
