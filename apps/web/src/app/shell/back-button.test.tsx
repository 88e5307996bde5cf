import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';
import { loadShellParts } from './lazy-parts.testing';

describe('top bar back button', () => {
  beforeAll(loadShellParts);

  it('skips the parental gate: shop → back lands where the grown-up started', async () => {
    const { router } = await renderAppRoute('/stuff', { parentalGateUnlocked: true });
    await screen.findByRole('heading', { level: 1, name: 'My stuff' });
    await act(() => router.navigate('/parental-gate?redirect=%2Fshop'));
    await act(() => router.navigate('/shop'));
    await screen.findByRole('heading', { level: 1, name: 'Shop' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff'));
  });

  it('goes back one step otherwise', async () => {
    const { router } = await renderAppRoute('/library');
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    await act(() => router.navigate('/stuff/medals'));
    await screen.findByRole('heading', { level: 1, name: 'My medals' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
  });

  it('opens the parent screen when the page was opened directly', async () => {
    const { router } = await renderAppRoute('/stuff/monsters/create-a-monster');
    await screen.findByRole('heading', { level: 1, name: 'Create a monster' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff/monsters'));
  });

  it('is absent on the main tabs', async () => {
    await renderAppRoute('/generate');
    await screen.findByRole('heading', { level: 1, name: 'Create a story' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
