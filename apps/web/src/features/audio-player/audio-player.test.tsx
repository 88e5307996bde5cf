import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { renderStoryRoute } from '../story/story-route.testing';
import { closePlayer, setPlaybackRate } from '../../lib/audio-player/audio-player-store';
import { installFakeFrames, installFakeMedia } from '../../lib/audio-player/fake-media.testing';
import { timingsFor } from '../../lib/audio-player/read-along.testing';
import { FEATURES } from '../../lib/purchase/premium-features.testing';

const story = testStory({ audioStatus: 'READY', audioUrl: '/api/media/a.mp3' });
const routes = {
  'GET /api/story/story-1': { status: 200, body: story },
  'GET /api/story/story-1/audio/timings': { status: 200, body: timingsFor(story) },
  'GET /api/premium-features': FEATURES,
  'POST /api/story/story-1/listening': { status: 204 },
};

beforeAll(async () => {
  await Promise.all([import('../story/story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

afterEach(() => {
  closePlayer();
  setPlaybackRate(1);
});

async function openAndPlay() {
  const media = installFakeMedia();
  const frames = installFakeFrames();
  const user = userEvent.setup({ delay: null });
  const view = await renderStoryRoute('/story/story-1', { routes });
  await user.click(await screen.findByRole('button', { name: 'Play the story' }));
  const player = await screen.findByRole('region', { name: 'Audio player' });
  media.setDuration(60);
  return { ...view, media, frames, user, player };
}

const reading = () => document.querySelectorAll('[data-reading="true"]');

describe('the bottom audio player', { timeout: 15_000 }, () => {
  it('plays the narration the story view hands it, and keeps playing across screens', async () => {
    const { media, player, router } = await openAndPlay();
    expect(media.audio()).toHaveAttribute('src', '/api/media/a.mp3');
    expect(media.audio().paused).toBe(false);
    expect(within(player).getByText('The brave little dragon')).toBeVisible();
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(screen.getByText(/The narration plays in the player below/)).toBeVisible();

    await act(() => router.navigate('/generate'));
    expect(screen.getByRole('region', { name: 'Audio player' })).toBeVisible();
    expect(media.audio().paused).toBe(false);
  });

  it('seeks with its position slider, changes speed, pauses and closes', async () => {
    const { media, player, user } = await openAndPlay();
    const slider = within(player).getByRole('slider', { name: 'Position in the narration' });
    act(() => media.playTo(12));
    expect(slider).toHaveValue('12');
    expect(slider).toHaveAttribute('aria-valuetext', '0:12 of 1:00');

    fireEvent.change(slider, { target: { value: '40' } });
    expect(media.audio().currentTime).toBe(40);
    expect(slider).toHaveAttribute('aria-valuetext', '0:40 of 1:00');

    await user.click(within(player).getByRole('button', { name: /^Speed 1 times/ }));
    expect(media.audio().playbackRate).toBe(1.25);
    await user.click(within(player).getByRole('button', { name: /^Speed 1.25 times/ }));
    await user.click(within(player).getByRole('button', { name: /^Speed 1.5 times/ }));
    await user.click(within(player).getByRole('button', { name: /^Speed 0.75 times/ }));
    expect(media.audio().playbackRate).toBe(1);

    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(media.audio().paused).toBe(true);
    expect(within(player).getByRole('button', { name: 'Play' })).toBeVisible();

    await user.click(within(player).getByRole('button', { name: 'Close the player' }));
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the story' })).toBeVisible();
  });

  it('reports listening time every 30 s of playback and on pause and close, seeks excluded', async () => {
    const { media, player, server, user } = await openAndPlay();
    const reports = () =>
      server.requests('POST /api/story/story-1/listening').map((r) => r.body as object);
    act(() => media.playTo(31));
    await waitFor(() => expect(reports()).toEqual([{ seconds: 30 }]));

    fireEvent.change(within(player).getByRole('slider'), { target: { value: '50' } });
    act(() => media.playTo(55));
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(reports()).toEqual([{ seconds: 30 }, { seconds: 6 }]));

    await user.click(within(player).getByRole('button', { name: 'Play' }));
    act(() => media.playTo(58));
    await user.click(within(player).getByRole('button', { name: 'Close the player' }));
    await waitFor(() => expect(reports()).toHaveLength(3));
    expect(reports()[2]).toEqual({ seconds: 3 });
  });

  it('marks the word being read and moves the mark with the voice', async () => {
    const { media, frames } = await openAndPlay();
    const text = screen.getByTestId('story-text');
    await waitFor(() => expect(text.querySelectorAll('[data-word]').length).toBeGreaterThan(10));
    expect(text).toHaveTextContent(story.paragraphs.map((p) => p.text).join(''));

    act(() => frames.runFrame());
    expect([...reading()].map((w) => w.textContent)).toEqual(['Once']);

    act(() => media.playTo(1.6));
    act(() => frames.runFrame());
    expect([...reading()].map((w) => w.textContent)).toEqual(['time']);

    // Words of the second paragraph: "She" is word 9 (4.5 s).
    act(() => media.playTo(4.6));
    act(() => frames.runFrame());
    expect([...reading()].map((w) => w.textContent)).toEqual(['She']);
    expect(frames.waiting).toBe(1);

    // Paused, the mark stays where the voice stopped and no frames are asked for.
    act(() => media.audio().pause());
    expect(frames.waiting).toBe(0);
    expect([...reading()].map((w) => w.textContent)).toEqual(['She']);
  });

  it('keeps the word in view, gently unless motion is reduced, and not against the reader', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { media, frames } = await openAndPlay();
      await waitFor(() => expect(document.querySelector('[data-word]')).not.toBeNull());
      act(() => frames.runFrame());
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'center', behavior: 'smooth' });
      expect(scrollIntoView.mock.contexts.at(-1)).toHaveTextContent('Once');

      // The reader scrolls by hand: the next words do not pull the page back for a while.
      window.dispatchEvent(new Event('wheel'));
      now = 3_000;
      act(() => media.playTo(0.6));
      act(() => frames.runFrame());
      expect(scrollIntoView).toHaveBeenCalledTimes(1);

      now = 7_000;
      window.matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
      act(() => media.playTo(1.1));
      act(() => frames.runFrame());
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'center', behavior: 'auto' });
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('clears the mark when the player closes', async () => {
    const { frames, player, user } = await openAndPlay();
    act(() => frames.runFrame());
    expect(reading()).toHaveLength(1);
    await user.click(within(player).getByRole('button', { name: 'Close the player' }));
    expect(reading()).toHaveLength(0);
    expect(screen.getByTestId('story-text').querySelectorAll('[data-word]')).toHaveLength(0);
  });
});
