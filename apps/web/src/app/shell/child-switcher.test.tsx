import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testProfile } from '../../lib/auth/auth-fixtures.testing';
import { CHILD_HEADER, readActiveChildId } from '../../lib/children/active-child';
import { MIRA, OLA, childrenAnswer } from '../../lib/children/children-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { renderAppRoute } from '../../test/render-app-route';
import { loadShellParts } from './lazy-parts.testing';

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  return screen.getByRole('menu', { name: 'Profile menu' });
}

describe('choosing a child in the profile menu', () => {
  beforeAll(loadShellParts);

  it('shows every child as a big avatar with the active one checked', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/library', {
      routes: { 'GET /api/children': childrenAnswer([MIRA, OLA], MIRA.id) },
    });
    const menu = await openMenu(user);
    const who = await within(menu).findByRole('group', { name: 'Who is using the app?' });
    const mira = within(who).getByRole('menuitemradio', { name: 'Mira' });
    const ola = within(who).getByRole('menuitemradio', { name: 'Ola' });
    expect(mira).toHaveAttribute('aria-checked', 'true');
    expect(ola).toHaveAttribute('aria-checked', 'false');
    // Without a picture the initial stands in, on its circle.
    expect(within(ola).getByText('O')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Manage children' })).toBeInTheDocument();
  });

  it('switches with one tap: the device remembers, every call names the child, lists refetch and the app speaks their language', async () => {
    const user = userEvent.setup();
    const { server, i18n } = await renderAppRoute('/library', {
      routes: {
        'GET /api/children': childrenAnswer([MIRA, OLA], MIRA.id),
        'GET /api/profile': { status: 200, body: testProfile() },
      },
    });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('menuitemradio', { name: 'Ola' }));

    expect(readActiveChildId()).toBe(OLA.id);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The profile was the other child's: it is fetched again, as Ola.
    await waitFor(() => expect(server.requests('GET /api/profile').length).toBeGreaterThan(0));
    expect(server.requests('GET /api/profile').at(-1)?.headers[CHILD_HEADER]).toBe(OLA.id);
    await waitFor(() => expect(i18n.language).toBe('no'));
    expect(localStorage.getItem(LocalStorageKey.language)).toBe('no');

    // Now in Norwegian.
    await user.click(screen.getByRole('button', { name: 'Profil' }));
    const again = screen.getByRole('menu', { name: 'Profilmeny' });
    expect(within(again).getByRole('menuitemradio', { name: 'Ola' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('wears the face of the child using the app, known from the profile before the menu opens', async () => {
    await renderAppRoute('/library', {
      profile: { children: [MIRA, OLA], activeChildId: OLA.id },
    });
    expect(await screen.findByRole('button', { name: 'Profile' })).toHaveTextContent('O');
  });

  it('reaches the children with the keyboard', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/library', {
      routes: { 'GET /api/children': childrenAnswer([MIRA, OLA], MIRA.id) },
    });
    const menu = await openMenu(user);
    const mira = await within(menu).findByRole('menuitemradio', { name: 'Mira' });
    mira.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Ola' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(readActiveChildId()).toBe(OLA.id);
  });
});
