import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_USER, sessionUser, testProfile } from '../lib/auth/auth-fixtures.testing';
import { LocalStorageKey } from '../lib/storage/storage-keys';
import { testStory } from '../lib/story/story-fixtures.testing';
import { renderAppRoute } from '../test/render-app-route';

const GUEST_SIGN_IN = {
  'POST /api/auth/sign-in/anonymous': {
    status: 200,
    body: { token: 'g', user: sessionUser(GUEST_USER) },
  },
  'POST /api/login': {
    status: 200,
    body: testProfile({ userId: GUEST_USER.id, isAnonymous: true, email: null }),
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the access guard in the router', () => {
  it('makes a first-time visitor a guest and opens the page they asked for', async () => {
    const { server, router } = await renderAppRoute('/library', {
      user: null,
      routes: GUEST_SIGN_IN,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    expect(server.requests('POST /api/auth/sign-in/anonymous')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/library');
    expect(localStorage.getItem(LocalStorageKey.anonymousUid)).toBe('guest-1');
    expect(localStorage.getItem(LocalStorageKey.redirectPath)).toBeNull();
  });

  it('sends a first-time visitor to a page closed to guests on to Generate once they are one', async () => {
    const { server, router } = await renderAppRoute('/stuff/account', {
      user: null,
      routes: GUEST_SIGN_IN,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
    expect(server.requests('POST /api/auth/sign-in/anonymous')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: 'My account' })).toBeNull();
  });

  it('reads a shared story for a first-time visitor beside the guest sign-in', async () => {
    const uuid = '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a10';
    const story = testStory({ uuid, title: 'Tiril and the lost chest', isOwner: false });
    const { server } = await renderAppRoute(`/story/${uuid}`, {
      user: null,
      routes: {
        ...GUEST_SIGN_IN,
        [`GET /api/public/story/${uuid}`]: { status: 200, body: story },
        [`GET /api/story/${uuid}`]: { status: 200, body: story },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiril and the lost chest' }),
    ).toBeInTheDocument();
    // Read without a session; the guest's own request for the same story is then not needed.
    expect(server.requests(`GET /api/public/story/${uuid}`)[0]?.headers).not.toHaveProperty(
      'Authorization',
    );
    expect(server.requests(`GET /api/story/${uuid}`)).toHaveLength(0);
  });

  it('does not wait for the guest sign-in to ask for the shared story', async () => {
    const uuid = '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a12';
    const { server } = await renderAppRoute(`/story/${uuid}`, {
      user: null,
      routes: {
        'POST /api/auth/sign-in/anonymous': { hang: true },
        [`GET /api/public/story/${uuid}`]: { hang: true },
      },
    });
    await waitFor(() => expect(server.requests(`GET /api/public/story/${uuid}`)).toHaveLength(1));
  });

  it('shows a shared story before the guest session exists, then makes the guest', async () => {
    const uuid = '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a13';
    const story = testStory({ uuid, title: 'Tiril and the lost chest', isOwner: false });
    let letSignInAnswer = () => {};
    const signInMayAnswer = new Promise<void>((resolve) => (letSignInAnswer = resolve));
    const { router, auth } = await renderAppRoute(`/story/${uuid}`, {
      user: null,
      routes: {
        ...GUEST_SIGN_IN,
        'POST /api/auth/sign-in/anonymous': {
          when: signInMayAnswer,
          answer: GUEST_SIGN_IN['POST /api/auth/sign-in/anonymous'],
        },
        [`GET /api/public/story/${uuid}`]: { status: 200, body: story },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiril and the lost chest' }),
    ).toBeInTheDocument();
    expect(auth.store.getState().user).toBeNull();
    act(() => letSignInAnswer());
    await waitFor(() => expect(auth.store.getState().user?.isAnonymous).toBe(true));
    expect(router.state.location.pathname).toBe(`/story/${uuid}`);
    await waitFor(() => expect(localStorage.getItem(LocalStorageKey.redirectPath)).toBeNull());
  });

  it('sends the reader of a shared story to Login, path kept, when the guest sign-in then fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uuid = '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a14';
    const story = testStory({ uuid, title: 'Tiril and the lost chest', isOwner: false });
    let letSignInAnswer = () => {};
    const signInMayAnswer = new Promise<void>((resolve) => (letSignInAnswer = resolve));
    const { router } = await renderAppRoute(`/story/${uuid}`, {
      user: null,
      routes: {
        'POST /api/auth/sign-in/anonymous': {
          when: signInMayAnswer,
          answer: { status: 403, body: { code: 'X' } },
        },
        [`GET /api/public/story/${uuid}`]: { status: 200, body: story },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Tiril and the lost chest' });
    act(() => letSignInAnswer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.redirectPath)).toBe(`/story/${uuid}`);
  });

  it('leaves a story that is not open to everyone to the guest', async () => {
    const uuid = '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a11';
    const { server } = await renderAppRoute(`/story/${uuid}`, {
      user: null,
      routes: {
        ...GUEST_SIGN_IN,
        [`GET /api/public/story/${uuid}`]: { status: 404, body: { code: 'NOT_FOUND' } },
        [`GET /api/story/${uuid}`]: { status: 200, body: testStory({ uuid, title: 'Mine' }) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
    expect(server.requests(`GET /api/story/${uuid}`)).toHaveLength(1);
  });

  it('sends the visitor to Login, path kept, when the guest sign-in fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = await renderAppRoute('/stuff/medals', {
      user: null,
      routes: { 'POST /api/auth/sign-in/anonymous': { status: 403, body: { code: 'X' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.redirectPath)).toBe('/stuff/medals');
  });

  it('lets a visitor stay on Home without becoming a guest', async () => {
    const { server } = await renderAppRoute('/', { user: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(server.requests('POST /api/auth/sign-in/anonymous')).toHaveLength(0);
  });

  it('shows an unverified user the verification card on Login', async () => {
    const { router } = await renderAppRoute('/generate', {
      user: null,
      pendingVerificationEmail: 'ada@example.com',
    });
    expect(
      await screen.findByText('We sent a confirmation to ada@example.com.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a registered user to onboarding first', async () => {
    const { router } = await renderAppRoute('/library', { profile: { welcomeScreenShown: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('keeps guests out of the shop', async () => {
    const { router } = await renderAppRoute('/shop', { user: GUEST_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
  });

  it('puts the parental gate before the shop', async () => {
    const { router } = await renderAppRoute('/shop?tab=credits');
    expect(await screen.findByRole('heading', { name: 'For grown-ups only' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parental-gate');
    expect(router.state.location.search).toBe('?redirect=%2Fshop%3Ftab%3Dcredits');
  });

  it('closes the shop again when the 10 minutes are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderAppRoute('/shop', { parentalGateUnlocked: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(599_000));
    expect(router.state.location.pathname).toBe('/shop');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parental-gate'));
  });
});
