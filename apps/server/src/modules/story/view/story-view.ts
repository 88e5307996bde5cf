import type { LanguageCode } from '@monstory/contracts/language';
import { resolveLanguage } from '@monstory/contracts/language';
import type { StoryLength } from '@monstory/contracts/enums';
import type { Genre } from '@monstory/contracts/story-shape';
import { storyMinutes } from '@monstory/contracts/story-shape';
import {
  IMAGE_REGENERATION_LIMIT,
  type Story,
  type StoryChoice,
  type StoryParagraph,
} from '@monstory/contracts/story';
import type { Kysely } from 'kysely';
import type { SceneSpec } from '../../../ai/scene-spec.js';
import type { Database, StoriesTable, StoryParagraphsTable } from '../../../db/schema.js';
import type { ServiceContext } from '../../../platform/service-context.js';
import { signedStoryMediaUrl } from '../media/story-media.js';
import { paragraphsOf } from '../story-paragraphs.repo.js';
import { findViewerRating } from '../story.repo.js';

// Rows to the API's Story (packages/contracts/src/story.ts). Media keys become signed URLs, so a
// story open to everyone shows its pictures and narration without a session.

export function sceneOf(row: StoryParagraphsTable): SceneSpec | undefined {
  return row.scene ? (JSON.parse(row.scene) as SceneSpec) : undefined;
}

/** A picture's alt text: in the story's language when the engine wrote one, else its caption. */
export function altText(scene: SceneSpec | undefined): string | null {
  return scene ? scene.alt || scene.caption || null : null;
}

export function choicesOf(row: StoriesTable): StoryChoice[] | null {
  return row.choices ? (JSON.parse(row.choices) as StoryChoice[]) : null;
}

export function storyLanguage(row: Pick<StoriesTable, 'language'>): LanguageCode {
  return resolveLanguage(row.language, 'no');
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** A story's paragraphs in order, with their pictures' keys and states. */
export async function storyParagraphs(
  ctx: Pick<ServiceContext, 'db'>,
  uuid: string,
): Promise<StoryParagraphsTable[]> {
  return paragraphsOf(ctx.db, uuid);
}

/** The words of a story's paragraphs, in order (what a check of the whole story reads). */
export async function paragraphTexts(db: Kysely<Database>, uuid: string): Promise<string[]> {
  return (await paragraphsOf(db, uuid)).map((paragraph) => paragraph.text);
}

/** The average of a story's ratings to one decimal, null while unrated. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

export async function paragraphView(
  ctx: Pick<ServiceContext, 'clock' | 'mediaAccess'>,
  row: StoryParagraphsTable,
): Promise<StoryParagraph> {
  return {
    index: row.idx,
    text: row.text,
    image: row.image_status
      ? {
          status: row.image_status,
          url: row.image_key ? await signedStoryMediaUrl(ctx, row.image_key) : null,
          alt: altText(sceneOf(row)),
        }
      : null,
  };
}

export async function storyView(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'mediaAccess'>,
  row: StoriesTable,
  paragraphs: StoryParagraphsTable[],
  viewerId: string | undefined,
): Promise<Story> {
  const text = paragraphs.map((p) => p.text).join('\n');
  return {
    uuid: row.uuid,
    title: row.title,
    status: row.status,
    language: storyLanguage(row),
    age: row.age,
    genre: row.genre as Genre,
    length: row.length as StoryLength,
    minutes: storyMinutes(row.age, row.length as StoryLength),
    summary: row.summary,
    addons: {
      images: row.with_images === 1,
      audio: row.with_audio === 1,
      interactive: row.interactive === 1,
    },
    paragraphs: await Promise.all(paragraphs.map((p) => paragraphView(ctx, p))),
    audioStatus: row.audio_status,
    audioUrl: row.audio_key ? await signedStoryMediaUrl(ctx, row.audio_key) : null,
    voiceUuid: row.voice_uuid,
    wordCount: countWords(text),
    letterCount: countLetters(text),
    ratingCount: row.rating_count,
    ratingAverage: averageRating(row.rating_sum, row.rating_count),
    createdAt: row.created_at,
    isOwner: row.user_id === viewerId,
    isPublic: row.library_state === 'PUBLISHED',
    isExample: row.is_example === 1,
    myRating: viewerId ? await viewerRating(ctx, row.uuid, viewerId) : null,
    imageRegenerationsLeft: Math.max(0, IMAGE_REGENERATION_LIMIT - row.image_regenerations),
    choices: choicesOf(row),
    error: row.error,
  };
}

/**
 * The viewer's own rating of the story (1–5), null when they have not rated it. The library's
 * rating service reads it here too, inside its transaction, since the repository is the story's.
 */
export function viewerRating(
  ctx: Pick<ServiceContext, 'db'>,
  storyId: string,
  viewerId: string,
): Promise<number | null> {
  return findViewerRating(ctx.db, storyId, viewerId);
}
