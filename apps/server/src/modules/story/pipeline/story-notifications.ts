import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@monstory/contracts/enums';
import { toDbTime } from '../../../db/columns.js';
import type { NotificationsTable, StoriesTable } from '../../../db/schema.js';
import { storyTexts } from '../story-texts.js';

// docs/product.md#notifications Notification rows for a story: STORY_CREATED when it is ready, AUDIO_READY when its
// narration is. Written in the transaction that finishes the story, in the owner's language;
// the notifications module (modules/notifications) stores, lists, delivers and pushes them.

export function storyNotification(
  story: StoriesTable,
  type: Extract<NotificationType, 'STORY_CREATED' | 'AUDIO_READY'>,
  now: Date,
): NotificationsTable {
  const texts = storyTexts(story.ui_language);
  const created = type === 'STORY_CREATED';
  return {
    id: randomUUID(),
    user_id: story.user_id,
    child_id: story.child_id,
    type,
    title: created ? texts.storyCreatedTitle : texts.audioReadyTitle,
    message: created ? texts.storyCreated(story.title) : texts.audioReady(story.title),
    level: 'SUCCESS',
    target_type: 'STORY',
    target_id: story.uuid,
    path: `/story/${story.uuid}`,
    duration_seconds: null,
    status: 'UNREAD',
    image_url: null,
    created_at: toDbTime(now),
    updated_at: toDbTime(now),
  };
}
