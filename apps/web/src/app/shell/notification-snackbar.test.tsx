import type { Notification } from '@monstory/contracts/notifications';
import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client';
import { configureApi } from '../../lib/api/api-config';
import { VERIFIED_USER, testProfile } from '../../lib/auth/auth-fixtures.testing';
import { createAuthService } from '../../lib/auth/auth-service';
import { createAuthStore } from '../../lib/auth/auth-store';
import { createAppI18n } from '../../lib/i18n/create-i18n';
import { testNotification } from '../../lib/notifications/notification-fixtures.testing';
import { notificationSession } from '../../lib/notifications/notification-session';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';
import { fakeServer } from '../../test/fake-server';
import { renderInAppProviders } from '../../test/app-providers.testing';
import { NotificationSnackbar, snackbarDurationMs } from './notification-snackbar';

// The snackbar on its own, on a fake clock: how long each one stays and in which order.

async function renderSnackbar(routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(routes);
  configureApi({ fetch: server.fetch });
  const i18n = await createAppI18n('en');
  const queryClient = createQueryClient();
  const store = createAuthStore({ ready: true, user: VERIFIED_USER, token: 'token-user-1' });
  const auth = createAuthService({ store, queryClient, getLanguage: () => 'en' });
  queryClient.setQueryData(PROFILE_QUERY_KEY, testProfile());
  const router = createMemoryRouter([{ path: '*', element: <NotificationSnackbar /> }], {
    initialEntries: ['/library'],
  });
  vi.useFakeTimers();
  renderInAppProviders({ i18n, queryClient, auth, router });
  const session = notificationSession(queryClient);
  return {
    router,
    server,
    arrive: (notification: Notification) => act(() => session.enqueueSnackbar(notification)),
    advance: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
  };
}

const region = () => screen.getByRole('status');

beforeEach(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notification snackbar', () => {
  it('stays 5 seconds in a polite live region, then the next one in line shows', async () => {
    const { arrive, advance } = await renderSnackbar();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
    arrive(testNotification({ title: 'First', message: 'One is ready' }));
    arrive(testNotification({ title: 'Second' }));
    expect(within(region()).getByText('First')).toBeInTheDocument();
    expect(within(region()).getByText('One is ready')).toBeInTheDocument();
    expect(within(region()).queryByText('Second')).not.toBeInTheDocument();
    advance(4_999);
    expect(within(region()).getByText('First')).toBeInTheDocument();
    advance(1);
    expect(within(region()).queryByText('First')).not.toBeInTheDocument();
    expect(within(region()).getByText('Second')).toBeInTheDocument();
    advance(5_000);
    expect(region()).toBeEmptyDOMElement();
  });

  it('uses the notification’s own duration when it has one', async () => {
    const { arrive, advance } = await renderSnackbar();
    arrive(testNotification({ title: 'Long', durationInSeconds: 12 }));
    advance(11_999);
    expect(within(region()).getByText('Long')).toBeInTheDocument();
    advance(1);
    expect(region()).toBeEmptyDOMElement();
    expect(snackbarDurationMs(null)).toBe(5_000);
    expect(snackbarDurationMs(0)).toBe(5_000);
  });

  it('closes on request, and Open reads it and goes to its page', async () => {
    const story = testNotification({ title: 'Story time', targetId: 's-9' });
    const { arrive, router, server } = await renderSnackbar({
      [`POST /api/notifications/${story.notificationId}/read`]: {
        status: 200,
        body: { ...story, status: 'READ' },
      },
    });
    arrive(testNotification({ title: 'Close me' }));
    arrive(story);
    act(() => screen.getByRole('button', { name: 'Close the notification' }).click());
    expect(within(region()).getByText('Story time')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(region()).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/story/s-9');
    await vi.waitFor(() =>
      expect(server.requests(`POST /api/notifications/${story.notificationId}/read`)).toHaveLength(
        1,
      ),
    );
  });
});
