import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closePurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { creatingStory, testStory } from '../../lib/story/story-fixtures.testing';
import { FEATURES } from '../../lib/purchase/premium-features.testing';
import { storyAnswer } from './story-answers.testing';
import { renderStoryRoute } from './story-route.testing';

const storyText = () => screen.getByTestId('story-text');

beforeAll(async () => {
  await Promise.all([import('./story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

afterEach(() => closePurchaseOverlay());

// Whole pages in jsdom on a shared machine: give each journey room beyond the 5 s default.
describe('story view', { timeout: 15_000 }, () => {
  it('shows the story being written, then its words arriving, then the finished story', async () => {
    const { stream, server } = await renderStoryRoute('/story/story-1?storyIsStreamed=true', {
      routes: { 'GET /api/premium-features': FEATURES },
    });
    expect(await screen.findByRole('heading', { name: 'Writing your story …' })).toBeVisible();
    const live = await stream();
    expect(live.path).toBe('/api/story/story-1/stream');
    expect(live.headers.Authorization).toBe('Bearer token-user-1');

    live.send({ type: 'snapshot', story: creatingStory() }, 1);
    live.send({ type: 'title', title: 'The moon bakery' }, 2);
    live.send({ type: 'delta', paragraphIndex: 0, text: 'Once upon' }, 3);
    expect(await screen.findByRole('heading', { name: 'The moon bakery' })).toBeVisible();
    await waitFor(() => expect(storyText()).toHaveTextContent('Once upon'));
    expect(screen.getByText('Writing on …')).toBeInTheDocument();

    live.send({ type: 'delta', paragraphIndex: 0, text: ' a time.' }, 4);
    await waitFor(() => expect(storyText()).toHaveTextContent('Once upon a time.'));

    const done = testStory({
      title: 'The moon bakery',
      paragraphs: [{ index: 0, text: 'Once upon a time.', image: null }],
    });
    live.send({ type: 'done', story: done }, 5);
    live.end();
    expect(await screen.findByText('The End')).toBeVisible();
    expect(screen.queryByText('Writing on …')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create narration/ })).toBeVisible();
    // The stream gave the story: no GET raced it.
    expect(server.requests('GET /api/story/story-1')).toHaveLength(0);
  });

  it('opens a finished story, and the text size control is kept on this device', async () => {
    const user = userEvent.setup({ delay: null });
    const { streams } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'GET /api/premium-features': FEATURES,
      },
    });
    expect(await screen.findByRole('heading', { name: 'The brave little dragon' })).toBeVisible();
    expect(screen.getByText('For age 5')).toBeInTheDocument();
    expect(screen.getByText('3 min listening')).toBeInTheDocument();
    expect(storyText()).toHaveStyle({ fontSize: '20px' });
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(storyText()).toHaveStyle({ fontSize: '22px' });
    expect(localStorage.getItem(LocalStorageKey.readerFontSize)).toBe('22');
    await user.click(screen.getByRole('button', { name: 'Read mode' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave read mode' }));
    expect(screen.getByRole('toolbar', { name: 'Story tools' })).toBeVisible();
    expect(streams).toHaveLength(0);
  });

  it('says a story could not be made, and retry writes it again', async () => {
    const user = userEvent.setup({ delay: null });
    const failed = testStory({ status: 'FAILED', error: 'The story engine stopped.' });
    const { server, stream } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(failed),
        'POST /api/story/story-1/retry': {
          status: 200,
          body: { uuid: 'story-1', status: 'CREATING', creditsCharged: 0 },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByText('The story engine stopped.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Writing your story …' })).toBeVisible();
    expect(server.requests('POST /api/story/story-1/retry')).toHaveLength(1);
    expect((await stream()).path).toBe('/api/story/story-1/stream');
  });

  it('cancel removes the failed story and goes back to Generate', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, router } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory({ status: 'FAILED' })),
        'DELETE /api/story/story-1': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(server.requests('DELETE /api/story/story-1')).toHaveLength(1);
  });

  it('says so when the story does not exist', async () => {
    await renderStoryRoute('/story/nope', {
      routes: {
        'GET /api/story/nope': {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'x' } },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a new story' })).toHaveAttribute(
      'href',
      '/generate',
    );
  });

  it('creates narration: generating at once, then a play button when it is ready', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, stream } = await renderStoryRoute('/story/story-1', {
      profile: { credits: 30 },
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'GET /api/premium-features': FEATURES,
        'POST /api/story/story-1/audio/generate': {
          status: 202,
          body: testStory({ audioStatus: 'GENERATING' }),
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Create narration/ }));
    expect(await screen.findByText('Creating narration …')).toBeVisible();
    expect(server.requests('POST /api/story/story-1/audio/generate')).toHaveLength(1);
    const live = await stream();
    live.send({ type: 'snapshot', story: testStory({ audioStatus: 'GENERATING' }) }, 1);
    live.send({ type: 'audio', audioStatus: 'READY', audioUrl: '/api/media/a.mp3' }, 2);
    const play = await screen.findByRole('button', { name: 'Play the story' });
    expect(play).toBeVisible();
    expect(play).toHaveAccessibleDescription('The words light up as they are read.');
  });

  it('opens the purchase overlay instead of asking for narration the balance cannot pay', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderStoryRoute('/story/story-1', {
      profile: { credits: 3 },
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'GET /api/premium-features': FEATURES,
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Create narration/ })).toHaveTextContent(
        '10 credits',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Create narration/ }));
    const overlay = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(within(overlay).getByRole('tab', { name: 'Credits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(server.requests('POST /api/story/story-1/audio/generate')).toHaveLength(0);
  });

  it('lets the owner ask for a new picture, and says when that is not allowed', async () => {
    const user = userEvent.setup({ delay: null });
    const picture = {
      status: 'READY' as const,
      url: '/api/media/p0.svg',
      alt: 'A dragon in a cave',
    };
    const story = testStory({
      addons: { images: true, audio: false, interactive: false },
      paragraphs: [{ index: 0, text: 'Once.', image: picture }],
      imageRegenerationsLeft: 2,
    });
    const { server } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(story),
        'POST /api/story/story-1/images/0/regenerate': {
          status: 403,
          body: { error: { code: 'NOT_OWNER', message: 'x' } },
        },
      },
    });
    expect(await screen.findByRole('img', { name: 'A dragon in a cave' })).toBeVisible();
    const remake = screen.getByRole('button', {
      name: 'New picture for part 1, 2 left in this story',
    });
    await user.click(remake);
    // One budget for the whole story: asked for before it is spent, and nothing is sent on cancel.
    const ask = screen.getByRole('alertdialog', { name: 'Make a new picture?' });
    expect(ask).toHaveAccessibleDescription(
      'The old picture is replaced. This story has 2 new pictures left, for all its pictures together.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(server.requests('POST /api/story/story-1/images/0/regenerate')).toHaveLength(0);
    await user.click(remake);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make a new picture' }),
    );
    expect(
      await screen.findByText('You can only regenerate images in your own stories.'),
    ).toBeVisible();
  });

  it('fetches the opening picture first and the later ones as the reader scrolls to them', async () => {
    const picture = (index: number) => ({
      status: 'READY' as const,
      url: `/api/media/p${index}.svg`,
      alt: `Picture ${index}`,
    });
    await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(
          testStory({
            addons: { images: true, audio: false, interactive: false },
            paragraphs: [0, 1, 2].map((index) => ({ index, text: 'x', image: picture(index) })),
          }),
        ),
      },
    });
    const opening = await screen.findByRole('img', { name: 'Picture 0' });
    expect(opening).toHaveAttribute('fetchpriority', 'high');
    expect(opening).toHaveAttribute('loading', 'eager');
    for (const name of ['Picture 1', 'Picture 2']) {
      expect(screen.getByRole('img', { name })).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows the limit text when no remakes are left, without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const picture = { status: 'READY' as const, url: '/p.svg', alt: 'A cave' };
    const { server } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(
          testStory({
            paragraphs: [{ index: 0, text: 'x', image: picture }],
            imageRegenerationsLeft: 0,
          }),
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^New picture for part 1/ }));
    expect(screen.getByText('You have reached the limit for image regenerations.')).toBeVisible();
    expect(server.requests('POST /api/story/story-1/images/0/regenerate')).toHaveLength(0);
  });

  it('deletes the story after asking, and copies the link when there is no share sheet', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { router, server } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'POST /api/story/story-1/share': {
          status: 200,
          body: { url: 'https://monstory.test/s/abc', path: '/s/abc' },
        },
        'DELETE /api/story/story-1': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('https://monstory.test/s/abc');

    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the story?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(server.requests('DELETE /api/story/story-1')).toHaveLength(1);
  });
});
