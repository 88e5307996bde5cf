import { resolveLanguage } from '@monstory/contracts/language';
import type { FastifyInstance } from 'fastify';
import { choicePointsFor } from '../../ai/providers/story-text-input.js';
import type { StoriesTable } from '../../db/schema.js';
import { checkStoryText } from '../safety/safety.service.js';
import { UnsafeStoryError } from './story-failure.js';
import { progressOf, textInputFor } from './story-interactive.js';
import { liveUpdate } from './story-live.js';
import { deleteParagraphsFrom, paragraphsOf } from './story-paragraphs.repo.js';
import { findStory } from './story.repo.js';
import { tellStoryText } from './story-text-phase.js';
import { storyView } from './story-view.js';

// One text part of a story run: the whole text of a plain story, or the part after the latest
// choice of an interactive one. A part interrupted earlier (a crash, a retry) is told again
// from its start, and clients get a fresh snapshot first.

async function forgetPart(app: FastifyInstance, story: StoriesTable, from: number) {
  const told = await paragraphsOf(app.db, story.uuid);
  const titleToForget = from === 0 && story.title !== '';
  if (!told.some((p) => p.idx >= from) && !titleToForget) return;
  await liveUpdate(app, story.uuid, {
    patch: titleToForget ? { title: '' } : {},
    write: async (trx) => {
      await deleteParagraphsFrom(trx, story.uuid, from);
    },
    events: async () => {
      const row = await findStory(app.db, story.uuid);
      const paragraphs = await paragraphsOf(app.db, story.uuid);
      return row
        ? [{ type: 'snapshot', story: await storyView(app, row, paragraphs, row.user_id) }]
        : [];
    },
  });
}

/** Tells the current part; afterwards the story either waits for a choice or goes on. */
export async function tellPart(
  app: FastifyInstance,
  story: StoriesTable,
  signal: AbortSignal,
): Promise<void> {
  const progress = progressOf(story);
  const from = progress.partStarts[progress.taken.length] ?? 0;
  await forgetPart(app, story, from);
  const told = (await paragraphsOf(app.db, story.uuid)).filter((p) => p.idx < from);
  const fresh = (await findStory(app.db, story.uuid)) ?? story;
  const choices = await tellStoryText(app, {
    story: fresh,
    input: textInputFor(fresh, progress, told),
    firstIndex: from,
    signal,
  });

  const after = await findStory(app.db, story.uuid);
  const part = (await paragraphsOf(app.db, story.uuid)).filter((p) => p.idx >= from);
  const text = [from === 0 ? (after?.title ?? '') : '', ...part.map((p) => p.text)].join('\n');
  const verdict = await checkStoryText(
    { moderator: app.ai.moderator, log: app.log },
    text,
    { age: story.age, language: resolveLanguage(story.language, 'no') },
    signal,
  );
  if (!verdict.ok) {
    throw new UnsafeStoryError(
      `The generated story was refused: ${verdict.category} (${verdict.rules.join(', ')})`,
    );
  }
  if (part.length === 0) throw new Error('The text model wrote no story');

  const waits =
    story.interactive === 1 &&
    choices.length > 0 &&
    progress.taken.length < choicePointsFor(story.age);
  await liveUpdate(app, story.uuid, {
    patch: {
      text_done: 1,
      ...(waits && { choices: JSON.stringify(choices.slice(0, 3)) }),
    },
    events: waits ? [{ type: 'choices', choices: choices.slice(0, 3) }] : [],
  });
}
