import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAppRoute } from '../test/render-app-route';

beforeAll(async () => {
  await Promise.all([
    import('../features/faq/faq-page'),
    import('../features/static-pages/delete-me-page'),
    import('@monstory/i18n/bundles/en'),
  ]);
}, 30_000);

afterEach(() => {
  delete (globalThis as { Capacitor?: unknown }).Capacitor;
});

describe('the footer', { timeout: 15_000 }, () => {
  it('links the public pages, switches the language and links the social profiles', async () => {
    const { i18n } = await renderAppRoute('/faq', { user: null });
    const footer = await screen.findByTestId('site-footer');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.slice(0, 7)).toEqual([
      '/faq',
      '/monstory-as',
      '/children-and-ai',
      '/delete-me',
      '/contact',
      '/terms-conditions',
      '/privacy-policy',
    ]);
    for (const name of ['Facebook', 'TikTok', 'Instagram']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await userEvent.setup().selectOptions(within(footer).getByLabelText('Language'), 'no');
    // Norwegian is a chunk of its own, like every language: it switches once it has arrived.
    await waitFor(() => expect(i18n.language).toBe('no'));
    expect(await within(footer).findByRole('link', { name: 'Slett kontoen' })).toBeVisible();
  });

  it('hides the social links in the native apps', async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { getPlatform: () => 'ios' };
    // The FAQ is a web page; delete-account is public in the native apps too.
    await renderAppRoute('/delete-me', { user: null });
    const footer = await screen.findByTestId('site-footer');
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });
});

describe('the FAQ', { timeout: 15_000 }, () => {
  it('opens an answer when its question is chosen', async () => {
    await renderAppRoute('/faq', { user: null });
    const question = await screen.findByText('Is Monstory safe for children?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.setup().click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText(/checked against word lists/)).toBeVisible();
  });
});
