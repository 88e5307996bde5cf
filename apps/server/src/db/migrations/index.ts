import type { Migration } from 'kysely';
import * as appMeta from './2026-11-22T0000-app-meta.js';
import * as profiles from './2026-11-23T0000-profiles.js';
import * as voices from './2026-11-23T0100-voices.js';
import * as creditLedger from './2026-11-23T0200-credit-ledger.js';
import * as anonymousConversions from './2026-11-23T0300-anonymous-conversions.js';
import * as mailOutbox from './2026-11-23T0400-mail-outbox.js';
import * as jobs from './2026-11-24T0000-jobs.js';
import * as stories from './2026-11-26T0000-stories.js';
import * as notifications from './2026-11-26T0100-notifications.js';
import * as library from './2026-11-28T0000-library.js';
import * as feedback from './2026-11-28T0100-feedback.js';
import * as payments from './2026-11-29T0000-payments.js';
import * as contactMessages from './2026-11-30T0100-contact-messages.js';
import * as gamification from './2026-12-01T0000-gamification.js';
import * as storyReview from './2026-12-02T0000-story-review.js';
import * as storyOrigin from './2026-12-03T0000-story-origin.js';
import * as childProfiles from './2026-12-04T0000-child-profiles.js';

// Listed by hand so the bundler sees every migration; a test checks that no file is missing.
// Keys are the file names without extension and must sort in the order they apply.
// Migrations from 2026-11-23 on reference better-auth's "user" table, which
// prepareDatabase() creates first (docs/decisions/0003-identity.md).
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-app-meta': appMeta,
  '2026-11-23T0000-profiles': profiles,
  '2026-11-23T0100-voices': voices,
  '2026-11-23T0200-credit-ledger': creditLedger,
  '2026-11-23T0300-anonymous-conversions': anonymousConversions,
  '2026-11-23T0400-mail-outbox': mailOutbox,
  '2026-11-24T0000-jobs': jobs,
  '2026-11-26T0000-stories': stories,
  '2026-11-26T0100-notifications': notifications,
  '2026-11-28T0000-library': library,
  '2026-11-28T0100-feedback': feedback,
  '2026-11-29T0000-payments': payments,
  '2026-11-30T0100-contact-messages': contactMessages,
  '2026-12-01T0000-gamification': gamification,
  '2026-12-02T0000-story-review': storyReview,
  '2026-12-03T0000-story-origin': storyOrigin,
  '2026-12-04T0000-child-profiles': childProfiles,
};
