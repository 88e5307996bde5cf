import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_USER, sessionUser, testProfile } from '../../lib/auth/auth-fixtures.testing';
import { GENERATE_PATH, TERMS_PATH } from '../../lib/navigation/app-paths';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { fakeServer } from '../../test/fake-server';
import { renderHome } from '../../prerender/render-home';
import { testSummary } from '../../lib/library/library-fixtures.testing';
import { hydrateHome } from './home-hydrate';
import type { HomeState } from './home-island';

// The server renders Home with prerender/render-home.tsx and the browser adopts it with
// home-hydrate.tsx: both draw HomeIsland from the same state, so React must find nothing to
// redraw, and what it adopts must work.

const STATE: HomeState = {
  language: 'en',
  providers: { emailPassword: true, anonymous: true, google: true, apple: false, facebook: false },
  exampleStories: [
    testSummary({
      uuid: '8e396cd6-b26d-4421-abef-ba7c2945e701',
      title: 'Tiril and the lost lantern',
      coverUrl: '/api/media/private/stories/8e396cd6/image-0.svg?signature=x',
      isExample: true,
    }),
  ],
  appLinks: {
    appStoreUrl: 'https://apps.apple.com/no/app/monstory/id1234567890',
    playStoreUrl: null,
  },
};

/** What the server sends (the worker thread runs the same module). */
async function serverMarkup(state: HomeState): Promise<string> {
  return (await renderHome(state)).html;
}

beforeAll(async () => {
  await import('@monstory/i18n/bundles/en');
}, 30_000);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the rendered Home', { timeout: 15_000 }, () => {
  it('holds the whole page before any script has run', async () => {
    document.body.innerHTML = `<div id="root">${await serverMarkup(STATE)}</div>`;
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tiril and the lost lantern/ })).toHaveAttribute(
      'href',
      '/home/story/8e396cd6-b26d-4421-abef-ba7c2945e701',
    );
    expect(screen.getByText('Is Monstory safe for children?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      TERMS_PATH,
    );
  });

  it('is adopted by React as it is, with no request for what it already shows', async () => {
    const server = fakeServer({});
    vi.stubGlobal('fetch', server.fetch);
    document.body.innerHTML = `<div id="root">${await serverMarkup(STATE)}</div>`;
    const root = document.getElementById('root')!;
    const heading = screen.getByRole('heading', { level: 1 });

    expect(await hydrateHome(root, STATE)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    await waitFor(() => expect(document.title).toBe('Home · Monstory'));
    expect(server.seen.map((request) => request.path)).not.toContain('/api/example-stories');
    expect(server.seen.map((request) => request.path)).not.toContain('/api/auth-providers');
  });

  it('opens the app for a guest once React has it', async () => {
    const server = fakeServer({
      'POST /api/auth/sign-in/anonymous': {
        status: 200,
        body: { token: 'guest-token', user: sessionUser(GUEST_USER) },
      },
      'POST /api/login': {
        status: 200,
        body: testProfile({ userId: GUEST_USER.id, isAnonymous: true, email: null }),
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const leave = vi.fn();
    document.body.innerHTML = `<div id="root">${await serverMarkup(STATE)}</div>`;
    await hydrateHome(document.getElementById('root')!, STATE, leave);

    await userEvent.click(screen.getByRole('button', { name: 'Try as a guest' }));
    // The app proper opens Generate as a new page, with the guest's session stored.
    await waitFor(() => expect(leave).toHaveBeenCalledWith(GENERATE_PATH, true));
    expect(localStorage.getItem(LocalStorageKey.authToken)).toBe('guest-token');
  });
});
