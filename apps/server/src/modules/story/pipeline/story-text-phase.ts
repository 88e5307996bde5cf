import type { StoryParagraph, StoryStreamEvent } from '@monstory/contracts/story';
import { performance } from 'node:perf_hooks';
import { toSceneSpec } from '../../../ai/providers/scene-hint.js';
import type { MarkupChoice, MarkupEvent } from '../../../ai/providers/story-markup.js';
import type { StoryTextInput } from '../../../ai/providers/story-text-input.js';
import { streamStoryText } from '../../../ai/providers/stream-story-text.js';
import { toDbTime } from '../../../db/columns.js';
import type { StoriesTable } from '../../../db/schema.js';
import { saveParagraph } from '../story-paragraphs.repo.js';
import { liveUpdate } from '../stream/story-live.js';
import { altText } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// The text of a story (or of one part of an interactive one) as it streams from the text
// model: the first words go out at once, later ones in batches of at most FLUSH_MS, each batch
// written before it is published (story-live.ts).

const FLUSH_MS = 250;

export interface TextPhase {
  story: StoriesTable;
  input: StoryTextInput;
  firstIndex: number;
  signal: AbortSignal;
  /**
   * Asked of the title and of each paragraph once it is whole, before it is saved or sent:
   * false stops the telling there (RefusedTextError), so no more of it reaches a child.
   */
  check?: (text: string) => boolean;
}

/** The text being told did not pass the phase's check; the caller withdraws what was sent. */
export class RefusedTextError extends Error {
  override name = 'RefusedTextError';
}

export async function tellStoryText(
  ctx: ServiceContext,
  phase: TextPhase,
): Promise<MarkupChoice[]> {
  const { story } = phase;
  const uuid = story.uuid;
  const choices: MarkupChoice[] = [];
  let open: { index: number; text: string } | undefined;
  let pending = '';
  let lastFlush = -Infinity;

  const now = () => toDbTime(ctx.clock.now());
  const deltaEvents = (): StoryStreamEvent[] =>
    open && pending ? [{ type: 'delta', paragraphIndex: open.index, text: pending }] : [];

  const flush = async () => {
    if (!open || !pending) return;
    const { index, text } = open;
    const events = deltaEvents();
    pending = '';
    lastFlush = performance.now();
    await liveUpdate(ctx, uuid, {
      write: (trx) =>
        saveParagraph(trx, {
          story_id: uuid,
          idx: index,
          text,
          scene: null,
          image_status: null,
          now: now(),
        }),
      events,
    });
  };

  const assertPasses = (text: string) => {
    if (phase.check && !phase.check(text)) throw new RefusedTextError('The text was refused');
  };

  const onParagraph = async (event: Extract<MarkupEvent, { type: 'paragraph' }>) => {
    assertPasses(event.text);
    const scene = toSceneSpec(event.scene, event.text);
    const imageStatus = story.with_images === 1 && scene ? 'PENDING' : null;
    const paragraph: StoryParagraph = {
      index: event.index,
      text: event.text,
      image: imageStatus ? { status: imageStatus, url: null, alt: altText(scene) } : null,
    };
    const events = [...deltaEvents(), { type: 'paragraph', paragraph } as const];
    open = undefined;
    pending = '';
    await liveUpdate(ctx, uuid, {
      write: (trx) =>
        saveParagraph(trx, {
          story_id: uuid,
          idx: event.index,
          text: event.text,
          scene: scene ? JSON.stringify(scene) : null,
          image_status: imageStatus,
          now: now(),
        }),
      events,
    });
  };

  await streamStoryText({
    model: ctx.ai.text,
    input: phase.input,
    firstIndex: phase.firstIndex,
    signal: phase.signal,
    onEvent: async (event) => {
      if (event.type === 'title') {
        assertPasses(event.title);
        await liveUpdate(ctx, uuid, { patch: { title: event.title }, events: [event] });
      } else if (event.type === 'delta') {
        if (open && open.index !== event.index) await flush();
        open ??= { index: event.index, text: '' };
        open.text += event.text;
        pending += event.text;
        if (performance.now() - lastFlush >= FLUSH_MS) await flush();
      } else if (event.type === 'paragraph') {
        await onParagraph(event);
      } else {
        choices.push(event.choice);
      }
    },
  });
  await flush();
  return choices;
}
