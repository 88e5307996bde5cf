import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { openCookiePreferences } from '../../lib/consent/cookie-preferences';
import {
  testMedals,
  testMonster,
  testStatistics,
} from '../../lib/gamification/gamification-fixtures.testing';
import { MIRA, OLA } from '../../lib/children/children-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';

vi.mock('../../lib/consent/cookie-preferences', () => ({ openCookiePreferences: vi.fn() }));

const STATISTICS = {
  status: 200,
  body: testStatistics({ storiesMade: 4, storiesRead: 9, monstersCreated: 2, minutesListened: 31 }),
};

function openStuff(options: RenderAppRouteOptions = {}) {
  return renderAppRoute('/stuff', {
    ...options,
    routes: {
      'GET /api/profile/statistics': STATISTICS,
      'GET /api/profile/medals': {
        status: 200,
        body: testMedals({
          FIRST_STORY: { current: 1, earnedAt: '2026-03-01T10:00:00.000Z' },
          FIRST_READ: { current: 1, earnedAt: '2026-03-01T10:00:00.000Z' },
          BOOKWORM: { current: 9 },
        }),
      },
      ...options.routes,
    },
  });
}

/** Where the settings rows that are links lead, in order. */
const targets = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

beforeAll(() => Promise.all([import('./stuff-page'), import('@monstory/i18n/bundles/en')]));

beforeEach(() => vi.mocked(openCookiePreferences).mockReset());

describe('My stuff', { timeout: 15_000 }, () => {
  it('gives a registered child the monster, big tiles, the numbers and every setting', async () => {
    const monster = testMonster({ isProfile: true });
    await openStuff({ profile: { username: 'Blobby', gamificationMonster: monster } });

    const mine = await screen.findByRole('region', { name: 'Blobby' });
    expect(within(mine).getByText('Your monster')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: /Change monster/ })).toHaveAttribute(
      'href',
      '/stuff/monsters',
    );

    const tiles = screen.getByRole('region', { name: 'My things' });
    expect(within(tiles).getByRole('link', { name: /My monsters/ })).toHaveAttribute(
      'href',
      '/stuff/monsters',
    );
    expect(within(tiles).getByRole('link', { name: /My stories/ })).toHaveAttribute(
      'href',
      '/stories',
    );
    const medals = within(tiles).getByRole('link', { name: /Medals/ });
    expect(medals).toHaveAttribute('href', '/stuff/medals');
    await waitFor(() => expect(medals).toHaveTextContent('2 of 14 won'));
    const numbers = await within(tiles).findByRole('region', { name: 'Statistics' });
    expect(
      within(numbers)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['4', '9', '2', '31']);

    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(targets(settings)).toEqual([
      '/stuff/children',
      '/stuff/language',
      '/stuff/subscription',
      '/stuff/account',
    ]);
    expect(
      within(settings).getByRole('link', { name: 'Language and voice' }),
    ).toHaveAccessibleDescription('Which language Monstory speaks, and who reads');
    expect(within(settings).getByRole('link', { name: 'Subscription' })).toBeVisible();
    expect(within(settings).getByRole('link', { name: 'Account' })).toBeVisible();
    expect(within(settings).getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
  });

  it('names the child using the app beside the way to the children', async () => {
    await openStuff({
      profile: { children: [MIRA, OLA], activeChildId: OLA.id },
    });
    const settings = await screen.findByRole('region', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Children' })).toHaveAccessibleDescription(
      'Ola is using the app now',
    );
  });

  it('invites a child without a monster to create one', async () => {
    await openStuff();
    const invite = await screen.findByRole('region', { name: 'Create your own monster!' });
    expect(within(invite).getByRole('link', { name: 'Create a monster' })).toHaveAttribute(
      'href',
      '/stuff/monsters/create-a-monster',
    );
  });

  it('shows a guest only what a guest may use, and a way to an account', async () => {
    const user = userEvent.setup();
    const { server, router } = await openStuff({
      user: GUEST_USER,
      profile: { anonymousUser: { storiesCreated: 1, allowedStories: 1 } },
    });
    const invite = await screen.findByRole('region', { name: 'Make an account to get even more' });
    const tiles = screen.getByRole('region', { name: 'My things' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/stories']);
    expect(await within(tiles).findByRole('region', { name: 'Statistics' })).toBeInTheDocument();
    expect(targets(screen.getByRole('region', { name: 'Settings' }))).toEqual([
      '/stuff/children',
      '/stuff/language',
    ]);
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    expect(server.requests('GET /api/profile/medals')).toHaveLength(0);

    await user.click(within(invite).getByRole('button', { name: 'Sign up or log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBe('true');
  });

  it('opens the cookie preferences, and says so when they cannot be opened', async () => {
    const user = userEvent.setup();
    vi.mocked(openCookiePreferences)
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('Cookie preferences are unavailable.'));
    await openStuff();
    const button = await screen.findByRole('button', { name: 'Cookie preferences' });

    await user.click(button);
    expect(openCookiePreferences).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cookie settings could not be opened or are unavailable.',
    );
    expect(openCookiePreferences).toHaveBeenCalledTimes(2);
  });
});
