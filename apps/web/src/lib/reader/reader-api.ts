import type { RatingResponse, ReportStoryRequest } from '@monstory/contracts/library';
import type { AudioTimings } from '@monstory/contracts/story';
import { apiGet, apiPost, apiPut } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { storyPath } from '../story/story-query';

// The schemas come with the first call that needs them: this module is shared by the reader, the
// offline shelf and the player, and a static import of zod's contracts here ties their file and
// the contracts' file into a loop that breaks whichever loads first.
const library = () => import('@monstory/contracts/library');
const RatingResponseSchema = lazySchema(() => library().then((m) => m.RatingResponseSchema));
const PublishStoryResponseSchema = lazySchema(() =>
  library().then((m) => m.PublishStoryResponseSchema),
);
const ShareStoryResponseSchema = lazySchema(() =>
  library().then((m) => m.ShareStoryResponseSchema),
);
const AudioTimingsSchema = lazySchema(() =>
  import('@monstory/contracts/story').then((m) => m.AudioTimingsSchema),
);

// The reader's calls on one story (contracts/library.ts and story.ts).

/** PUT /api/story/{uuid}/rating: the viewer's one rating, changeable. */
export function rateStory(uuid: string, rating: number): Promise<RatingResponse> {
  return apiPut(`${storyPath(uuid)}/rating`, { rating }, { schema: RatingResponseSchema });
}

/** POST /api/story/{uuid}/report: the story then leaves the reporter's lists. */
export function reportStory(uuid: string, report: ReportStoryRequest): Promise<unknown> {
  return apiPost(`${storyPath(uuid)}/report`, report);
}

/** PUT /api/story/{uuid}/publish (owner): 422 STORY_NOT_PUBLISHABLE when the check refuses. */
export function publishStory(uuid: string, isPublic: boolean): Promise<{ isPublic: boolean }> {
  return apiPut(
    `${storyPath(uuid)}/publish`,
    { public: isPublic },
    { schema: PublishStoryResponseSchema },
  );
}

/** POST /api/story/{uuid}/share: the link anyone may open, without an account. */
export async function createShareLink(uuid: string): Promise<string> {
  const { url, path } = await apiPost(`${storyPath(uuid)}/share`, undefined, {
    schema: ShareStoryResponseSchema,
  });
  // The server knows its public address; a relative answer is made absolute here.
  return /^https?:\/\//.test(url) ? url : new URL(path, window.location.origin).toString();
}

/** POST /api/story/{uuid}/read: how far the reader got (0–1). */
export function postReadProgress(uuid: string, progress: number): Promise<unknown> {
  return apiPost(`${storyPath(uuid)}/read`, { progress });
}

/** POST /api/story/{uuid}/listening: seconds of narration heard since the last report. */
export function postListening(uuid: string, seconds: number): Promise<unknown> {
  return apiPost(`${storyPath(uuid)}/listening`, { seconds });
}

/** GET /api/story/{uuid}/audio/timings: where each spoken word sits, for read-along. */
export function fetchAudioTimings(uuid: string, signal?: AbortSignal): Promise<AudioTimings> {
  return apiGet(`${storyPath(uuid)}/audio/timings`, { schema: AudioTimingsSchema, signal });
}
