import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { renderAppRoute } from '../../test/render-app-route';
import { loadShellParts } from './lazy-parts.testing';

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  return screen.getByRole('menu', { name: 'Profile menu' });
}

describe('profile menu', () => {
  beforeAll(loadShellParts);

  it('shows a registered user their email, plan, shop button and log out', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/library', {
      profile: {
        subscription: {
          isActive: true,
          subscriptionType: 'MINI',
          initialPaymentPlatform: 'EXTERNAL',
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    const menu = await openMenu(user);
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByText('Mini')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My stuff', 'Manage children', 'Subscription', 'Log out']);
  });

  it('shows a guest the guest label, no shop, and a way to log in', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/library', { user: GUEST_USER });
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    expect(screen.queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    const menu = await openMenu(user);
    expect(within(menu).getByText('Guest')).toBeInTheDocument();
    expect(within(menu).getByText('Free plan')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log in or create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBe('true');
  });

  it('asks before logging out, then opens Login', async () => {
    const user = userEvent.setup();
    localStorage.setItem(LocalStorageKey.activeChild, 'child-2');
    const { router, auth } = await renderAppRoute('/library', {
      routes: { 'POST /api/auth/sign-out': { status: 200, body: { success: true } } },
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.store.getState().user).toBeNull();
    // The next person on this device starts as their own first child.
    expect(localStorage.getItem(LocalStorageKey.activeChild)).toBeNull();
  });
});
