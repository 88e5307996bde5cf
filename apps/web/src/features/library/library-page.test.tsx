import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testStoryPage, testSummaries } from '../../lib/library/library-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { renderAppRoute } from '../../test/render-app-route';
import { SHELVES, preloadLibraryPage, renderLibrary } from './library-route.testing';

beforeAll(preloadLibraryPage, 30_000);
afterEach(() => vi.useRealTimers());

const shelf = (name: string) => screen.getByRole('region', { name });

describe('library', { timeout: 15_000 }, () => {
  it('shows its shelves in the interface language, each card with what a parent looks for', async () => {
    const { server } = await renderLibrary();
    const popular = await screen.findByRole('region', { name: 'Most popular' });
    expect(server.requests('GET /api/library/shelves')[0]?.query.get('language')).toBe('en');

    const card = within(popular).getByRole('link', { name: /^The brave little dragon/ });
    expect(card).toHaveAttribute('href', '/story/dragon');
    expect(within(card).getByText('4 min')).toBeInTheDocument();
    expect(within(card).getByText('Age 6')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4.3 of 5 stars, 12 ratings' })).toBeVisible();
    expect(within(card).getByText('With narration')).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: /Popular 1/ })).toHaveTextContent(
      'No stars yet',
    );

    expect(shelf('Best rated')).toBeInTheDocument();
    expect(shelf('Example stories')).toBeInTheDocument();
    expect(within(shelf('Space')).getAllByRole('listitem')).toHaveLength(2);
    // A shelf with nothing on it is left out.
    expect(screen.queryByRole('region', { name: 'Mystery' })).not.toBeInTheDocument();
  });

  it('keeps the chosen filters on this device, and they come back after a reload', async () => {
    const user = userEvent.setup({ delay: null });
    const matches = testStoryPage(testSummaries(2, 'Rocket'));
    const first = await renderLibrary({ routes: { 'GET /api/library/stories': matches } });
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const sheet = screen.getByRole('dialog', { name: 'Find a story' });
    await user.click(within(sheet).getByRole('radio', { name: 'Space' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Age 6–8' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Newest' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show the stories' }));

    expect(await screen.findByRole('link', { name: /Rocket 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Most popular' })).not.toBeInTheDocument();
    const query = first.server.requests('GET /api/library/stories').at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      genre: 'SPACE',
      ageBand: '6-8',
      sort: 'newest',
      page: '1',
      pageSize: '12',
    });
    expect(JSON.parse(localStorage.getItem(LocalStorageKey.libraryFilters) ?? '{}')).toEqual({
      genre: 'SPACE',
      ageBand: '6-8',
      sort: 'newest',
    });
    first.unmount();

    const again = await renderLibrary({ routes: { 'GET /api/library/stories': matches } });
    expect(await screen.findByRole('button', { name: 'Filter (2 chosen)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Space' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Age 6–8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Newest' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Rocket 1/ })).toBeInTheDocument();
    expect(again.server.requests('GET /api/library/shelves')).toHaveLength(0);
    expect(again.server.requests('GET /api/library/stories')[0]?.query.get('genre')).toBe('SPACE');
  });

  it('takes a filter away with its chip, and all of them with "clear filters"', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(
      LocalStorageKey.libraryFilters,
      JSON.stringify({ genre: 'SPACE', language: 'no', sort: 'popular' }),
    );
    const { server } = await renderLibrary({
      routes: { 'GET /api/library/stories': testStoryPage(testSummaries(1, 'Rocket')) },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Space' }));
    await waitFor(() =>
      expect(server.requests('GET /api/library/stories').at(-1)?.query.get('genre')).toBeNull(),
    );
    expect(server.requests('GET /api/library/stories').at(-1)?.query.get('language')).toBe('no');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: 'Most popular' })).toBeInTheDocument();
    expect(localStorage.getItem(LocalStorageKey.libraryFilters)).toBeNull();
  });

  it('opens the whole genre from its shelf', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderLibrary({
      routes: { 'GET /api/library/stories': testStoryPage(testSummaries(3, 'Rocket')) },
    });
    await user.click(await screen.findByRole('button', { name: 'See all: Space' }));
    expect(await screen.findByText('3 stories')).toBeInTheDocument();
    expect(server.requests('GET /api/library/stories')[0]?.query.get('genre')).toBe('SPACE');
  });

  it('pages through the matches with "show more"', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(LocalStorageKey.libraryFilters, JSON.stringify({ sort: 'rating' }));
    const { server } = await renderLibrary({
      routes: {
        'GET /api/library/stories': [
          testStoryPage(testSummaries(12, 'Story'), { total: 14 }),
          testStoryPage(testSummaries(2, 'Story', 13), { page: 2, total: 14 }),
        ],
      },
    });
    expect(await screen.findByText('14 stories')).toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 14')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('link', { name: /Story 14/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 14 of 14')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Story 1\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const pages = server.requests('GET /api/library/stories').map((r) => r.query.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('says when nothing matches, with the way back', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(LocalStorageKey.libraryFilters, JSON.stringify({ minRating: 4 }));
    await renderLibrary({ routes: { 'GET /api/library/stories': testStoryPage([]) } });
    const heading = await screen.findByRole('heading', { name: 'No stories match' });
    const empty = heading.closest('section') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: 'Most popular' })).toBeInTheDocument();
  });

  it('shows an empty library kindly, leading to making a story', async () => {
    await renderLibrary({
      routes: { 'GET /api/library/shelves': { status: 200, body: { shelves: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'No stories here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a story' })).toHaveAttribute('href', '/generate');
  });

  it('says what went wrong when the shelves cannot be fetched, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = await renderAppRoute('/library', {
      routes: {
        'GET /api/library/shelves': [
          { networkError: true },
          { networkError: true },
          { networkError: true },
          { networkError: true },
          SHELVES,
        ],
      },
    });
    await waitFor(() => expect(server.requests('GET /api/library/shelves')).toHaveLength(1));
    // The client tries four times, three seconds apart, before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not fetch the stories')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Most popular' })).toBeInTheDocument();
    expect(server.requests('GET /api/library/shelves')).toHaveLength(5);
  });
});
