import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';
import { testShelf, testSummaries, testSummary } from '../../lib/library/library-fixtures.testing';

// The library in tests: the real route, with shelves the server might answer.

export const DRAGON = testSummary({
  uuid: 'dragon',
  title: 'The brave little dragon',
  minutes: 4,
  age: 6,
  hasAudio: true,
  ratingAverage: 4.34,
  ratingCount: 12,
  coverUrl: '/media/dragon.svg',
});

export const SHELVES = {
  status: 200,
  body: {
    shelves: [
      testShelf('popular', [DRAGON, ...testSummaries(2, 'Popular')]),
      testShelf('best-rated', testSummaries(2, 'Rated')),
      testShelf('examples', testSummaries(1, 'Example')),
      testShelf('genre', testSummaries(2, 'Rocket'), 'SPACE'),
      testShelf('genre', [], 'MYSTERY'),
    ],
  },
};

export function renderLibrary(options: RenderAppRouteOptions = {}) {
  return renderAppRoute('/library', {
    ...options,
    routes: { 'GET /api/library/shelves': SHELVES, ...options.routes },
  });
}

/** The page and the English catalog are lazy chunks: load them before the first test. */
export async function preloadLibraryPage() {
  await Promise.all([import('./library-page'), import('@monstory/i18n/bundles/en')]);
}
