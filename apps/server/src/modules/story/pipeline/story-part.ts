import { resolveLanguage } from '@monstory/contracts/language';
import type { MarkupChoice } from '../../../ai/providers/story-markup.js';
import type { SceneSpec } from '../../../ai/scene-spec.js';
import { choicePointsFor, type StoryTextInput } from '../../../ai/providers/story-text-input.js';
import type { StoriesTable } from '../../../db/schema.js';
import { judgeStory, type GateOptions } from '../../../safety-gate/index.js';
import { checkStoryText, type StoryVerdict } from '../../safety/safety.service.js';
import { UnsafeStoryError } from './story-failure.js';
import { progressOf, textInputFor } from './story-interactive.js';
import { liveUpdate } from '../stream/story-live.js';
import { deleteParagraphsFrom, paragraphsOf } from '../story-paragraphs.repo.js';
import { saferInput, saferPlanFor, type SaferPlan } from './story-safer-plan.js';
import { findStory } from '../story.repo.js';
import { RefusedTextError, tellStoryText } from './story-text-phase.js';
import { storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// One text part of a story run: the whole text of a plain story, or the part after the latest
// choice of an interactive one. A part interrupted earlier (a crash, a retry) is told again
// from its start, and clients get a fresh snapshot first.
//
// Every part passes the child-safety gate (and moderation when configured) before it is kept:
// each paragraph as it is finished, the whole part (title, text and choices) at the end. A part
// that fails is withdrawn — deleted, and a snapshot without it sent to clients — and told once
// more on a safer plan; if that fails too, the run fails and its charge comes back.

/** Deletes the part from `from` on (and the title of a first part), then sends a snapshot. */
async function forgetPart(ctx: ServiceContext, uuid: string, from: number) {
  const story = await findStory(ctx.db, uuid);
  if (!story) return;
  const told = await paragraphsOf(ctx.db, uuid);
  const titleToForget = from === 0 && story.title !== '';
  if (!told.some((p) => p.idx >= from) && !titleToForget) return;
  await liveUpdate(ctx, uuid, {
    patch: titleToForget ? { title: '' } : {},
    write: async (trx) => {
      await deleteParagraphsFrom(trx, uuid, from);
    },
    events: async () => {
      const row = await findStory(ctx.db, uuid);
      const paragraphs = await paragraphsOf(ctx.db, uuid);
      return row
        ? [{ type: 'snapshot', story: await storyView(ctx, row, paragraphs, row.user_id) }]
        : [];
    },
  });
}

/** The words of a picture's scene a child or the image model reads: caption, alt, names. */
function sceneWords(scene: string | null): string[] {
  if (!scene) return [];
  const spec = JSON.parse(scene) as Partial<SceneSpec>;
  return [
    spec.caption ?? '',
    spec.alt ?? '',
    ...(spec.characters ?? []).map((character) => character.name ?? ''),
  ].filter((words) => words !== '');
}

interface ToldPart {
  choices: MarkupChoice[];
  verdict: StoryVerdict;
}

/** Tells the part and judges it: the gate on every paragraph, then the whole with moderation. */
async function tellChecked(
  ctx: ServiceContext,
  story: StoriesTable,
  input: StoryTextInput,
  from: number,
  gate: GateOptions,
  signal: AbortSignal,
): Promise<ToldPart> {
  let refused: StoryVerdict | undefined;
  let choices: MarkupChoice[];
  try {
    choices = await tellStoryText(ctx, {
      story,
      input,
      firstIndex: from,
      signal,
      check: (text) => {
        const verdict = judgeStory(text, gate);
        if (!verdict.ok) refused = verdict;
        return verdict.ok;
      },
    });
  } catch (error) {
    if (error instanceof RefusedTextError && refused) return { choices: [], verdict: refused };
    throw error;
  }
  const after = await findStory(ctx.db, story.uuid);
  const part = (await paragraphsOf(ctx.db, story.uuid)).filter((p) => p.idx >= from);
  const text = [
    from === 0 ? (after?.title ?? '') : '',
    ...part.flatMap((p) => [p.text, ...sceneWords(p.scene)]),
    ...choices.map((choice) => choice.label),
  ].join('\n');
  let verdict: StoryVerdict;
  try {
    verdict = await checkStoryText(
      { moderator: ctx.ai.moderator, log: ctx.log },
      text,
      gate,
      signal,
    );
  } catch (error) {
    // Moderation could not read it: what it could not check is not left for anyone to read
    // (a later attempt tells the part again from its start).
    await forgetPart(ctx, story.uuid, from);
    throw error;
  }
  if (verdict.ok && part.length === 0) throw new Error('The text model wrote no story');
  return { choices, verdict };
}

function logRefusal(ctx: ServiceContext, uuid: string, attempt: number, verdict: StoryVerdict) {
  if (verdict.ok) return;
  ctx.log.info(
    { storyId: uuid, attempt, category: verdict.category, rules: verdict.rules },
    'a generated story part did not pass the child-safety check',
  );
}

/** Tells the current part; afterwards the story either waits for a choice or goes on. */
export async function tellPart(
  ctx: ServiceContext,
  story: StoriesTable,
  signal: AbortSignal,
): Promise<void> {
  const progress = progressOf(story);
  const from = progress.partStarts[progress.taken.length] ?? 0;
  await forgetPart(ctx, story.uuid, from);
  const told = (await paragraphsOf(ctx.db, story.uuid)).filter((p) => p.idx < from);
  const fresh = (await findStory(ctx.db, story.uuid)) ?? story;
  const input = textInputFor(fresh, progress, told);
  const gate: GateOptions = { age: fresh.age, language: resolveLanguage(fresh.language, 'no') };

  let result = await tellChecked(ctx, fresh, input, from, gate, signal);
  let plan: SaferPlan | undefined;
  if (!result.verdict.ok) {
    logRefusal(ctx, story.uuid, 1, result.verdict);
    await forgetPart(ctx, story.uuid, from);
    // A later part keeps the first part's seed and idea (the offline engine retells the story
    // from them), so only a hosted model can tell it differently.
    const firstPart = progress.taken.length === 0;
    plan = firstPart ? saferPlanFor(input, gate) : undefined;
    const canChange = plan !== undefined || ctx.ai.kinds.text === 'hosted';
    if (canChange) {
      result = await tellChecked(ctx, fresh, saferInput(input, plan), from, gate, signal);
      logRefusal(ctx, story.uuid, 2, result.verdict);
    }
    if (!result.verdict.ok) {
      await forgetPart(ctx, story.uuid, from);
      throw new UnsafeStoryError(
        `The generated story was refused: ${result.verdict.category} (${result.verdict.rules.join(', ')})`,
      );
    }
  }

  const { choices } = result;
  const waits =
    story.interactive === 1 &&
    choices.length > 0 &&
    progress.taken.length < choicePointsFor(story.age);
  const keepsPlan = plan !== undefined && story.interactive === 1;
  await liveUpdate(ctx, story.uuid, {
    patch: {
      text_done: 1,
      ...(waits && { choices: JSON.stringify(choices.slice(0, 3)) }),
      ...(keepsPlan && { interactive_state: JSON.stringify({ ...progress, saferPlan: plan }) }),
    },
    events: waits ? [{ type: 'choices', choices: choices.slice(0, 3) }] : [],
  });
}
