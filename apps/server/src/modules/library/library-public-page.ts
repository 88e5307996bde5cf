import { StorySummarySchema, type StoryPage, type StorySummary } from '@monstory/contracts/library';
import { libraryCaches } from './library-caches.js';
import { filterKeyParts } from './library-totals.js';
import { storyCards } from './library-cards.js';
import { libraryCards, type LibraryFilter, type PageSpec } from './library.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// A page of the library as everyone sees it, shared by every viewer who reported none of the
// library's stories (nearly all of them) for PAGE_TTL_MS: the index walk, the cards' rows, their
// signed cover URLs. Only PUBLISHED stories are in it, so nothing private to anyone can be;
// the one thing a card says about its viewer, isOwner, is set per request (forViewer).

export interface PublicCards {
  /** Cards as a viewer who owns none of them sees them; frozen, since many requests share them. */
  items: readonly StorySummary[];
  /** The owner of each card, by position. */
  owners: readonly string[];
  /** Each card checked against StorySummarySchema once and kept as JSON text. */
  json: readonly string[];
}

function pageKey(filter: LibraryFilter, page: PageSpec): string {
  return JSON.stringify([...filterKeyParts(filter), page.sort, page.limit, page.offset]);
}

export function publicCards(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'mediaAccess'>,
  filter: LibraryFilter,
  page: PageSpec,
): Promise<PublicCards> {
  return libraryCaches(ctx).pages.get(pageKey(filter, page), async () => {
    const rows = await libraryCards(ctx.db, filter, page, []);
    const items = (await storyCards(ctx, rows, undefined)).map((item) =>
      Object.freeze(StorySummarySchema.parse(item)),
    );
    return {
      items: Object.freeze(items),
      owners: Object.freeze(rows.map((row) => row.user_id)),
      json: Object.freeze(items.map((item) => JSON.stringify(item))),
    };
  });
}

/** The shared cards as `viewerId` sees them: their own stories say so. */
export function forViewer(cards: PublicCards, viewerId: string): StorySummary[] {
  return cards.items.map((item, i) =>
    cards.owners[i] === viewerId ? { ...item, isOwner: true } : item,
  );
}

/**
 * The page as the JSON text StoryPageSchema's serializer would write (same keys, same order),
 * put together from the cards' text: a busy page costs no validation or serialization per
 * request. The numbers come from the validated query and a count.
 */
export function pageJson(
  cards: PublicCards,
  viewerId: string,
  page: Omit<StoryPage, 'items'>,
): string {
  const items = cards.json.map((json, i) =>
    cards.owners[i] === viewerId ? JSON.stringify({ ...cards.items[i], isOwner: true }) : json,
  );
  return `{"items":[${items.join(',')}],"page":${page.page},"pageSize":${page.pageSize},"total":${page.total},"totalPages":${page.totalPages}}`;
}

/** The last body of each shared page for viewers who own none of its stories. */
const bodies = new WeakMap<PublicCards, { key: string; body: Buffer }>();

/**
 * pageJson as the bytes that go out. Nearly every viewer owns none of the page's stories, so
 * their bodies are one and the same, encoded once while the page and its total stay as they are.
 */
export function pageBody(
  cards: PublicCards,
  viewerId: string,
  page: Omit<StoryPage, 'items'>,
): Buffer {
  if (cards.owners.includes(viewerId)) return Buffer.from(pageJson(cards, viewerId, page));
  const key = `${page.page}/${page.pageSize}/${page.total}`;
  const kept = bodies.get(cards);
  if (kept?.key === key) return kept.body;
  const body = Buffer.from(pageJson(cards, viewerId, page));
  bodies.set(cards, { key, body });
  return body;
}
