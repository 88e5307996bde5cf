import { contentAddressedKey } from '../../../platform/media/media-keys.js';
import type { ServiceContext } from '../../../platform/service-context.js';
import { canSee } from '../view/story-access.js';
import { findStory } from '../story.repo.js';

// A story's pictures and narration live under private/stories/<uuid>/ with content-addressed
// names. The API hands out signed URLs (an <img> or <audio> cannot send a bearer token); the
// access rule lets the owner (and anyone, once a story is open to everyone) read them too.

const SIGNING_PERIOD_S = 6 * 3600;

export function storyMediaFolder(uuid: string): string {
  return `private/stories/${uuid}/`;
}

export function storyMediaKey(uuid: string, name: string, extension: string, bytes: Uint8Array) {
  return contentAddressedKey(storyMediaFolder(uuid), name, extension, bytes);
}

/**
 * A signed URL that stays the same for hours (its expiry is rounded to a 6-hour boundary, at
 * least 6 hours ahead), so browsers can cache the picture between visits.
 */
export async function signedStoryMediaUrl(
  ctx: Pick<ServiceContext, 'clock' | 'mediaAccess'>,
  key: string,
): Promise<string> {
  const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
  const expires = (Math.floor(nowS / SIGNING_PERIOD_S) + 2) * SIGNING_PERIOD_S;
  return ctx.mediaAccess.signedUrl(key, expires - nowS);
}

const STORY_KEY = /^private\/stories\/([A-Za-z0-9-]{1,64})\//;

export function allowStoryMedia(ctx: Pick<ServiceContext, 'db' | 'mediaAccess'>): void {
  ctx.mediaAccess.allow('private/stories/', async (key, request) => {
    const uuid = STORY_KEY.exec(key)?.[1];
    if (!uuid) return false;
    const story = await findStory(ctx.db, uuid);
    if (!story) return false;
    return canSee(story, request.user?.id);
  });
}
