import { randomUUID } from 'node:crypto';
import { MEDALS, MedalMetric, type MedalId } from '@monstory/contracts/gamification';
import type { Statistics } from '@monstory/contracts/gamification';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database, NotificationsTable } from '../../db/schema.js';
import { insertNotifications } from '../notifications/notification-rows.js';
import { mailLanguageFor } from '../profile/profile-language.js';
import { medalNotificationText } from './medal-texts.js';
import { insertEarnedMedals } from './progress.repo.js';
import { statisticsOf, type ChildOfAccount } from './statistics.js';

// Medals are awarded where activity is recorded, in the same transaction: the statistics are
// counted again (one query), every completed medal is inserted with ON CONFLICT DO NOTHING, and
// only the rows this transaction actually inserted get a notification. Two transactions
// completing the same medal at once therefore notify once.

/** The medals these statistics complete, in catalogue order. */
export function completedMedals(statistics: Statistics): MedalId[] {
  return MEDALS.filter((medal) => statistics[MedalMetric[medal.metric]] >= medal.target).map(
    (medal) => medal.id,
  );
}

/**
 * Awards what the child's activity now completes and writes a notification per new medal.
 * Returns those rows: the caller announces them after its commit.
 */
export async function awardMedals(
  trx: Kysely<Database>,
  { userId, childId }: ChildOfAccount,
  at: Date,
): Promise<NotificationsTable[]> {
  const statistics = await statisticsOf(trx, { userId, childId }, at);
  const inserted = new Set(
    await insertEarnedMedals(trx, userId, childId, completedMedals(statistics), toDbTime(at)),
  );
  if (inserted.size === 0) return [];
  const language = await mailLanguageFor({ db: trx, clock: { now: () => at } }, userId, []);
  const rows = MEDALS.filter((medal) => inserted.has(medal.id)).map(
    (medal): NotificationsTable => ({
      id: randomUUID(),
      user_id: userId,
      child_id: childId,
      type: 'CUSTOM_NOTIFICATION',
      ...medalNotificationText(medal.id, language),
      level: 'SUCCESS',
      target_type: null,
      target_id: null,
      path: '/stuff/medals',
      duration_seconds: null,
      status: 'UNREAD',
      image_url: null,
      created_at: toDbTime(at),
      updated_at: toDbTime(at),
    }),
  );
  await insertNotifications(trx, rows);
  return rows;
}
