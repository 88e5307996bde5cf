import { AppError } from '../../../platform/app-error.js';
import type { RequestUser } from '../../../platform/auth/access.js';
import type { StoriesTable } from '../../../db/schema.js';
import type { ServiceContext } from '../../../platform/service-context.js';
import { findStory } from '../story.repo.js';

// Who may see and change a story (docs/decisions/0008-library.md). A story is its owner's; anyone
// may read one that is in the library (published or an example) or whose owner shared a link to
// it, unless reports have hidden it. Only the owner changes it.

export const NOT_FOUND_MESSAGE = 'There is no such story.';

type Visibility = Pick<StoriesTable, 'library_state' | 'is_example' | 'shared_at' | 'status'>;

/** Readable by anyone, with or without an account. */
export function isOpenToEveryone(story: Visibility): boolean {
  if (story.library_state === 'HIDDEN' || story.status !== 'READY') return false;
  return story.library_state === 'PUBLISHED' || story.is_example === 1 || story.shared_at !== null;
}

export function canSee(story: Visibility & Pick<StoriesTable, 'user_id'>, userId?: string) {
  return story.user_id === userId || isOpenToEveryone(story);
}

/** The story if the caller may see it; otherwise 404, exactly like a missing one. */
export async function viewableStory(
  ctx: Pick<ServiceContext, 'db'>,
  uuid: string,
  user: Pick<RequestUser, 'id'> | undefined,
): Promise<StoriesTable> {
  const story = await findStory(ctx.db, uuid);
  if (!story || !canSee(story, user?.id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return story;
}

/** The caller's own story; another user's is a 404 even when it is open to everyone. */
export async function privateStory(
  ctx: Pick<ServiceContext, 'db'>,
  uuid: string,
  user: Pick<RequestUser, 'id'>,
): Promise<StoriesTable> {
  const story = await findStory(ctx.db, uuid);
  if (story?.user_id !== user.id) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return story;
}

/** The caller's own story; another user's is a 404 (private) or a 403 with `message` (public). */
export async function ownStory(
  ctx: Pick<ServiceContext, 'db'>,
  uuid: string,
  user: Pick<RequestUser, 'id'>,
  message?: string,
): Promise<StoriesTable> {
  const story = await viewableStory(ctx, uuid, user);
  if (story.user_id !== user.id) throw new AppError('NOT_OWNER', message);
  return story;
}
