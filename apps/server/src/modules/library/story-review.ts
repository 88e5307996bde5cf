import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@monstory/contracts/language';
import { toDbTime } from '../../db/columns.js';
import type { NotificationsTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { DataContext } from '../../platform/service-context.js';
import { insertNotifications } from '../notifications/notification-rows.js';
import { mailLanguageFor } from '../profile/profile-language.js';
import {
  discountReports,
  reportsOn,
  settleReview,
  storiesAwaitingReview,
} from './story-review.repo.js';

// The team's review queue: stories that reports from verified accounts hid from everyone. A
// review restores a story (it returns to where it was: the library, its shared link, the
// examples) or removes it (it stays its owner's alone, for good). Either way the owner is told,
// and the reports before the review stop weighing, so the same reports cannot hide it again.
// Worked through with `npm run review -- list | restore <uuid> | remove <uuid>` (review-cli.ts).

export interface QueuedStory {
  uuid: string;
  title: string;
  ownerId: string;
  isExample: boolean;
  hiddenFrom: 'PRIVATE' | 'PUBLISHED' | null;
  reports: { reason: string; text: string | null; verified: boolean; at: string }[];
}

export async function reviewQueue(ctx: DataContext): Promise<QueuedStory[]> {
  const stories = await storiesAwaitingReview(ctx.db);
  const queued: QueuedStory[] = [];
  for (const story of stories) {
    const reports = await reportsOn(ctx.db, story.uuid);
    queued.push({
      uuid: story.uuid,
      title: story.title,
      ownerId: story.user_id,
      isExample: story.is_example === 1,
      hiddenFrom: story.hidden_from,
      reports: reports.map((r) => ({
        reason: r.reason,
        text: r.text,
        verified: r.counts === 1,
        at: r.created_at,
      })),
    });
  }
  return queued;
}

export type ReviewOutcome = 'RESTORED' | 'REMOVED';

const TEXTS: Record<LanguageCode, Record<ReviewOutcome, { title: string; message: string }>> = {
  no: {
    RESTORED: {
      title: 'Historien din er tilbake',
      message:
        'Vi har sett på «{title}» etter noen rapporter. Alt er i orden, og den er synlig igjen.',
    },
    REMOVED: {
      title: 'Historien din deles ikke lenger',
      message:
        'Vi har sett på «{title}» etter noen rapporter. Den er fortsatt din, men kan ikke lenger deles.',
    },
  },
  en: {
    RESTORED: {
      title: 'Your story is back',
      message:
        'We looked at “{title}” after some reports. All is well, and others can see it again.',
    },
    REMOVED: {
      title: 'Your story is no longer shared',
      message:
        'We looked at “{title}” after some reports. It is still yours, but it can no longer be shared.',
    },
  },
  da: {
    RESTORED: {
      title: 'Din historie er tilbage',
      message:
        'Vi har kigget på »{title}« efter nogle anmeldelser. Alt er i orden, og den er synlig igen.',
    },
    REMOVED: {
      title: 'Din historie deles ikke længere',
      message:
        'Vi har kigget på »{title}« efter nogle anmeldelser. Den er stadig din, men kan ikke længere deles.',
    },
  },
  sv: {
    RESTORED: {
      title: 'Din berättelse är tillbaka',
      message:
        'Vi har tittat på ”{title}” efter några anmälningar. Allt är i sin ordning och den syns igen.',
    },
    REMOVED: {
      title: 'Din berättelse delas inte längre',
      message:
        'Vi har tittat på ”{title}” efter några anmälningar. Den är fortfarande din men kan inte längre delas.',
    },
  },
};

/**
 * Restores or removes a story waiting for review and writes the owner's notification; returns
 * it for the caller to announce. A story that is not waiting is a 404.
 */
export async function reviewStory(
  ctx: DataContext,
  uuid: string,
  outcome: ReviewOutcome,
): Promise<NotificationsTable> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const story = await settleReview(trx, uuid, outcome, toDbTime(now));
    if (!story) throw new AppError('NOT_FOUND', 'No story with this id is waiting for review.');
    await discountReports(trx, uuid);
    const language = await mailLanguageFor({ db: trx, clock: ctx.clock }, story.user_id, []);
    const text = TEXTS[language][outcome];
    const row: NotificationsTable = {
      id: randomUUID(),
      user_id: story.user_id,
      child_id: story.child_id,
      type: 'CUSTOM_NOTIFICATION',
      title: text.title,
      message: text.message.replace('{title}', story.title),
      level: outcome === 'RESTORED' ? 'SUCCESS' : 'WARNING',
      target_type: 'STORY',
      target_id: uuid,
      path: null,
      duration_seconds: null,
      status: 'UNREAD',
      image_url: null,
      created_at: toDbTime(now),
      updated_at: toDbTime(now),
    };
    await insertNotifications(trx, [row]);
    return row;
  });
}
