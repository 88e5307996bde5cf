import { MONSTER_AGE_THRESHOLD_MS } from '@monstory/contracts/constants';
import type { Profile } from '@monstory/contracts/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testMonster } from '../../lib/gamification/gamification-fixtures.testing';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';
import type { RouteAnswer } from '../../test/fake-server';
import { renderAppRoute } from '../../test/render-app-route';

const LIST = 'GET /api/profile/gamification/monsters';
const ok = (body: unknown): RouteAnswer => ({ status: 200, body });

const blobby = testMonster({ isProfile: true });
const fluff = testMonster({
  id: 'monster-2',
  name: 'Fluff',
  imageUrl: '/media/monsters/fluff.svg',
  description: 'A fluffy pink monster with two horns',
});
const longAgo = new Date(Date.now() - MONSTER_AGE_THRESHOLD_MS - 60_000).toISOString();
const stuck = testMonster({
  id: 'monster-3',
  name: 'Sleepy',
  imageUrl: null,
  status: 'BUILDING',
  description: 'A sleepy blue monster',
  createdAt: longAgo,
});

function openMonsters(routes: Record<string, RouteAnswer | RouteAnswer[]>) {
  return renderAppRoute('/stuff/monsters', {
    profile: {
      username: 'Blobby',
      gamificationMonster: blobby,
      profileImageUrl: blobby.imageUrl,
    },
    routes,
  });
}

const card = (name: string) => screen.findByRole('article', { name });

beforeAll(() => Promise.all([import('./monsters-page'), import('@monstory/i18n/bundles/en')]));

describe('My monsters', { timeout: 15_000 }, () => {
  it('shows each monster with its picture, name, description and status', async () => {
    await openMonsters({ [LIST]: ok({ monsters: [blobby, fluff, stuck] }) });
    const first = await card('Blobby');
    expect(within(first).getByText('Your profile')).toBeInTheDocument();
    expect(within(first).getByText('Ready')).toBeInTheDocument();
    expect(within(first).getByText(blobby.description)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Use as profile' })).toBeNull();
    expect(first.querySelector('img')).toHaveAttribute('src', blobby.imageUrl);

    const second = await card('Fluff');
    expect(within(second).getByRole('link', { name: 'Use in a story' })).toHaveAttribute(
      'href',
      '/generate?hero=monster-2',
    );

    // Still "building" long after the threshold: the way out.
    const third = await card('Sleepy');
    expect(within(third).getByText('Not finished')).toBeInTheDocument();
    expect(
      within(third).getByText(
        "We couldn't find the monster's picture. Try creating the monster again.",
      ),
    ).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: 'Create again' })).toHaveAttribute(
      'href',
      '/stuff/monsters/create-a-monster?description=A+sleepy+blue+monster',
    );
  });

  it('makes a monster the profile, and the name in the profile menu follows at once', async () => {
    const user = userEvent.setup();
    const { server, queryClient } = await openMonsters({
      [LIST]: ok({ monsters: [blobby, fluff] }),
      'POST /api/profile/gamification/monsters/monster-2/use': ok({ ...fluff, isProfile: true }),
      'GET /api/profile': { hang: true },
    });
    await user.click(within(await card('Fluff')).getByRole('button', { name: 'Use as profile' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Fluff' })).getByText('Your profile'),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('article', { name: 'Blobby' })).queryByText('Your profile'),
    ).toBeNull();
    expect(server.requests('POST /api/profile/gamification/monsters/monster-2/use')).toHaveLength(
      1,
    );
    const profile = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
    expect(profile).toMatchObject({
      username: 'Fluff',
      profileImageUrl: '/media/monsters/fluff.svg',
      gamificationMonster: { id: 'monster-2', isProfile: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(within(screen.getByRole('menu')).getByText('Fluff')).toBeInTheDocument();
  });

  it('asks before deleting a monster, then takes it off the list', async () => {
    const user = userEvent.setup();
    const { server } = await openMonsters({
      [LIST]: ok({ monsters: [blobby, fluff] }),
      'DELETE /api/profile/gamification/monsters/monster-2': { status: 204 },
    });
    await user.click(within(await card('Fluff')).getByRole('button', { name: 'Delete Fluff' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Fluff?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(server.requests('DELETE /api/profile/gamification/monsters/monster-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Fluff' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Fluff' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.requests('DELETE /api/profile/gamification/monsters/monster-2')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Blobby' })).toBeInTheDocument();
  });

  it('says so in the dialog when deleting fails', async () => {
    const user = userEvent.setup();
    await openMonsters({
      [LIST]: ok({ monsters: [fluff] }),
      'DELETE /api/profile/gamification/monsters/monster-2': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'No' } },
      },
    });
    await user.click(within(await card('Fluff')).getByRole('button', { name: 'Delete Fluff' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      "We couldn't delete the monster. Please try again.",
    );
  });

  it('leads from an empty list to creating the first monster', async () => {
    await openMonsters({ [LIST]: ok({ monsters: [] }) });
    expect(await screen.findByRole('heading', { name: 'No monsters yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first monster' })).toHaveAttribute(
      'href',
      '/stuff/monsters/create-a-monster',
    );
  });
});
