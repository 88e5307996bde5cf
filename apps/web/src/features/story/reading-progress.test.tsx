import type { Story } from '@monstory/contracts/story';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { layOutPage, resetPageLayout, scrollPageTo } from '../../lib/reader/scroll.testing';
import { creatingStory, testStory } from '../../lib/story/story-fixtures.testing';
import { renderStoryRoute } from './story-route.testing';

const ok = (story: Story) => ({ status: 200, body: story });
const READ = 'POST /api/story/story-1/read';
const NO_FEEDBACK = {
  'GET /api/feedback/status': { status: 200, body: { shouldShowFeedback: false, questions: [] } },
};

beforeAll(async () => {
  await Promise.all([import('./story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

// A 4000 px story page in an 800 px window: at the top a fifth of it has been on screen.
beforeEach(() => layOutPage(4000, 800));
afterEach(() => resetPageLayout());

describe('read progress', { timeout: 15_000 }, () => {
  it('is reported on reaching each quarter of the story, not on every scroll', async () => {
    const { server } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': ok(testStory()),
        [READ]: { status: 204 },
        ...NO_FEEDBACK,
      },
    });
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    const sent = () => server.requests(READ).map((r) => r.body);
    expect(sent()).toEqual([]);

    for (const top of [100, 200, 300, 500]) act(() => scrollPageTo(top));
    for (const top of [1400, 1500, 1000]) act(() => scrollPageTo(top));
    for (const top of [2500, 3200, 3100, 3200]) act(() => scrollPageTo(top));
    await waitFor(() =>
      expect(sent()).toEqual([
        { progress: 0.25 },
        { progress: 0.55 },
        { progress: 0.82 },
        { progress: 1 },
      ]),
    );
  });

  it('reports how far the reader got on leaving the story and on hiding the page', async () => {
    const { server, router } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': ok(testStory()),
        [READ]: { status: 204 },
        ...NO_FEEDBACK,
      },
    });
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => scrollPageTo(400));
    act(() => scrollPageTo(600));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    delete (document as { visibilityState?: string }).visibilityState;
    act(() => scrollPageTo(800));
    await act(() => router.navigate('/generate'));
    expect(server.requests(READ).map((r) => r.body)).toEqual([
      { progress: 0.3 },
      { progress: 0.35 },
      { progress: 0.4 },
    ]);
  });

  it('is never reported for a story still being written', async () => {
    const { server, stream } = await renderStoryRoute('/story/story-1?storyIsStreamed=true', {
      routes: { [READ]: { status: 204 }, ...NO_FEEDBACK },
    });
    const live = await stream();
    live.send(
      {
        type: 'snapshot',
        story: creatingStory({ paragraphs: [{ index: 0, text: 'Once upon', image: null }] }),
      },
      1,
    );
    await waitFor(() => expect(screen.getByTestId('story-text')).toHaveTextContent('Once upon'));
    act(() => scrollPageTo(3200));
    expect(server.requests(READ)).toHaveLength(0);

    live.send({ type: 'done', story: testStory() }, 2);
    await screen.findByText('The End');
    await waitFor(() =>
      expect(server.requests(READ).map((r) => r.body)).toEqual([{ progress: 1 }]),
    );
  });
});
