import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  listAnswer,
  testNotification,
} from '../../lib/notifications/notification-fixtures.testing';
import { renderWithNotifications } from './notifications-harness.testing';

// The shell's live connection: GET /api/notifications/stream, as the server writes it.

const snackbar = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');

async function openedStream(harness: Awaited<ReturnType<typeof renderWithNotifications>>) {
  return vi.waitUntil(() => harness.stream(), { timeout: 3_000 });
}

describe('live notifications', () => {
  it('shows a new one in the snackbar, lists it and counts it on the badge', async () => {
    const user = userEvent.setup();
    const harness = await renderWithNotifications('/library', {
      routes: { 'GET /api/notifications': { status: 200, body: listAnswer([]) } },
    });
    await screen.findByRole('button', { name: 'Profile' });
    const stream = await openedStream(harness);
    const arrived = testNotification({ title: 'Your monster is ready', targetType: 'MONSTER' });
    act(() => stream.send({ type: 'notification', notification: arrived }, 1));

    expect(
      await within(snackbar() as HTMLElement).findByText('Your monster is ready'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Profile, 1 unread notification' }));
    const menu = screen.getByRole('menu', { name: 'Profile menu' });
    expect(within(menu).getByText('Your monster is ready')).toBeInTheDocument();

    // Read on another device: the badge follows and the snackbar goes.
    act(() =>
      stream.send(
        {
          type: 'changed',
          notificationId: arrived.notificationId,
          status: 'READ',
          unreadCount: 0,
        },
        2,
      ),
    );
    await waitFor(() => expect(snackbar()).toBeEmptyDOMElement());
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('archives one without a word when the user is already on its page', async () => {
    const generate = testNotification({ title: 'Make another', targetType: 'GENERATE' });
    const harness = await renderWithNotifications('/generate', {
      routes: {
        'GET /api/notifications': { status: 200, body: listAnswer([]) },
        [`POST /api/notifications/${generate.notificationId}/archive`]: {
          status: 200,
          body: { ...generate, status: 'ARCHIVED' },
        },
      },
    });
    await screen.findByRole('button', { name: 'Profile' });
    const stream = await openedStream(harness);
    act(() => stream.send({ type: 'notification', notification: generate }, 1));
    await waitFor(() =>
      expect(
        harness.server.requests(`POST /api/notifications/${generate.notificationId}/archive`),
      ).toHaveLength(1),
    );
    expect(snackbar()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('forgets the list, the snackbar and the stream on sign-out', async () => {
    const harness = await renderWithNotifications('/library', {
      routes: {
        'GET /api/notifications': {
          status: 200,
          body: listAnswer([testNotification({ title: 'Old news' })]),
        },
        'POST /api/auth/sign-out': { status: 200, body: { success: true } },
      },
    });
    await screen.findByRole('button', { name: 'Profile, 1 unread notification' });
    const stream = await openedStream(harness);
    act(() =>
      stream.send({ type: 'notification', notification: testNotification({ title: 'Fresh' }) }, 1),
    );
    expect(await within(snackbar() as HTMLElement).findByText('Fresh')).toBeInTheDocument();

    await act(() => harness.auth.signOut());
    await waitFor(() => expect(snackbar()).toBeEmptyDOMElement());
    expect(stream.cancelled).toBe(true);
    expect(harness.queryClient.getQueryData(['notifications', 'user-1'])).toBeUndefined();
    expect(screen.queryByRole('button', { name: /unread/ })).not.toBeInTheDocument();
  });
});
