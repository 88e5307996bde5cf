import type { Story } from '@monstory/contracts/story';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../../lib/api/api-config';
import { installFakeCaches } from '../../lib/offline/fake-caches.testing';
import { closeOfflineShelf, openOfflineShelf } from '../../lib/offline/offline-shelf-store';
import { saveStoryOffline } from '../../lib/offline/offline-stories';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { installFakeFrames, installFakeMedia } from '../../lib/audio-player/fake-media.testing';
import { timingsFor } from '../../lib/audio-player/read-along.testing';
import { OfflineShelfHost } from './offline-shelf-host';
import { startupI18n } from './startup-i18n.testing';

let fake: ReturnType<typeof installFakeCaches>;
const stories = new Map<string, Story>();

beforeEach(() => {
  fake = installFakeCaches();
  configureApi({
    baseUrl: '/api',
    fetch: (input) => {
      const [, uuid = '', timings] =
        /\/story\/([^/]+)(\/audio\/timings)?$/.exec(String(input)) ?? [];
      const story = stories.get(uuid);
      return Promise.resolve(Response.json(story && timings ? timingsFor(story) : story));
    },
  });
  vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(`bytes of ${url}`)));
  URL.createObjectURL = vi.fn(() => 'blob:kept');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  closeOfflineShelf();
  fake.uninstall();
  resetApiConfig();
  vi.unstubAllGlobals();
});

async function keep(uuid: string, title: string) {
  stories.set(
    uuid,
    testStory({
      uuid,
      title,
      paragraphs: [
        {
          index: 0,
          text: `${title} begins here.`,
          image: { status: 'READY', url: `/api/media/${uuid}.svg`, alt: 'A cave' },
        },
      ],
      audioStatus: 'READY',
      audioUrl: `/api/media/${uuid}.mp3`,
    }),
  );
  await saveStoryOffline(uuid);
}

function renderShelf() {
  const i18n = startupI18n();
  openOfflineShelf();
  return render(
    <I18nextProvider i18n={i18n}>
      <OfflineShelfHost />
    </I18nextProvider>,
  );
}

describe('the "On this device" shelf', () => {
  it('lists the kept stories with the storage they use, reads one and removes another', async () => {
    const user = userEvent.setup({ delay: null });
    await keep('a', 'The cave');
    await keep('b', 'The sea');
    renderShelf();
    const shelf = await screen.findByRole('dialog', { name: 'On this device' });
    // The list is drawn again as the kept stories are read, so each check looks it up afresh.
    const kept = () => within(within(shelf).getByRole('list', { name: 'On this device' }));
    await vi.waitFor(() => expect(kept().getAllByRole('listitem')).toHaveLength(2));
    expect(shelf).toHaveTextContent(/Using .+ on this device/);

    await user.click(
      within(shelf).getByRole('button', { name: 'Remove “The sea” from this device' }),
    );
    await vi.waitFor(() => expect(kept().getAllByRole('listitem')).toHaveLength(1));
    expect(fake.names()).not.toContain('monstory-story-b');

    await user.click(within(shelf).getByRole('button', { name: 'Read: The cave' }));
    const reader = await screen.findByRole('dialog', { name: 'The cave' });
    await vi.waitFor(() =>
      expect(reader.querySelector('article p')).toHaveTextContent('The cave begins here.'),
    );
    expect(within(reader).getByRole('img', { name: 'A cave' })).toHaveAttribute('src', 'blob:kept');
    expect(reader.querySelector('audio')).toHaveAttribute('src', 'blob:kept');

    await user.click(within(reader).getByRole('button', { name: 'Back to the shelf' }));
    expect(await screen.findByRole('dialog', { name: 'On this device' })).toBeVisible();
  });

  it('marks the word the kept narration is speaking, with no network, as the reader does online', async () => {
    const media = installFakeMedia();
    const frames = installFakeFrames();
    const user = userEvent.setup({ delay: null });
    await keep('a', 'The cave');
    // From here on nothing answers: the timings come from the device.
    configureApi({ baseUrl: '/api', fetch: () => Promise.reject(new TypeError('offline')) });
    renderShelf();
    await user.click(await screen.findByRole('button', { name: 'Read: The cave' }));
    const reader = await screen.findByRole('dialog', { name: 'The cave' });
    await vi.waitFor(() => expect(reader.querySelectorAll('[data-word]')).toHaveLength(4));
    expect(reader.querySelector('article p')).toHaveTextContent('The cave begins here.');
    const reading = () =>
      [...reader.querySelectorAll('[data-reading="true"]')].map((word) => word.textContent);
    expect(reading()).toEqual([]);

    await act(() => media.audio().play());
    act(() => media.playTo(1.1));
    act(() => frames.runFrame());
    expect(reading()).toEqual(['begins']);
    act(() => media.playTo(1.6));
    act(() => frames.runFrame());
    expect(reading()).toEqual(['here.']);
  });

  it('says how to keep a story when there are none', async () => {
    renderShelf();
    expect(await screen.findByText(/No stories are kept here yet/)).toBeVisible();
  });
});
