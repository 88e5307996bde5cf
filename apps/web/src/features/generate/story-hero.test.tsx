import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testMonster } from '../../lib/gamification/gamification-fixtures.testing';
import {
  CREATED,
  FEATURES,
  chooseBasics,
  createButton,
  preloadGeneratePage,
} from './generate-route.testing';
import { renderAppRoute } from '../../test/render-app-route';

const blobby = testMonster({ imageUrl: '/media/monsters/blobby.svg' });
const drawing = testMonster({
  id: 'monster-2',
  name: 'Sketch',
  status: 'BUILDING',
  imageUrl: null,
});

function openWithHero(hero: string) {
  return renderAppRoute(`/generate?hero=${hero}`, {
    profile: { credits: 50 },
    routes: {
      'GET /api/premium-features': FEATURES,
      'GET /api/profile/gamification/monsters': {
        status: 200,
        body: { monsters: [blobby, drawing] },
      },
      'POST /api/story': CREATED,
    },
  });
}

beforeAll(preloadGeneratePage, 30_000);

describe('a monster as the story hero', () => {
  it('shows "Starring <name>" with its picture and sends the monster with the story', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await openWithHero('monster-1');
    const chip = await screen.findByRole('group', { name: 'Starring Blobby' });
    expect(chip.querySelector('img')).toHaveAttribute('src', '/media/monsters/blobby.svg');

    await chooseBasics(user);
    await user.click(createButton());
    await waitFor(() => expect(server.requests('POST /api/story')).toHaveLength(1));
    expect(server.requests('POST /api/story')[0]?.body).toMatchObject({
      heroMonsterId: 'monster-1',
    });
  });

  it('can be taken out again, and the story goes without a hero', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, router } = await openWithHero('monster-1');
    const chip = await screen.findByRole('group', { name: 'Starring Blobby' });
    await user.click(within(chip).getByRole('button', { name: 'Take Blobby out of the story' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Starring Blobby' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');

    await chooseBasics(user);
    await user.click(createButton());
    await waitFor(() => expect(server.requests('POST /api/story')).toHaveLength(1));
    expect(server.requests('POST /api/story')[0]?.body).not.toHaveProperty('heroMonsterId');
  });

  it('ignores a monster that is not finished or not the child’s', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await openWithHero('monster-2');
    await chooseBasics(user);
    await waitFor(() =>
      expect(server.requests('GET /api/profile/gamification/monsters')).toHaveLength(1),
    );
    expect(screen.queryByRole('group', { name: /^Starring/ })).not.toBeInTheDocument();
    await user.click(createButton());
    await waitFor(() => expect(server.requests('POST /api/story')).toHaveLength(1));
    expect(server.requests('POST /api/story')[0]?.body).not.toHaveProperty('heroMonsterId');
  });
});
