import { findStory } from '../story.repo.js';
import { storyChannel, StoryGoneError } from '../stream/story-live.js';
import type { ServiceContext } from '../../../platform/service-context.js';

/**
 * Runs a story job's work with a signal that also fires when the story is deleted (DELETE
 * publishes an `error` event on its channel), so a provider call in flight stops at once.
 * Whatever it throws after the story is gone ends the job quietly: there is nothing to finish
 * and nothing to refund.
 */
export async function whileStoryExists(
  ctx: Pick<ServiceContext, 'db' | 'events'>,
  uuid: string,
  jobSignal: AbortSignal,
  work: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  const forward = () => controller.abort(jobSignal.reason);
  if (jobSignal.aborted) forward();
  jobSignal.addEventListener('abort', forward, { once: true });
  const unsubscribe = await ctx.events.subscribe(storyChannel(uuid), (event) => {
    if (event.type === 'error') controller.abort(new StoryGoneError(`Story ${uuid} was deleted`));
  });
  try {
    await work(controller.signal);
  } catch (error) {
    if (error instanceof StoryGoneError || !(await findStory(ctx.db, uuid))) return;
    throw error;
  } finally {
    unsubscribe();
    jobSignal.removeEventListener('abort', forward);
  }
}
