import type { Shelf, StoryPage, StorySummary } from '@monstory/contracts/library';

// Library answers as the server gives them, for tests.

export function testSummary(overrides: Partial<StorySummary> = {}): StorySummary {
  return {
    uuid: 'summary-1',
    title: 'The brave little dragon',
    genre: 'FANTASY',
    age: 5,
    length: 'SHORT',
    minutes: 3,
    language: 'en',
    coverUrl: null,
    hasAudio: false,
    interactive: false,
    ratingAverage: null,
    ratingCount: 0,
    readCount: 0,
    isOwner: false,
    isPublic: true,
    isExample: false,
    createdAt: '2026-03-01T18:00:00.000Z',
    ...overrides,
  };
}

/** `count` stories numbered from `from`, titled "<prefix> <n>". */
export function testSummaries(count: number, prefix = 'Story', from = 1): StorySummary[] {
  return Array.from({ length: count }, (_, index) =>
    testSummary({
      uuid: `${prefix.toLowerCase()}-${from + index}`,
      title: `${prefix} ${from + index}`,
    }),
  );
}

export function testStoryPage(
  items: StorySummary[],
  { page = 1, pageSize = 12, total = items.length } = {},
): { status: number; body: StoryPage } {
  return {
    status: 200,
    body: { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

export function testShelf(
  kind: Shelf['kind'],
  stories: StorySummary[],
  genre: Shelf['genre'] = null,
): Shelf {
  return { kind, genre, stories };
}
