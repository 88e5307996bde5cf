import { startup as enStartup } from '@monstory/i18n/locales/en/startup';
import type { Story } from '@monstory/contracts/story';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../../lib/api/api-config';
import { installFakeCaches } from '../../lib/offline/fake-caches.testing';
import { closeOfflineShelf, openOfflineShelf } from '../../lib/offline/offline-shelf-store';
import { saveStoryOffline } from '../../lib/offline/offline-stories';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { OfflineShelfHost } from './offline-shelf-host';

let fake: ReturnType<typeof installFakeCaches>;
const stories = new Map<string, Story>();

beforeEach(() => {
  fake = installFakeCaches();
  configureApi({
    baseUrl: '/api',
    fetch: (input) =>
      Promise.resolve(Response.json(stories.get(String(input).split('/').pop() ?? ''))),
  });
  vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(`bytes of ${url}`)));
  URL.createObjectURL = vi.fn(() => 'blob:kept');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
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
          text: `${title} begins.`,
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
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    ns: ['startup'],
    defaultNS: 'startup',
    resources: { en: { startup: enStartup } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
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
    const list = await within(shelf).findByRole('list', { name: 'On this device' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(shelf).toHaveTextContent(/Using .+ on this device/);

    await user.click(
      within(shelf).getByRole('button', { name: 'Remove “The sea” from this device' }),
    );
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.names()).not.toContain('monstory-story-b');

    await user.click(within(shelf).getByRole('button', { name: 'Read: The cave' }));
    const reader = await screen.findByRole('dialog', { name: 'The cave' });
    expect(await within(reader).findByText('The cave begins.')).toBeVisible();
    expect(within(reader).getByRole('img', { name: 'A cave' })).toHaveAttribute('src', 'blob:kept');
    expect(reader.querySelector('audio')).toHaveAttribute('src', 'blob:kept');

    await user.click(within(reader).getByRole('button', { name: 'Back to the shelf' }));
    expect(await screen.findByRole('dialog', { name: 'On this device' })).toBeVisible();
  });

  it('says how to keep a story when there are none', async () => {
    renderShelf();
    expect(await screen.findByText(/No stories are kept here yet/)).toBeVisible();
  });
});
