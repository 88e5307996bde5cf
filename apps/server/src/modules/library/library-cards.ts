import type { StorySummary } from '@monstory/contracts/library';
import type { StoryLength } from '@monstory/contracts/enums';
import type { Genre } from '@monstory/contracts/story-shape';
import { storyMinutes } from '@monstory/contracts/story-shape';
import { signedStoryMediaUrl } from '../story/media/story-media.js';
import { averageRating, storyLanguage } from '../story/view/story-view.js';
import type { CardRow } from './library.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** A story's card in lists, shelves and the examples (StorySummarySchema). */
export async function storyCard(
  ctx: Pick<ServiceContext, 'clock' | 'mediaAccess'>,
  row: CardRow,
  viewerId: string | undefined,
): Promise<StorySummary> {
  const length = row.length as StoryLength;
  return {
    uuid: row.uuid,
    title: row.title,
    genre: row.genre as Genre,
    age: row.age,
    length,
    minutes: storyMinutes(row.age, length),
    language: storyLanguage(row),
    coverUrl: row.cover_key ? await signedStoryMediaUrl(ctx, row.cover_key) : null,
    hasAudio: row.audio_status === 'READY',
    interactive: row.interactive === 1,
    ratingAverage: averageRating(row.rating_sum, row.rating_count),
    ratingCount: row.rating_count,
    readCount: row.read_count,
    isOwner: row.user_id === viewerId,
    isPublic: row.library_state === 'PUBLISHED',
    isExample: row.is_example === 1,
    createdAt: row.created_at,
  };
}

export function storyCards(
  ctx: Pick<ServiceContext, 'clock' | 'mediaAccess'>,
  rows: CardRow[],
  viewerId: string | undefined,
) {
  return Promise.all(rows.map((row) => storyCard(ctx, row, viewerId)));
}
