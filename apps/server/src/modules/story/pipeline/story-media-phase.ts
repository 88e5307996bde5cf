import type { AudioTimings } from '@monstory/contracts/story';
import { narrationWpm } from '@monstory/contracts/story-shape';
import { generatePicture } from '../../../ai/providers/generate-picture.js';
import { narrate } from '../../../ai/providers/speech-input.js';
import { voiceForLanguage } from '../../../ai/narrator/narrator-voices.js';
import type { StoriesTable, StoryParagraphsTable } from '../../../db/schema.js';
import { getCatalogueVoice } from '../../voices/voices.service.js';
import { storyMediaKey } from '../media/story-media.js';
import { sceneOf, storyLanguage } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// Making one picture or one narration and storing it under the story's media folder. Each
// returns only keys and numbers (JSON), so a job can record it as a step.

export async function makeStoryImage(
  ctx: Pick<ServiceContext, 'ai' | 'media'>,
  story: StoriesTable,
  paragraph: StoryParagraphsTable,
  imageRun: number,
  signal: AbortSignal,
): Promise<string> {
  const scene = sceneOf(paragraph);
  if (!scene) throw new Error(`Paragraph ${paragraph.idx} has no picture slot`);
  const picture = await generatePicture(
    ctx.ai.image,
    { kind: 'scene', scene, seed: `${story.seed}/${paragraph.idx}/${imageRun}` },
    { ...(ctx.ai.imageSize && { size: ctx.ai.imageSize }), signal },
  );
  const key = storyMediaKey(story.uuid, `image-${paragraph.idx}`, picture.extension, picture.bytes);
  await ctx.media.put(key, picture.bytes);
  return key;
}

export interface StoredNarration {
  audioKey: string;
  timingsKey: string;
  durationMs: number;
}

async function narrationVoice(ctx: Pick<ServiceContext, 'db'>, story: StoriesTable) {
  const chosen = story.voice_uuid ? await getCatalogueVoice(ctx.db, story.voice_uuid) : undefined;
  return voiceForLanguage(storyLanguage(story), chosen?.engineVoice);
}

export async function makeStoryNarration(
  ctx: Pick<ServiceContext, 'db' | 'ai' | 'media'>,
  story: StoriesTable,
  paragraphs: StoryParagraphsTable[],
  signal: AbortSignal,
): Promise<StoredNarration> {
  const voice = await narrationVoice(ctx, story);
  // The paragraphs joined by blank lines (the narrator pauses longer there); each word's
  // offsets are then mapped back to its own paragraph.
  const starts: number[] = [];
  let text = '';
  for (const paragraph of paragraphs) {
    if (text) text += '\n\n';
    starts.push(text.length);
    text += paragraph.text;
  }
  const narration = await narrate(
    ctx.ai.speech,
    {
      text,
      language: storyLanguage(story),
      voice: voice.id,
      gender: voice.gender,
      // At the story's own band's pace, so the narration lasts the minutes its label shows.
      wordsPerMinute: narrationWpm(story.age),
    },
    signal,
  );
  const timings: AudioTimings = {
    durationMs: narration.durationMs,
    words: narration.words.map((word) => {
      let p = starts.length - 1;
      while (p > 0 && (starts[p] ?? 0) > word.start) p -= 1;
      const offset = starts[p] ?? 0;
      return {
        paragraphIndex: paragraphs[p]?.idx ?? p,
        start: word.start - offset,
        end: word.end - offset,
        startMs: word.startMs,
        endMs: word.endMs,
      };
    }),
  };
  const timingsBytes = new TextEncoder().encode(JSON.stringify(timings));
  const audioKey = storyMediaKey(story.uuid, 'narration', 'mp3', narration.audio);
  const timingsKey = storyMediaKey(story.uuid, 'timings', 'json', timingsBytes);
  await ctx.media.put(audioKey, narration.audio);
  await ctx.media.put(timingsKey, timingsBytes);
  return { audioKey, timingsKey, durationMs: narration.durationMs };
}
