import type { OfflineEngines } from '../../../ai/providers/offline-engines.js';
import { toDbTime } from '../../../db/columns.js';
import type { StoryParagraphsTable } from '../../../db/schema.js';
import { storyMediaKey } from '../../story/media/story-media.js';
import {
  storyExists,
  writeFinishedStory,
  type FinishedStoryRow,
} from '../../story/finished-story.service.js';
import { exampleSeed, exampleUuid, type ExampleSpec } from './example-catalogue.js';
import { EXAMPLES_USER_ID } from './system-user.repo.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// One example story: told and illustrated by the offline engines, its pictures stored like any
// story's, then the story and its paragraphs written together — a crash before that leaves
// nothing, and the next run makes the same story again (same seeds, same media keys).

export async function makeExampleStory(
  ctx: ServiceContext,
  engines: OfflineEngines,
  spec: ExampleSpec,
): Promise<boolean> {
  const uuid = exampleUuid(spec);
  if (await storyExists(ctx, uuid)) return false;
  const seed = exampleSeed(spec);
  const part = await engines.storyPart({
    request: { ...spec, seed, interactive: false },
    taken: [],
  });
  const now = toDbTime(ctx.clock.now());
  const paragraphs: StoryParagraphsTable[] = [];
  for (const [idx, paragraph] of part.paragraphs.entries()) {
    let imageKey: string | null = null;
    if (paragraph.scene) {
      const svg = await engines.picture({
        kind: 'scene',
        scene: paragraph.scene,
        seed: `${seed}/${idx}/0`,
      });
      const bytes = new TextEncoder().encode(svg);
      imageKey = storyMediaKey(uuid, `image-${idx}`, 'svg', bytes);
      await ctx.media.put(imageKey, bytes);
    }
    paragraphs.push({
      story_id: uuid,
      idx,
      text: paragraph.text,
      scene: paragraph.scene ? JSON.stringify(paragraph.scene) : null,
      image_status: imageKey ? 'READY' : null,
      image_key: imageKey,
      image_run: 0,
      created_at: now,
      updated_at: now,
    });
  }
  const story: FinishedStoryRow = {
    uuid,
    user_id: EXAMPLES_USER_ID,
    child_id: EXAMPLES_USER_ID,
    status: 'READY',
    language: spec.language,
    ui_language: spec.language,
    age: spec.age,
    genre: spec.genre,
    length: spec.length,
    summary: spec.description,
    with_images: 1,
    with_audio: 0,
    interactive: 0,
    voice_uuid: null,
    hero: null,
    seed,
    title: part.title ?? '',
    created_at: now,
    updated_at: now,
    completed_at: now,
    library_state: 'PUBLISHED',
    is_example: 1,
    published_at: now,
  };
  return writeFinishedStory(ctx, story, paragraphs);
}
