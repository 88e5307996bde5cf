import { NOT_PUBLISHABLE_MESSAGE, type ShareStoryResponse } from '@monstory/contracts/library';
import type { FastifyRequest } from 'fastify';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { safetyUnavailableText } from '../safety/safety-texts.js';
import { checkStoryText } from '../safety/safety.service.js';
import { ownStory, viewableStory } from '../story/view/story-access.js';
import { paragraphTexts, storyLanguage } from '../story/view/story-view.js';
import { libraryChanged } from './library-caches.js';
import { markShared, publish, unpublish } from './publish.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// PUT /api/story/:uuid/publish and POST /api/story/:uuid/share. Publishing puts a finished story
// through the same child-safety gate as a story idea (the local gate, and moderation when
// configured); what it refuses stays private. A story hidden after reports stays hidden until
// it is reviewed, whatever its owner asks.

export async function publishStory(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  wanted: boolean,
): Promise<{ isPublic: boolean }> {
  const story = await ownStory(ctx, uuid, user);
  const now = toDbTime(ctx.clock.now());
  if (!wanted) {
    await unpublish(ctx.db, uuid, now);
    libraryChanged(ctx);
    return { isPublic: false };
  }
  if (story.library_state === 'PUBLISHED') return { isPublic: true };
  if (story.library_state === 'HIDDEN') {
    throw new AppError('STORY_NOT_PUBLISHABLE', NOT_PUBLISHABLE_MESSAGE);
  }
  if (story.status !== 'READY') {
    throw new AppError('CONFLICT', 'Only a finished story can be shared in the library.');
  }
  const paragraphs = await paragraphTexts(ctx.db, uuid);
  const language = storyLanguage(story);
  // A story is judged as the story it is (the same check as before a child first saw it), not
  // as a family's request: its prose is full of the peril a request would be asked about.
  const text = [story.title, ...paragraphs].join('\n\n');
  let verdict;
  try {
    verdict = await checkStoryText({ moderator: ctx.ai.moderator, log: ctx.log }, text, {
      age: story.age,
      language,
    });
  } catch (error) {
    ctx.log.warn({ err: error, source: 'publish' }, 'moderation unavailable');
    throw new AppError('SERVICE_UNAVAILABLE', safetyUnavailableText(language));
  }
  if (!verdict.ok) {
    ctx.log.info(
      { source: 'publish', category: verdict.category, rules: verdict.rules },
      'the child-safety gate kept a story out of the library',
    );
    throw new AppError('STORY_NOT_PUBLISHABLE', NOT_PUBLISHABLE_MESSAGE);
  }
  const published = await publish(ctx.db, uuid, now);
  libraryChanged(ctx);
  // Reports may have hidden it while it was being checked.
  if (!published) {
    throw new AppError('STORY_NOT_PUBLISHABLE', NOT_PUBLISHABLE_MESSAGE);
  }
  return { isPublic: true };
}

/** Where links point: PUBLIC_URL, else the address the request came to. */
function origin(ctx: Pick<ServiceContext, 'config'>, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Anyone who can see a story may share it. The owner's share opens the story to anyone with the
 * link; anyone else's share only passes on a link that works while the story is open anyway.
 */
export async function shareStory(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  request: FastifyRequest,
): Promise<ShareStoryResponse> {
  const story = await viewableStory(ctx, uuid, user);
  if (story.user_id === user.id) {
    if (story.status !== 'READY') {
      throw new AppError('CONFLICT', 'Only a finished story can be shared.');
    }
    if (story.library_state === 'HIDDEN') {
      throw new AppError('CONFLICT', 'This story cannot be shared while it is being reviewed.');
    }
    await markShared(ctx.db, uuid, toDbTime(ctx.clock.now()));
  }
  const path = `/home/story/${uuid}`;
  return { path, url: `${origin(ctx, request)}${path}` };
}
