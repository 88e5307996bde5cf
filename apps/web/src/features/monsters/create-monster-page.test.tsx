import { MONSTER_AGE_THRESHOLD_MS } from '@monstory/contracts/constants';
import type { Profile } from '@monstory/contracts/profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { testMonster } from '../../lib/gamification/gamification-fixtures.testing';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';
import { FEATURES } from '../../lib/purchase/premium-features.testing';
import { closePurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { unsafeRequestAnswer } from '../../lib/safety/unsafe-request.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import type { RouteAnswer } from '../../test/fake-server';
import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';
import { MONSTER_POLL_MS } from './use-watched-monster';

const PATH = '/stuff/monsters/create-a-monster';
const WINGS = 'A small green monster with three eyes and wings';
const accepted = (body: unknown): RouteAnswer => ({ status: 202, body });
const monsterAnswer = (monster: unknown): RouteAnswer => ({ status: 200, body: { monster } });

function openCreate(options: RenderAppRouteOptions = {}, path = PATH) {
  return renderAppRoute(path, {
    ...options,
    routes: { 'GET /api/premium-features': FEATURES, ...options.routes },
  });
}

const createButton = () => screen.getByRole('button', { name: 'Create the monster!' });

beforeAll(() =>
  Promise.all([import('./create-monster-page'), import('@monstory/i18n/bundles/en')]),
);

afterEach(() => {
  vi.useRealTimers();
  closePurchaseOverlay();
});

describe('creating a monster', { timeout: 15_000 }, () => {
  it('shows the name at once, polls while it is drawn, then reveals the picture', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const building = testMonster({ status: 'BUILDING', imageUrl: null, isProfile: true });
    const ready = { ...building, status: 'READY', imageUrl: '/media/monsters/blobby.svg' };
    const { server, queryClient } = await openCreate({
      profile: { credits: 20 },
      routes: {
        'POST /api/profile/gamification/monster': accepted(building),
        'GET /api/profile/gamification/monster': [monsterAnswer(building), monsterAnswer(ready)],
      },
    });

    const cost = await screen.findByRole('status', { name: 'Price' });
    expect(cost).toHaveTextContent('5 credits');
    expect(cost).toHaveTextContent('You have 20 credits');
    await user.click(screen.getByRole('button', { name: WINGS }));
    expect(screen.getByRole('textbox', { name: 'What does your monster look like?' })).toHaveValue(
      WINGS,
    );
    await user.click(createButton());

    expect(await screen.findByRole('heading', { name: 'Hello, Blobby!' })).toBeInTheDocument();
    expect(screen.getByText('Drawing Blobby …')).toBeInTheDocument();
    expect(server.requests('POST /api/profile/gamification/monster')[0]?.body).toEqual({
      description: WINGS,
    });
    // The new monster is the profile at once: its name shows in the top bar.
    expect(queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY)?.username).toBe('Blobby');

    await act(() => vi.advanceTimersByTimeAsync(MONSTER_POLL_MS));
    const picture = await screen.findByRole('img', { name: 'Picture of Blobby' });
    expect(picture).toHaveAttribute('src', '/media/monsters/blobby.svg');
    expect(screen.getByRole('heading', { name: 'Blobby is ready!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use in a story' })).toHaveAttribute(
      'href',
      '/generate?hero=monster-1',
    );
    expect(screen.getByRole('link', { name: 'See all my monsters' })).toHaveAttribute(
      'href',
      '/stuff/monsters',
    );
    expect(queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY)?.profileImageUrl).toBe(
      '/media/monsters/blobby.svg',
    );
    // Polling stopped once the monster was ready.
    const polls = server.requests('GET /api/profile/gamification/monster').length;
    await act(() => vi.advanceTimersByTimeAsync(MONSTER_POLL_MS * 3));
    expect(server.requests('GET /api/profile/gamification/monster')).toHaveLength(polls);
  });

  it('tells a subscriber the monster is free with the plan', async () => {
    await openCreate({
      profile: {
        subscription: { isActive: true, subscriptionType: 'PREMIUM', initialPaymentPlatform: null },
      },
    });
    const cost = await screen.findByRole('status', { name: 'Price' });
    expect(cost).toHaveTextContent('Free with your plan');
    expect(cost).not.toHaveTextContent('credits');
  });

  it('opens the purchase overlay, before sending, when the balance cannot pay', async () => {
    const user = userEvent.setup();
    const { server } = await openCreate({ profile: { credits: 2 } });
    await user.click(await screen.findByRole('button', { name: WINGS }));
    await user.click(createButton());
    const overlay = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(within(overlay).getByText('You need 5 credits to use this feature')).toBeVisible();
    expect(server.requests('POST /api/profile/gamification/monster')).toHaveLength(0);
  });

  it('opens the purchase overlay when the server answers 402', async () => {
    const user = userEvent.setup();
    await openCreate({
      profile: { credits: 50 },
      routes: {
        'POST /api/profile/gamification/monster': {
          status: 402,
          body: {
            error: {
              code: 'NOT_ENOUGH_CREDITS',
              message: 'You need 8 credits to use this feature',
              details: { isPremiumOnly: false, creditsNeeded: 8 },
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: WINGS }));
    await user.click(createButton());
    const overlay = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(within(overlay).getByText('You need 8 credits to use this feature')).toBeVisible();
    expect(within(overlay).getByRole('tab', { name: 'Credits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('answers a refused description kindly by the field, and a too short one before sending', async () => {
    const user = userEvent.setup();
    const { server } = await openCreate({
      profile: { credits: 50 },
      routes: {
        'POST /api/profile/gamification/monster': unsafeRequestAnswer(
          'Monsters here are never hurt on purpose. How about a monster who tickles?',
          'VIOLENCE',
          false,
        ),
      },
    });
    const field = await screen.findByRole('textbox', { name: 'What does your monster look like?' });
    await user.type(field, 'ab');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tell us a little more about your monster – at least 3 letters.',
    );
    expect(server.requests('POST /api/profile/gamification/monster')).toHaveLength(0);

    await user.type(field, 'c monster');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Monsters here are never hurt on purpose. How about a monster who tickles?',
    );
    expect(field).toHaveValue('abc monster');
    expect(field).toHaveAccessibleDescription(/never hurt on purpose/);
    // The refusal stands for these words: another tap explains instead of sending again.
    expect(createButton()).toHaveAccessibleDescription(
      'See the message above: change the words a little, and we can begin.',
    );
    await user.click(createButton());
    expect(server.requests('POST /api/profile/gamification/monster')).toHaveLength(1);
  });

  it('answers a disclosure with care and the helplines, not a monster', async () => {
    const user = userEvent.setup();
    await openCreate({
      profile: { credits: 50 },
      routes: {
        'POST /api/profile/gamification/monster': unsafeRequestAnswer(
          'Thank you for telling us. Nobody is allowed to hurt you.',
          'ABUSE',
          true,
        ),
      },
    });
    const field = await screen.findByRole('textbox', { name: 'What does your monster look like?' });
    await user.type(field, 'a monster that hits me at home');
    await user.click(createButton());
    const panel = await screen.findByTestId('care-panel');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Nobody is allowed to hurt you.');
    expect(within(panel).getByRole('link', { name: 'Call 0800 1111' })).toHaveAttribute(
      'href',
      'tel:08001111',
    );
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveValue('a monster that hits me at home');
  });

  it('asks to try again when the monster is still building after five minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const building = testMonster({ status: 'BUILDING', imageUrl: null, isProfile: true });
    const again = testMonster({ id: 'monster-2', status: 'BUILDING', imageUrl: null });
    const { server } = await openCreate({
      profile: { credits: 50 },
      routes: {
        'POST /api/profile/gamification/monster': [accepted(building), accepted(again)],
        'GET /api/profile/gamification/monster': monsterAnswer(building),
      },
    });
    await user.click(await screen.findByRole('button', { name: WINGS }));
    await user.click(createButton());
    expect(await screen.findByRole('heading', { name: 'Hello, Blobby!' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(MONSTER_AGE_THRESHOLD_MS + MONSTER_POLL_MS));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(
      "We couldn't find the monster's picture. Try creating the monster again.",
    );
    const polls = server.requests('GET /api/profile/gamification/monster').length;
    await act(() => vi.advanceTimersByTimeAsync(MONSTER_POLL_MS * 3));
    expect(server.requests('GET /api/profile/gamification/monster')).toHaveLength(polls);

    await user.click(
      within(message).getByRole('button', { name: 'Try creating the monster again' }),
    );
    await waitFor(() =>
      expect(server.requests('POST /api/profile/gamification/monster')).toHaveLength(2),
    );
    expect(server.requests('POST /api/profile/gamification/monster')[1]?.body).toEqual({
      description: WINGS,
    });
  });

  it('asks to try again at once for a monster whose drawing failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const building = testMonster({ status: 'BUILDING', imageUrl: null, isProfile: true });
    await openCreate({
      profile: { credits: 50 },
      routes: {
        'POST /api/profile/gamification/monster': accepted(building),
        'GET /api/profile/gamification/monster': [
          monsterAnswer(building),
          monsterAnswer({ ...building, status: 'FAILED' }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: WINGS }));
    await user.click(createButton());
    await screen.findByRole('heading', { name: 'Hello, Blobby!' });
    await act(() => vi.advanceTimersByTimeAsync(MONSTER_POLL_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try creating the monster again.');

    await user.click(screen.getByRole('button', { name: 'Change the description' }));
    expect(screen.getByRole('textbox', { name: 'What does your monster look like?' })).toHaveValue(
      WINGS,
    );
  });

  it('brings the description along from My monsters', async () => {
    await openCreate({}, `${PATH}?description=${encodeURIComponent('A blue sea monster')}`);
    expect(
      await screen.findByRole('textbox', { name: 'What does your monster look like?' }),
    ).toHaveValue('A blue sea monster');
  });

  it('explains to a guest that a monster needs an account, and leads to sign-up', async () => {
    const user = userEvent.setup();
    const { router } = await openCreate({
      user: GUEST_USER,
      profile: { anonymousUser: { storiesCreated: 0, allowedStories: 1 } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Monsters need an account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up or log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBe('true');
  });
});
