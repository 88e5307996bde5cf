import type { FastifyInstance } from 'fastify';
import type { OfflineEngines } from '../../../ai/providers/offline-engines.js';
import { toDbTime } from '../../../db/columns.js';
import type { StoriesTable, StoryParagraphsTable } from '../../../db/schema.js';
import { storyMediaKey } from '../../story/story-media.js';
import { FINISHED_STORY_BOOKKEEPING, findStory } from '../../story/story.repo.js';
import { countLetters, countWords } from '../../story/story-view.js';
import { exampleSeed, exampleUuid, type ExampleSpec } from './example-catalogue.js';
import { EXAMPLES_USER_ID } from './system-user.js';

// One example story: told and illustrated by the offline engines, its pictures stored like any
// story's, then the story and its paragraphs written in one transaction — a crash before that
// leaves nothing, and the next run makes the same story again (same seeds, same media keys).

export async function makeExampleStory(
  app: FastifyInstance,
  engines: OfflineEngines,
  spec: ExampleSpec,
): Promise<boolean> {
  const uuid = exampleUuid(spec);
  if (await findStory(app.db, uuid)) return false;
  const seed = exampleSeed(spec);
  const part = await engines.storyPart({
    request: { ...spec, seed, interactive: false },
    taken: [],
  });
  const now = toDbTime(app.clock.now());
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
      await app.media.put(imageKey, bytes);
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
  const text = paragraphs.map((p) => p.text).join('\n');
  const story: StoriesTable = {
    uuid,
    user_id: EXAMPLES_USER_ID,
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
    word_count: countWords(text),
    letter_count: countLetters(text),
    ...FINISHED_STORY_BOOKKEEPING,
    created_at: now,
    updated_at: now,
    completed_at: now,
    library_state: 'PUBLISHED',
    is_example: 1,
    shared_at: null,
    published_at: now,
    read_count: 0,
    rating_sum: 0,
    rating_count: 0,
    rating_score: 0,
    report_count: 0,
    hidden_from: null,
    review_outcome: null,
    reviewed_at: null,
  };
  return app.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('stories')
      .values(story)
      .onConflict((oc) => oc.column('uuid').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx.insertInto('story_paragraphs').values(paragraphs).execute();
    return true;
  });
}
