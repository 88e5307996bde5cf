import type { StoryStreamEvent } from '@monstory/contracts/story';
import type { JobContext } from '../../../jobs/job-definition.js';
import { toDbTime } from '../../../db/columns.js';
import type { NotificationsTable, StoriesTable } from '../../../db/schema.js';
import { liveUpdate } from '../stream/story-live.js';
import { makeStoryImage, makeStoryNarration } from './story-media-phase.js';
import { signedStoryMediaUrl } from '../media/story-media.js';
import {
  announceNotifications,
  insertNotifications,
} from '../../notifications/notification-rows.js';
import { storyNotification } from './story-notifications.js';
import { recordStoryFinished } from '../../progress/story-activity.js';
import { findParagraph, paragraphsOf, updateParagraph } from '../story-paragraphs.repo.js';
import { findStory } from '../story.repo.js';
import { countLetters, countWords, paragraphView, storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// After the text: the pictures (each one a recorded job step, so a retry never pays a hosted
// provider twice), the narration, and the story marked READY with its notifications. On the
// last attempt a picture or narration that still fails is marked FAILED instead of failing
// the whole story: the text is there, and the owner can remake it.

function mayGiveUp(ctx: JobContext, signal: AbortSignal): boolean {
  return ctx.attempt >= ctx.maxAttempts && !signal.aborted;
}

export async function illustrate(
  ctx: JobContext,
  story: StoriesTable,
  signal: AbortSignal,
): Promise<void> {
  const { services } = ctx;
  const waiting = (await paragraphsOf(services.db, story.uuid)).filter(
    (p) => p.image_status === 'PENDING',
  );
  for (const paragraph of waiting) {
    let key: string | null = null;
    try {
      key = await ctx.step(`image-${paragraph.idx}`, () =>
        makeStoryImage(services, story, paragraph, 0, signal),
      );
    } catch (error) {
      if (!mayGiveUp(ctx, signal)) throw error;
      ctx.log.warn({ err: error, paragraph: paragraph.idx }, 'a story picture failed');
    }
    await liveUpdate(services, story.uuid, {
      write: (trx) =>
        updateParagraph(trx, story.uuid, paragraph.idx, {
          image_key: key,
          image_status: key ? 'READY' : 'FAILED',
          updated_at: toDbTime(services.clock.now()),
        }),
      events: async () => {
        const row = await findParagraph(services.db, story.uuid, paragraph.idx);
        const image = row && (await paragraphView(services, row)).image;
        return image ? [{ type: 'image', paragraphIndex: paragraph.idx, image }] : [];
      },
    });
  }
}

export async function audioEvent(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'mediaAccess'>,
  uuid: string,
): Promise<StoryStreamEvent[]> {
  const row = await findStory(ctx.db, uuid);
  if (!row) return [];
  const audioUrl = row.audio_key ? await signedStoryMediaUrl(ctx, row.audio_key) : null;
  return [{ type: 'audio', audioStatus: row.audio_status, audioUrl }];
}

export async function narrateChosen(
  ctx: JobContext,
  story: StoriesTable,
  signal: AbortSignal,
): Promise<void> {
  const { services } = ctx;
  if (story.with_audio !== 1 || story.audio_status === 'READY') return;
  await liveUpdate(services, story.uuid, {
    patch: { audio_status: 'GENERATING' },
    events: [{ type: 'audio', audioStatus: 'GENERATING', audioUrl: null }],
  });
  const paragraphs = await paragraphsOf(services.db, story.uuid);
  let patch: Partial<StoriesTable> = { audio_status: 'FAILED' };
  try {
    const stored = await ctx.step('narration', () =>
      makeStoryNarration(services, story, paragraphs, signal),
    );
    patch = {
      audio_status: 'READY',
      audio_key: stored.audioKey,
      timings_key: stored.timingsKey,
      audio_duration_ms: stored.durationMs,
    };
  } catch (error) {
    if (!mayGiveUp(ctx, signal)) throw error;
    ctx.log.warn({ err: error }, 'a story narration failed');
  }
  await liveUpdate(services, story.uuid, { patch, events: () => audioEvent(services, story.uuid) });
}

/** The story is READY: counts, notifications and the closing `done` event, in one go. */
export async function completeStory(ctx: ServiceContext, uuid: string): Promise<void> {
  const story = await findStory(ctx.db, uuid);
  if (!story) return;
  const paragraphs = await paragraphsOf(ctx.db, uuid);
  const text = paragraphs.map((p) => p.text).join('\n');
  const now = ctx.clock.now();
  const notifications = [storyNotification(story, 'STORY_CREATED', now)];
  if (story.audio_status === 'READY') {
    notifications.push(storyNotification(story, 'AUDIO_READY', now));
  }
  let medals: NotificationsTable[] = [];
  await liveUpdate(ctx, uuid, {
    patch: {
      status: 'READY',
      choices: null,
      word_count: countWords(text),
      letter_count: countLetters(text),
      completed_at: toDbTime(now),
    },
    write: async (trx) => {
      await insertNotifications(trx, notifications);
      medals = await recordStoryFinished(trx, story, now);
    },
    events: async () => {
      const row = await findStory(ctx.db, uuid);
      return row
        ? [{ type: 'done', story: await storyView(ctx, row, paragraphs, row.user_id) }]
        : [];
    },
  });
  await announceNotifications(ctx, [...notifications, ...medals]);
}
