import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  listAnswer,
  testNotification,
} from '../../lib/notifications/notification-fixtures.testing';
import { renderWithNotifications } from './notifications-harness.testing';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('menu', { name: 'Profile menu' });
}

const notificationItems = (menu: HTMLElement) =>
  within(within(menu).getByRole('group', { name: 'Notifications' }))
    .getAllByRole('menuitem')
    .filter((item) => !item.getAttribute('aria-label')?.startsWith('Remove'));

describe('notifications in the profile menu', () => {
  it('badges the avatar with the unread count and lists the top 5, unread first, newest first', async () => {
    const user = userEvent.setup();
    const read = [
      testNotification({ title: 'Read new', status: 'READ', createdAt: minutesAgo(1) }),
      testNotification({ title: 'Read old', status: 'READ', createdAt: minutesAgo(500) }),
    ];
    const unread = [
      testNotification({ title: 'Unread oldest', createdAt: minutesAgo(300) }),
      testNotification({ title: 'Unread newest', createdAt: minutesAgo(2) }),
      testNotification({ title: 'Unread middle', createdAt: minutesAgo(60) }),
      testNotification({ title: 'Unread older', createdAt: minutesAgo(120) }),
    ];
    await renderWithNotifications('/library', {
      routes: { 'GET /api/notifications': { status: 200, body: listAnswer([...read, ...unread]) } },
    });
    const button = await screen.findByRole('button', { name: 'Profile, 4 unread notifications' });
    expect(within(button).getByText('4')).toBeInTheDocument();

    const menu = await openMenu(user, 'Profile, 4 unread notifications');
    const titles = notificationItems(menu).map(
      (item) => item.querySelector('.line-clamp-2')?.textContent,
    );
    expect(titles).toEqual([
      'Unread newest',
      'Unread middle',
      'Unread older',
      'Unread oldest',
      'Read new',
    ]);
    const first = notificationItems(menu)[0] as HTMLElement;
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('Tap to read it.');
    expect(first).toHaveTextContent('2 minutes ago');
    expect(within(first).getByRole('img', { name: 'Ready' })).toBeInTheDocument();
  });

  it('hides the badge at 0 and shows the empty state', async () => {
    const user = userEvent.setup();
    await renderWithNotifications('/library', {
      routes: { 'GET /api/notifications': { status: 200, body: listAnswer([]) } },
    });
    const menu = await openMenu(user, 'Profile');
    expect(await within(menu).findByText(/No new notifications/)).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My stuff', 'Manage children', 'Subscription', 'Log out']);
  });

  it.each([
    [{ targetType: 'STORY', targetId: 'abc' }, '/story/abc'],
    [{ targetType: 'MONSTER', targetId: 'm-1' }, '/stuff/monsters'],
    [{ targetType: 'GENERATE', targetId: null }, '/generate'],
    [{ targetType: 'SHOP', targetId: null }, '/shop'],
    [{ targetType: null, targetId: null, path: '/stuff/medals' }, '/stuff/medals'],
  ] as const)('marks %o read and opens %s', async (target, destination) => {
    const user = userEvent.setup();
    const notification = testNotification({ title: 'Tap me', ...target });
    const { router, server } = await renderWithNotifications('/library', {
      parentalGateUnlocked: true,
      routes: {
        'GET /api/notifications': { status: 200, body: listAnswer([notification]) },
        [`POST /api/notifications/${notification.notificationId}/read`]: {
          status: 200,
          body: { ...notification, status: 'READ' },
        },
      },
    });
    const menu = await openMenu(user, 'Profile, 1 unread notification');
    await user.click(within(menu).getByRole('menuitem', { name: /^Ready.*Tap me/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(
      server.requests(`POST /api/notifications/${notification.notificationId}/read`),
    ).toHaveLength(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('removes an archived notification and lowers the badge even when the archive call fails', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keep = testNotification({ title: 'Keep me' });
    const gone = testNotification({ title: 'Archive me' });
    const { server, queryClient } = await renderWithNotifications('/library', {
      routes: {
        'GET /api/notifications': { status: 200, body: listAnswer([keep, gone]) },
        [`POST /api/notifications/${gone.notificationId}/archive`]: { status: 404 },
      },
    });
    const menu = await openMenu(user, 'Profile, 2 unread notifications');
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Remove the notification “Archive me”' }),
    );
    expect(within(menu).queryByText('Archive me')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Profile, 1 unread notification' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(
      server.requests(`POST /api/notifications/${gone.notificationId}/archive`).length,
    ).toBeGreaterThan(0);

    // A fresh answer from the server (which still has it) does not bring it back.
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    await waitFor(() => expect(server.requests('GET /api/notifications')).toHaveLength(2));
    expect(within(menu).queryByText('Archive me')).not.toBeInTheDocument();
    expect(within(menu).getByText('Keep me')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Profile, 1 unread notification' }),
    ).toBeInTheDocument();
    // Focus stays in the menu, so the keyboard keeps working.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  });

  it('keeps the arrow keys and Escape working across notifications and entries', async () => {
    const user = userEvent.setup();
    const notification = testNotification({ title: 'Arrow me' });
    await renderWithNotifications('/library', {
      routes: { 'GET /api/notifications': { status: 200, body: listAnswer([notification]) } },
    });
    const button = await screen.findByRole('button', { name: 'Profile, 1 unread notification' });
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Profile menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      expect.stringContaining('Arrow me'),
      'Remove the notification “Arrow me”',
      'My stuff',
      'Manage children',
      'Subscription',
      'Log out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[5]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('loads nothing for someone without a profile', async () => {
    const { server } = await renderWithNotifications('/', { user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(server.requests('GET /api/notifications')).toHaveLength(0);
  });
});
