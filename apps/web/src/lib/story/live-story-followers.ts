import type { Story } from '@monstory/contracts/story';
import type { QueryClient } from '@tanstack/react-query';
import { holdAppUpdate } from '../offline/app-update';
import { followStoryStream } from './follow-story-stream';
import { isStoryInProgress } from './story-progress';
import { storyQueryKey } from './story-query';
import { applyStoryEvent } from './story-stream-reducer';

// One stream per story, whoever shows it. A story that was just created has its stream opened
// at once, while the story page is still on its way (navigation, render): the page adopts that
// connection instead of opening its own, so the first words are not held up by the page.

/** How long a stream opened ahead of its page waits to be adopted before it closes. */
export const ADOPTION_WINDOW_MS = 10_000;

type FailListener = (error: unknown) => void;

interface Follower {
  controller: AbortController;
  users: number;
  onFail: Set<FailListener>;
  adoptionTimer: ReturnType<typeof setTimeout> | null;
}

const followers = new Map<string, Follower>();

function stop(uuid: string, follower: Follower) {
  if (follower.adoptionTimer) clearTimeout(follower.adoptionTimer);
  follower.controller.abort();
  if (followers.get(uuid) === follower) followers.delete(uuid);
}

function start(queryClient: QueryClient, uuid: string): Follower {
  const follower: Follower = {
    controller: new AbortController(),
    users: 0,
    onFail: new Set(),
    adoptionTimer: null,
  };
  followers.set(uuid, follower);
  // A new release of the app waits while a story is being written (the update reloads the page).
  const releaseUpdate = holdAppUpdate();
  const key = storyQueryKey(uuid);
  followStoryStream(uuid, {
    signal: follower.controller.signal,
    onEvent: (event) =>
      queryClient.setQueryData<Story>(key, (current) => applyStoryEvent(current, event)),
    inProgress: () => {
      const current = queryClient.getQueryData<Story>(key);
      return current ? isStoryInProgress(current) : true;
    },
  })
    .catch((error: unknown) => {
      if (!follower.controller.signal.aborted) follower.onFail.forEach((fail) => fail(error));
    })
    .finally(() => {
      releaseUpdate();
      if (follower.adoptionTimer) clearTimeout(follower.adoptionTimer);
      if (followers.get(uuid) === follower) followers.delete(uuid);
    });
  return follower;
}

/**
 * Keeps the story's cached copy live from its stream while the caller shows it. Returns the
 * release; the stream closes when its last user releases it. `onFail` hears when the stream
 * gives up (a 4xx, or the connection failing again and again).
 */
export function followLiveStory(
  queryClient: QueryClient,
  uuid: string,
  onFail: FailListener,
): () => void {
  const follower = followers.get(uuid) ?? start(queryClient, uuid);
  if (follower.adoptionTimer) clearTimeout(follower.adoptionTimer);
  follower.adoptionTimer = null;
  follower.users += 1;
  follower.onFail.add(onFail);
  return () => {
    follower.onFail.delete(onFail);
    follower.users -= 1;
    if (follower.users === 0) stop(uuid, follower);
  };
}

/** Opens the stream of a story just created, for its page to adopt (or not, within 10 s). */
export function preopenLiveStory(queryClient: QueryClient, uuid: string): void {
  if (followers.has(uuid)) return;
  const follower = start(queryClient, uuid);
  follower.adoptionTimer = setTimeout(() => stop(uuid, follower), ADOPTION_WINDOW_MS);
}
