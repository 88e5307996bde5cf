import { LIBRARY_PAGE_SIZE } from '@monstory/contracts/library-limits';
import type { LibraryFilters, Shelves, StoryPage, StorySummary } from '@monstory/contracts/library';
import type { LanguageCode } from '@monstory/contracts/language';
import type { Story } from '@monstory/contracts/story';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { fetchPublicStory } from '../story/story-query';
import { storyInPage } from '../story/visitor-story';
import { exampleStoriesShape } from './example-stories-shape';

// The library's reads (contracts/library.ts). The public ones go without a token: they are the
// same for everyone, and a stale session must not sign a visitor out on the way. Their schemas
// load with the first answer (lazySchema), and the home page's examples need none (zod-free
// check): the app's start and a first visit load no zod.

const ShelvesSchema = lazySchema(() =>
  import('@monstory/contracts/library').then((m) => m.ShelvesSchema),
);
const StoryPageSchema = lazySchema(() =>
  import('@monstory/contracts/library').then((m) => m.StoryPageSchema),
);

/** GET /api/library/shelves?language= */
export function shelvesQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['library', 'shelves', language] as const,
    queryFn: ({ signal }): Promise<Shelves> =>
      apiGet('/library/shelves', { query: { language }, schema: ShelvesSchema, signal }),
  });
}

export const libraryStoriesKey = (filters: LibraryFilters) =>
  ['library', 'stories', filters] as const;

/** GET /api/library/stories with the filters, one page of LIBRARY_PAGE_SIZE. */
export function fetchLibraryStories(
  filters: LibraryFilters,
  page: number,
  signal?: AbortSignal,
): Promise<StoryPage> {
  return apiGet('/library/stories', {
    query: { ...filters, page, pageSize: LIBRARY_PAGE_SIZE },
    schema: StoryPageSchema,
    signal,
  });
}

/** GET /api/stories?page=&pageSize=: the signed-in person's own stories, newest first. */
export function ownStoriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['stories', 'own', page] as const,
    queryFn: ({ signal }): Promise<StoryPage> =>
      apiGet('/stories', {
        query: { page, pageSize: LIBRARY_PAGE_SIZE },
        schema: StoryPageSchema,
        signal,
      }),
    // The old page stays on screen while the next one arrives, so the links do not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/example-stories?language= (no account needed). */
export function exampleStoriesQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['example-stories', language] as const,
    queryFn: ({ signal }): Promise<StorySummary[]> =>
      apiGet('/example-stories', {
        query: { language },
        schema: exampleStoriesShape,
        auth: false,
        signal,
      }).then((answer) => answer.items),
  });
}

/**
 * GET /api/public/story/{uuid}: an example or shared story, readable without an account. A
 * visitor's page arrives with it (lib/story/visitor-story.ts), so the first read asks no one.
 */
export function publicStoryQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['public-story', uuid] as const,
    queryFn: async ({ signal }): Promise<Story> =>
      (await storyInPage(uuid)) ?? fetchPublicStory(uuid, signal),
  });
}
