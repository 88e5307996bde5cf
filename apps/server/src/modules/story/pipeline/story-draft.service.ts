import type { Story } from '@monstory/contracts/story';
import { AppError } from '../../../platform/app-error.js';
import type { RequestUser } from '../../../platform/auth/access.js';
import { ownStory } from '../view/story-access.js';
import { progressOf } from './story-interactive.js';
import { liveUpdate, readStory } from '../stream/story-live.js';
import { paragraphsOf } from '../story-paragraphs.repo.js';
import { findStory, updateStory } from '../story.repo.js';
import { startRun } from './story-runs.js';
import { choicesOf, storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story/draft/:uuid/choose {choiceId}: the child's choice at a choice point of an
// interactive draft; the next part is told by the pipeline job (story-generate.job.ts).

export async function chooseInDraft(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  choiceId: string,
): Promise<Story> {
  const story = await ownStory(ctx, uuid, user);
  const waiting = story.status === 'DRAFT' ? choicesOf(story) : null;
  if (!waiting) throw new AppError('CONFLICT', 'This story is not waiting for a choice.');
  const choice = waiting.find((c) => c.id === choiceId);
  if (!choice) {
    throw new AppError('VALIDATION_FAILED', 'That is not one of the choices.', {
      fields: { choiceId: 'Not one of the choices' },
    });
  }
  let part = -1;
  await liveUpdate(ctx, uuid, {
    write: async (trx) => {
      const current = await findStory(trx, uuid);
      // Two taps at once: the first one wins, the second finds no choice pending.
      if (!current?.choices || current.status !== 'DRAFT') {
        throw new AppError('CONFLICT', 'This story is not waiting for a choice.');
      }
      const progress = progressOf(current);
      const told = await paragraphsOf(trx, uuid);
      const next = {
        ...progress,
        taken: [...progress.taken, choice],
        partStarts: [...progress.partStarts, told.length],
      };
      part = next.taken.length;
      await updateStory(trx, uuid, {
        choices: null,
        text_done: 0,
        interactive_state: JSON.stringify(next),
      });
    },
    events: [{ type: 'choices', choices: [] }],
  });
  await startRun(ctx, uuid, story.run, part);
  const read = await readStory(ctx, uuid);
  if (!read) throw new AppError('NOT_FOUND', 'There is no such story.');
  return storyView(ctx, read.row, read.paragraphs, user.id);
}
