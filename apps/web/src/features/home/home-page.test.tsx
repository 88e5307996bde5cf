import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';

beforeAll(async () => {
  await Promise.all([import('./home-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

const NO_EXAMPLES = { 'GET /api/example-stories': { status: 200, body: { items: [] } } };

describe('home page', { timeout: 15_000 }, () => {
  it('answers what parents ask, with the rest one tap away', async () => {
    await renderAppRoute('/', { user: null, routes: NO_EXAMPLES });
    const faq = await screen.findByRole('region', { name: 'What parents ask' });
    const question = within(faq).getByText('Is Monstory safe for children?');
    expect(within(faq).getAllByRole('group')).toHaveLength(3);
    await userEvent.click(question);
    expect(within(faq).getByText(/checked against word lists/)).toBeVisible();
    expect(within(faq).getByRole('link', { name: 'More questions and answers' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  it('links to the stores that are configured, and says "coming soon" for the others', async () => {
    const { server } = await renderAppRoute('/', {
      user: null,
      routes: {
        ...NO_EXAMPLES,
        'GET /api/app-links': {
          status: 200,
          body: {
            appStoreUrl: 'https://apps.apple.com/no/app/monstory/id1234567890',
            playStoreUrl: null,
          },
        },
      },
    });
    const download = await screen.findByRole('region', { name: 'Monstory on phones and tablets' });
    expect(await within(download).findByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/no/app/monstory/id1234567890',
    );
    expect(within(download).queryByRole('link', { name: 'Google Play' })).not.toBeInTheDocument();
    expect(within(download).getByText('Coming soon')).toBeInTheDocument();
    const [request] = server.requests('GET /api/app-links');
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('leaves the download call out when the links cannot be had', async () => {
    // No answer for /api/app-links: the fake server says 404.
    await renderAppRoute('/', { user: null, routes: NO_EXAMPLES });
    await screen.findByRole('region', { name: 'What parents ask' });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Monstory on phones and tablets' }),
      ).not.toBeInTheDocument(),
    );
  });
});
