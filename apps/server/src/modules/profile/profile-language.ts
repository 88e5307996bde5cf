import {
  languageFromPreferences,
  resolveLanguage,
  type LanguageCode,
} from '@monstory/contracts/language';
import type { ProfilesTable } from '../../db/schema.js';
import type { DataContext } from '../../platform/service-context.js';
import { findProfile } from './profile.repo.js';

// Apart from profile.service.ts so that code which only needs a user's language (mails, medal
// notifications) does not load the profile's whole service and what it depends on.

/** The language a profile row is kept in. */
export function profileLanguageCode(row: ProfilesTable): LanguageCode {
  return resolveLanguage(row.language, 'no');
}

/** The language a user's mails are written in: the profile's, else the browser's. */
export async function mailLanguageFor(
  ctx: DataContext,
  userId: string,
  preferences: string[],
): Promise<LanguageCode> {
  const row = await findProfile(ctx.db, userId);
  return row ? profileLanguageCode(row) : languageFromPreferences(preferences);
}
