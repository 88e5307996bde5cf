import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';
import { loadShellParts } from './lazy-parts.testing';

describe('app shell', () => {
  beforeAll(loadShellParts);

  it.each(['/library', '/generate', '/stuff', '/stuff/monsters', '/shop'])(
    'shows the top bar and the three tabs on %s',
    async (path) => {
      await renderAppRoute(path, { parentalGateUnlocked: true });
      const nav = await screen.findByRole('navigation', { name: 'Main menu' });
      const tabs = within(nav).getAllByRole('link');
      expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(
        expect.arrayContaining(['/library', '/generate', '/stuff']),
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    },
  );

  // Home, Login and the FAQ are for visitors; onboarding for a user who has not finished it.
  it.each([
    ['/', { user: null }],
    ['/login', { user: null }],
    ['/reset-password?token=t', { user: null }],
    ['/faq', { user: null }],
    ['/welcome', { profile: { welcomeScreenShown: false } }],
    ['/story/abc', {}],
    ['/story/draft/abc', {}],
    ['/terms-conditions', {}],
  ] as const)('hides the top bar and the tabs on %s', async (path, options) => {
    await renderAppRoute(path, options);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps the top bar but not the tabs at the parental gate', async () => {
    await renderAppRoute('/parental-gate?redirect=%2Fshop');
    await screen.findByRole('heading', { level: 1, name: 'For grown-ups' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('marks the tab of the current section, sub-pages included', async () => {
    await renderAppRoute('/stuff/medals');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'My stuff' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-current');
  });

  it('links the corner logo to My stuff', async () => {
    await renderAppRoute('/library');
    const logos = await screen.findAllByRole('link', { name: 'Monstory – go to My stuff' });
    expect(logos.every((logo) => logo.getAttribute('href') === '/stuff')).toBe(true);
  });
});
