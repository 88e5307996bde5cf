import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStoryPage, testSummaries } from '../../lib/library/library-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';

beforeAll(async () => {
  await Promise.all([import('./stories-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

const renderStories = (path: string, routes: RenderAppRouteOptions['routes']) =>
  renderAppRoute(path, { routes });

describe('stories list', { timeout: 15_000 }, () => {
  it('shows the first page of my stories with links to the others', async () => {
    const { server } = await renderStories('/stories', {
      'GET /api/stories': testStoryPage(testSummaries(12, 'Mine'), { total: 30 }),
    });
    const list = await screen.findByRole('list', { name: 'Your stories, page 1' });
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    expect(within(list).getByRole('link', { name: /Mine 1\b/ })).toHaveAttribute(
      'href',
      '/story/mine-1',
    );
    const [request] = server.requests('GET /api/stories');
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('12');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/stories/3',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/stories/2');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('moves to the next page', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, router } = await renderStories('/stories/1', {
      'GET /api/stories': [
        testStoryPage(testSummaries(12, 'Mine'), { total: 14 }),
        testStoryPage(testSummaries(2, 'Mine', 13), { page: 2, total: 14 }),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('list', { name: 'Your stories, page 2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stories/2');
    expect(screen.getByRole('link', { name: /Mine 14/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/stories');
    await waitFor(() =>
      expect(server.requests('GET /api/stories').map((r) => r.query.get('page'))).toEqual([
        '1',
        '2',
      ]),
    );
  });

  it('leads someone without stories to make their first', async () => {
    await renderStories('/stories', { 'GET /api/stories': testStoryPage([]) });
    expect(
      await screen.findByRole('heading', { name: 'You have no stories yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make your first story' })).toHaveAttribute(
      'href',
      '/generate',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when a page is past the last one, and leads back to the first', async () => {
    const { server } = await renderStories('/stories/9', {
      'GET /api/stories': testStoryPage([], { page: 9, total: 14 }),
    });
    expect(
      await screen.findByRole('heading', { name: 'That page does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have 2 pages of stories.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(server.requests('GET /api/stories')[0]?.query.get('page')).toBe('9');
  });
});
