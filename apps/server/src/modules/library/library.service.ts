import {
  LIBRARY_SHELF_SIZE,
  type LibraryFilters,
  type Shelf,
  type StoryPage,
  type StorySummary,
} from '@monstory/contracts/library';
import { StorySchema, type Story } from '@monstory/contracts/story';
import { Genre } from '@monstory/contracts/story-shape';
import { AppError } from '../../platform/app-error.js';
import { isOpenToEveryone, NOT_FOUND_MESSAGE } from '../story/view/story-access.js';
import { readStory } from '../story/stream/story-live.js';
import { storyView } from '../story/view/story-view.js';
import { storyCards } from './library-cards.js';
import { forViewer, pageBody, publicCards } from './library-public-page.js';
import { libraryTotal } from './library-totals.js';
import {
  countHiddenInLibrary,
  hiddenStoryIds,
  libraryCards,
  type LibraryFilter,
} from './library.repo.js';
import type { OpenStoryFacts } from '../../platform/app-page.js';
import type { Caller } from '../../platform/auth/caller.js';
import { countOwn, exampleCards, ownCards } from './story-lists.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// What the library shows, and to whom (docs/decisions/0008-library.md).

interface Paging {
  page: number;
  pageSize: number;
}

function pageOf(items: StorySummary[], total: number, { page, pageSize }: Paging): StoryPage {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * GET /api/library/stories. For a viewer who reported nothing (nearly everyone) the page is
 * the shared page's JSON, as bytes (pageBody); for one who did, their own page.
 */
export async function libraryPage(
  ctx: ServiceContext,
  viewerId: string,
  query: LibraryFilters & Paging,
): Promise<Buffer | StoryPage> {
  const { sort, page, pageSize, ...filter } = query;
  const spec = { sort, limit: pageSize, offset: (page - 1) * pageSize };
  const hidden = await hiddenStoryIds(ctx.db, viewerId);
  if (hidden.length === 0) {
    const [cards, total] = await Promise.all([
      publicCards(ctx, filter, spec),
      libraryTotal(ctx, filter),
    ]);
    return pageBody(cards, viewerId, pageOf([], total, query));
  }
  // Someone who reported stories has a library of their own: read it for them alone.
  const rows = await libraryCards(ctx.db, filter, spec, hidden);
  const total =
    (await libraryTotal(ctx, filter)) - (await countHiddenInLibrary(ctx.db, filter, viewerId));
  return pageOf(await storyCards(ctx, rows, viewerId), Math.max(0, total), query);
}

/** GET /api/library/shelves: popular, best rated, examples, then one row per genre. */
export async function libraryShelves(
  ctx: ServiceContext,
  viewerId: string,
  language: string | undefined,
): Promise<Shelf[]> {
  const hidden = await hiddenStoryIds(ctx.db, viewerId);
  const shelf = async (
    kind: 'popular' | 'best-rated' | 'genre',
    filter: LibraryFilter,
    sort: 'popular' | 'rating' = 'popular',
  ): Promise<Shelf> => {
    const page = { sort, limit: LIBRARY_SHELF_SIZE, offset: 0 };
    const shelfFilter = { ...filter, language };
    const stories =
      hidden.length === 0
        ? forViewer(await publicCards(ctx, shelfFilter, page), viewerId)
        : await storyCards(ctx, await libraryCards(ctx.db, shelfFilter, page, hidden), viewerId);
    return { kind, genre: kind === 'genre' ? (filter.genre as Genre) : null, stories };
  };
  // The few examples come from their own index; walking the library's for them would not.
  const examples = (await exampleCards(ctx.db, language))
    .filter((row) => !hidden.includes(row.uuid))
    .sort((a, b) => b.read_count - a.read_count)
    .slice(0, LIBRARY_SHELF_SIZE);
  const shelves = [
    await shelf('popular', {}),
    await shelf('best-rated', { rated: true }, 'rating'),
    { kind: 'examples' as const, genre: null, stories: await storyCards(ctx, examples, viewerId) },
  ];
  for (const genre of Genre) shelves.push(await shelf('genre', { genre }));
  return shelves.filter((s) => s.stories.length > 0);
}

/** GET /api/stories: the active child's own, newest first, without those the account reported. */
export async function ownStoriesPage(
  ctx: ServiceContext,
  { user, child }: Caller,
  paging: Paging,
): Promise<StoryPage> {
  const { page, pageSize } = paging;
  const offset = (page - 1) * pageSize;
  const rows = await ownCards(ctx.db, user.id, child.id, { limit: pageSize, offset });
  const total = await countOwn(ctx.db, user.id, child.id);
  return pageOf(await storyCards(ctx, rows, user.id), total, paging);
}

/** GET /api/example-stories (no account needed). */
export async function exampleStories(ctx: ServiceContext, language: string | undefined) {
  return storyCards(ctx, await exampleCards(ctx.db, language), undefined);
}

/**
 * What the page of a story anyone may read tells before the app starts (platform/app-page.ts):
 * its opening picture to preload, its link preview and, for a visitor, the story itself. Null
 * for any other story.
 */
export async function openStoryFacts(
  ctx: ServiceContext,
  uuid: string,
): Promise<OpenStoryFacts | null> {
  const read = await readStory(ctx, uuid);
  if (!read || !isOpenToEveryone(read.row)) return null;
  const story = await storyView(ctx, read.row, read.paragraphs, undefined);
  const image = story.paragraphs.find((paragraph) => paragraph.index === 0)?.image;
  return {
    title: story.title,
    summary: story.summary,
    language: story.language,
    picture: image?.status === 'READY' && image.url ? image.url : null,
    pictureAlt: image?.alt ?? null,
    // As GET /api/public/story/:uuid would send it (its response schema encodes it the same way).
    story: () => StorySchema.encode(story),
  };
}

/** GET /api/public/story/:uuid: an example, a published or a shared story, for anyone. */
export async function publicStory(ctx: ServiceContext, uuid: string): Promise<Story> {
  const read = await readStory(ctx, uuid);
  if (!read || !isOpenToEveryone(read.row)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return storyView(ctx, read.row, read.paragraphs, undefined);
}
