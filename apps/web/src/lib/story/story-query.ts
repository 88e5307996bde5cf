import type { Story } from '@monstory/contracts/story';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';

/** A story's schema, fetched with the first story (lazySchema): the start loads no zod. */
export const storySchema = lazySchema(() =>
  import('@monstory/contracts/story').then((m) => m.StorySchema),
);

export const storyQueryKey = (uuid: string) => ['story', uuid] as const;

export function storyPath(uuid: string): string {
  return `/story/${encodeURIComponent(uuid)}`;
}

/** Where anyone may read an example, published or shared story, without a session. */
export function publicStoryPath(uuid: string): string {
  return `/public/story/${encodeURIComponent(uuid)}`;
}

/** GET /api/public/story/{uuid}: no session needed, so no token is sent. */
export function fetchPublicStory(uuid: string, signal?: AbortSignal): Promise<Story> {
  return apiGet(publicStoryPath(uuid), { schema: storySchema, auth: false, signal });
}

/** GET /api/story/{uuid} */
export function fetchStory(uuid: string, signal?: AbortSignal): Promise<Story> {
  return apiGet(storyPath(uuid), { schema: storySchema, signal });
}

export function storyQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: storyQueryKey(uuid),
    queryFn: ({ signal }) => fetchStory(uuid, signal),
    // A story in progress is kept fresh by its event stream; a refetch on focus could put back
    // text older than what the stream already showed.
    refetchOnWindowFocus: false,
  });
}
